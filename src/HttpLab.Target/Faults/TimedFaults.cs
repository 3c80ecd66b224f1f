using HttpLab.Target.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Faults;

/// <summary>The faults in time: a request never answered, and headers that come late.</summary>
internal static class TimedFaults
{
    private static readonly byte[] SlowHeadersBody = "late headers"u8.ToArray();

    public static async Task StallAsync(HttpContext context, ILogger logger)
    {
        if (await ReadMsAsync(context, logger, FaultEndpoints.DefaultStallMs).ConfigureAwait(false) is not { } ms)
        {
            return;
        }

        // Honours the client leaving, so a stalled request never outlives its client (nor holds a test up).
        if (await WaitAsync(ms, context.RequestAborted).ConfigureAwait(false))
        {
            TargetLog.FaultServed(logger, FaultEndpoints.StallPath);
            context.Abort();
        }
    }

    public static async Task SlowHeadersAsync(HttpContext context, ILogger logger)
    {
        if (await ReadMsAsync(context, logger, FaultEndpoints.DefaultSlowHeadersMs).ConfigureAwait(false) is not { } ms
            || !await WaitAsync(ms, context.RequestAborted).ConfigureAwait(false))
        {
            return;
        }

        var response = context.Response;
        response.ContentType = "text/plain";
        response.ContentLength = SlowHeadersBody.Length;
        await response.Body.WriteAsync(SlowHeadersBody, context.RequestAborted).ConfigureAwait(false);
        TargetLog.FaultServed(logger, FaultEndpoints.SlowHeadersPath);
    }

    private static async Task<int?> ReadMsAsync(HttpContext context, ILogger logger, int defaultMs)
    {
        var error = QueryParameter.TryGetInt(
            context.Request.Query, FaultEndpoints.MsParameter, 0, FaultEndpoints.MaxMs, defaultMs, out var ms);
        if (error is null)
        {
            return ms;
        }

        await ConnectionFaults.RefuseAsync(context, logger, QueryParameter.ProblemTitle, error).ConfigureAwait(false);
        return null;
    }

    /// <summary>True after <paramref name="ms"/>, false when the client left first.</summary>
    private static async Task<bool> WaitAsync(int ms, CancellationToken stopping)
    {
        try
        {
            await Task.Delay(ms, stopping).ConfigureAwait(false);
            return true;
        }
        catch (OperationCanceledException) when (stopping.IsCancellationRequested)
        {
            return false;
        }
    }
}
