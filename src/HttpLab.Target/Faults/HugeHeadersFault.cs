using System.Globalization;
using HttpLab.Target.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Faults;

/// <summary>
/// <c>/fault/huge-headers</c>: a valid response whose headers are larger than clients usually accept (HttpClient's
/// default limit is 64 KiB of headers in all, names and framing included, so the default exceeds it).
/// </summary>
internal static class HugeHeadersFault
{
    private static readonly byte[] Body = "huge headers"u8.ToArray();

    public static async Task HandleAsync(HttpContext context, ILogger logger)
    {
        var error = QueryParameter.TryGetInt(
            context.Request.Query,
            FaultEndpoints.BytesParameter,
            1,
            FaultEndpoints.MaxHugeBytes,
            FaultEndpoints.MaxHugeBytes,
            out var bytes);
        if (error is not null)
        {
            await ConnectionFaults.RefuseAsync(context, logger, QueryParameter.ProblemTitle, error)
                .ConfigureAwait(false);
            return;
        }

        var response = context.Response;
        for (var index = 1; bytes > 0; index++)
        {
            var length = Math.Min(bytes, FaultEndpoints.MaxHugeHeaderBytes);
            response.Headers[string.Create(CultureInfo.InvariantCulture, $"X-Huge-{index}")] =
                string.Create(length, index, static (span, index) => span.Fill((char)('a' + (index % 26))));
            bytes -= length;
        }

        response.ContentType = "text/plain";
        response.ContentLength = Body.Length;
        await response.Body.WriteAsync(Body, context.RequestAborted).ConfigureAwait(false);
        TargetLog.FaultServed(logger, FaultEndpoints.HugeHeadersPath);
    }
}
