using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Echo;

/// <summary><c>POST /echo</c>: the request body sent back as the response body, with the same content type.</summary>
public static class EchoEndpoints
{
    /// <summary>The route.</summary>
    public const string Path = "/echo";

    /// <summary>
    /// The largest body echoed, 16 MiB. A larger Content-Length, or a chunked body that grows past it while
    /// being read, gets 413 with problem details. The bound keeps one request from holding an unbounded buffer.
    /// </summary>
    /// <remarks>Kestrel's own limit (<c>TargetLimits.MaxRequestBodySize</c>, twice this) is higher, so this check is
    /// the one that answers; Kestrel then reads and drops the rest of a body up to its own limit, so that the client
    /// finishes sending and reads the 413, and closes the connection on a larger one.</remarks>
    public const int MaxBodyBytes = 16 * 1024 * 1024;

    /// <summary>The response content type when the request has none.</summary>
    public const string DefaultContentType = "application/octet-stream";

    internal static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);
        endpoints.MapPost(Path, context => HandleAsync(context, logger));
    }

    private static async Task HandleAsync(HttpContext context, ILogger logger)
    {
        var request = context.Request;
        using var body = await EchoBody.ReadAsync(
                request.Body, request.ContentLength, MaxBodyBytes, context.RequestAborted)
            .ConfigureAwait(false);
        if (body is null)
        {
            TargetLog.EchoBodyRefused(logger, MaxBodyBytes, request.ContentLength);
            await TargetProblems.WriteAsync(
                    context,
                    StatusCodes.Status413PayloadTooLarge,
                    "Body too large",
                    $"{Path} echoes bodies of at most {MaxBodyBytes} bytes; this one is larger.")
                .ConfigureAwait(false);
            return;
        }

        var response = context.Response;
        response.ContentType = request.ContentType ?? DefaultContentType;
        response.ContentLength = body.Length;

        // Kestrel copies into its own pipe before this completes, so the pooled array can go back afterwards.
        await response.Body.WriteAsync(body.Memory, context.RequestAborted).ConfigureAwait(false);
    }
}
