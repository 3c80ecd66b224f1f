using HttpLab.Contracts.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// What <c>/delay</c> and <c>/trickle</c> do before their own work: read the request id and start the watch.
/// </summary>
internal static class RequestStart
{
    /// <summary>
    /// Starts watching the request, tracked under its <see cref="CancellationRoutes.RequestIdHeader"/> when it has
    /// one. Returns null after answering with problem details when the id is malformed or already in use.
    /// </summary>
    public static async Task<RequestWatch?> WatchAsync(
        HttpContext context, AbortRecordStore store, string endpoint, long contentLength, ILogger logger)
    {
        var error = TryReadRequestId(context.Request, out var id);
        if (error is not null)
        {
            await RefuseAsync(context, logger, StatusCodes.Status400BadRequest, "Invalid request id", error)
                .ConfigureAwait(false);
            return null;
        }

        TrackedRequest? request = null;
        if (id is not null)
        {
            request = store.TryStart(id, endpoint, contentLength);
            if (request is null)
            {
                await RefuseAsync(
                        context,
                        logger,
                        StatusCodes.Status409Conflict,
                        "Request id in use",
                        $"The {CancellationRoutes.RequestIdHeader} '{id}' already has a record; "
                        + "use a new id for every request.")
                    .ConfigureAwait(false);
                return null;
            }
        }

        return new RequestWatch(request, context.RequestAborted);
    }

    public static Task RefuseAsync(HttpContext context, ILogger logger, int statusCode, string title, string detail)
    {
        TargetLog.CancellationRequestRefused(logger, context.Request.Path.Value ?? string.Empty, detail);
        return TargetProblems.WriteAsync(context, statusCode, title, detail);
    }

    private static string? TryReadRequestId(HttpRequest request, out string? id)
    {
        id = null;
        var values = request.Headers[CancellationRoutes.RequestIdHeader];
        if (values.Count == 0)
        {
            return null;
        }

        if (values.Count > 1)
        {
            return $"{CancellationRoutes.RequestIdHeader} is given {values.Count} times: give it once.";
        }

        var value = values[0] ?? string.Empty;
        if (!CancellationRoutes.IsValidRequestId(value))
        {
            return $"{Describe(value)} is not a valid {CancellationRoutes.RequestIdHeader}: expected 1 to "
                + $"{CancellationRoutes.MaxRequestIdLength} characters from [A-Za-z0-9._-].";
        }

        id = value;
        return null;
    }

    // A long header value would make an unreadable message, so it is cut short.
    private static string Describe(string value) =>
        value.Length <= CancellationRoutes.MaxRequestIdLength
            ? $"'{value}'"
            : $"'{value[..CancellationRoutes.MaxRequestIdLength]}...' ({value.Length} characters)";
}
