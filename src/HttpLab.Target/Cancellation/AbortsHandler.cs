using HttpLab.Contracts.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// <c>GET /aborts/{id}?waitMs=W</c>: the <see cref="AbortRecord"/> of a tracked request, waiting up to W ms for it to
/// be final.
/// </summary>
internal static class AbortsHandler
{
    public static async Task HandleAsync(HttpContext context, AbortRecordStore store, ILogger logger)
    {
        var id = context.Request.RouteValues["id"] as string;
        if (!CancellationRoutes.IsValidRequestId(id))
        {
            await RequestStart.RefuseAsync(
                    context,
                    logger,
                    StatusCodes.Status400BadRequest,
                    "Invalid request id",
                    $"'{id}' is not a valid request id: "
                    + $"expected 1 to {CancellationRoutes.MaxRequestIdLength} characters from [A-Za-z0-9._-].")
                .ConfigureAwait(false);
            return;
        }

        var error = QueryParameter.TryGetInt(
            context.Request.Query,
            CancellationRoutes.WaitMsParameter,
            0,
            CancellationRoutes.MaxWaitMs,
            0,
            out var waitMs);
        if (error is not null)
        {
            await RequestStart.RefuseAsync(
                    context, logger, StatusCodes.Status400BadRequest, QueryParameter.ProblemTitle, error)
                .ConfigureAwait(false);
            return;
        }

        var request = store.Find(id);
        if (request is null)
        {
            await TargetProblems.WriteAsync(
                    context,
                    StatusCodes.Status404NotFound,
                    "Unknown request id",
                    $"No record for '{id}': "
                    + $"no {CancellationRoutes.DelayPath} or {CancellationRoutes.TricklePath} request "
                    + $"carried it, or it was evicted (the last {CancellationRoutes.RecordCapacity} are kept).")
                .ConfigureAwait(false);
            return;
        }

        var record = await request.WaitFinishedAsync(TimeSpan.FromMilliseconds(waitMs), context.RequestAborted)
            .ConfigureAwait(false);
        await context.Response.WriteAsJsonAsync(
                record, TargetJsonContext.Default.AbortRecord, contentType: null, context.RequestAborted)
            .ConfigureAwait(false);
    }
}
