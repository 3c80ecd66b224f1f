using System.Text;
using HttpLab.Contracts.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// <c>GET /delay?headersMs=N</c>: nothing for N ms, not even headers, then 200 with
/// <see cref="CancellationRoutes.DelayBody"/>.
/// </summary>
internal static class DelayHandler
{
    private static readonly byte[] Body = Encoding.ASCII.GetBytes(CancellationRoutes.DelayBody);

    public static async Task HandleAsync(HttpContext context, AbortRecordStore store, ILogger logger)
    {
        var error = QueryParameter.TryGetInt(
            context.Request.Query,
            CancellationRoutes.HeadersMsParameter,
            0,
            CancellationRoutes.MaxHeadersMs,
            null,
            out var headersMs);
        if (error is not null)
        {
            await RequestStart.RefuseAsync(
                    context, logger, StatusCodes.Status400BadRequest, QueryParameter.ProblemTitle, error)
                .ConfigureAwait(false);
            return;
        }

        using var watch = await RequestStart.WatchAsync(
                context, store, CancellationRoutes.DelayPath, Body.Length, logger)
            .ConfigureAwait(false);
        if (watch is null)
        {
            return;
        }

        try
        {
            await Task.Delay(TimeSpan.FromMilliseconds(headersMs), store.Time, watch.Stopping).ConfigureAwait(false);
            var response = context.Response;
            response.ContentType = "application/json";
            response.ContentLength = Body.Length;
            await response.Body.WriteAsync(Body, watch.Stopping).ConfigureAwait(false);
            watch.Sent(Body.Length);
            await response.CompleteAsync().ConfigureAwait(false);
            watch.Completed();
        }
        catch (OperationCanceledException) when (watch.Stopping.IsCancellationRequested)
        {
            // The client went away: the record already says when; there is no one left to answer.
            TargetLog.ClientLeft(logger, CancellationRoutes.DelayPath, watch.RequestId);
        }
    }
}
