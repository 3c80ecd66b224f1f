using HttpLab.Contracts.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// <c>GET /trickle?bytes=N&amp;chunkBytes=K&amp;intervalMs=M</c>: headers at once, then the body K bytes at a time,
/// each chunk flushed, the first at once and the next ones M ms apart.
/// </summary>
internal static class TrickleHandler
{
    public const string ContentType = "application/octet-stream";

    public static async Task HandleAsync(HttpContext context, AbortRecordStore store, ILogger logger)
    {
        var query = context.Request.Query;
        var bytesError = QueryParameter.TryGetInt(
            query,
            CancellationRoutes.BytesParameter,
            1,
            CancellationRoutes.MaxTrickleBytes,
            null,
            out var bytes);
        var chunkBytesError = QueryParameter.TryGetInt(
            query,
            CancellationRoutes.ChunkBytesParameter,
            1,
            CancellationRoutes.MaxChunkBytes,
            null,
            out var chunkBytes);
        var intervalMsError = QueryParameter.TryGetInt(
            query,
            CancellationRoutes.IntervalMsParameter,
            0,
            CancellationRoutes.MaxIntervalMs,
            null,
            out var intervalMs);
        var error = bytesError ?? chunkBytesError ?? intervalMsError;
        if (error is not null)
        {
            await RequestStart.RefuseAsync(
                    context, logger, StatusCodes.Status400BadRequest, QueryParameter.ProblemTitle, error)
                .ConfigureAwait(false);
            return;
        }

        using var watch = await RequestStart.WatchAsync(
                context, store, CancellationRoutes.TricklePath, bytes, logger)
            .ConfigureAwait(false);
        if (watch is null)
        {
            return;
        }

        try
        {
            await SendAsync(
                    context.Response, watch, bytes, chunkBytes, TimeSpan.FromMilliseconds(intervalMs), store.Time)
                .ConfigureAwait(false);
            watch.Completed();
        }
        catch (OperationCanceledException) when (watch.Stopping.IsCancellationRequested)
        {
            // The client went away: the record already says when and after how many bytes.
            TargetLog.ClientLeft(logger, CancellationRoutes.TricklePath, watch.RequestId);
        }
    }

    private static async Task SendAsync(
        HttpResponse response, RequestWatch watch, int bytes, int chunkBytes, TimeSpan interval, TimeProvider time)
    {
        response.ContentType = ContentType;
        response.ContentLength = bytes;

        // Kestrel holds headers back until the first write; flushing sends them before any body byte.
        await response.StartAsync(watch.Stopping).ConfigureAwait(false);
        await response.Body.FlushAsync(watch.Stopping).ConfigureAwait(false);

        for (long offset = 0; offset < bytes;)
        {
            if (offset > 0 && interval > TimeSpan.Zero)
            {
                await Task.Delay(interval, time, watch.Stopping).ConfigureAwait(false);
            }

            var count = (int)Math.Min(chunkBytes, bytes - offset);

            // Counted before the write: Kestrel's flush can still be waiting on back-pressure when the client has
            // already read the chunk and gone, and the record must not say that chunk was never sent.
            watch.Sent(count);
            await response.Body.WriteAsync(TrickleChunks.Chunk(offset, count), watch.Stopping).ConfigureAwait(false);
            offset += count;
        }

        await response.CompleteAsync().ConfigureAwait(false);
    }
}
