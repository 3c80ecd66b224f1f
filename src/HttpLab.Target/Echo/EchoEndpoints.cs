using HttpLab.Contracts.Echo;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Echo;

/// <summary>
/// <c>POST /echo</c> as <see cref="EchoRoutes"/> says: the body back with its content type, 413 above
/// <see cref="EchoRoutes.MaxBodyBytes"/>.
/// </summary>
internal static class EchoEndpoints
{
    public static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);
        endpoints.MapPost(EchoRoutes.Path, context => HandleAsync(context, logger));
    }

    private static async Task HandleAsync(HttpContext context, ILogger logger)
    {
        var request = context.Request;
        using var body = await EchoBody.ReadAsync(
                request.Body, request.ContentLength, EchoRoutes.MaxBodyBytes, context.RequestAborted)
            .ConfigureAwait(false);
        if (body is null)
        {
            TargetLog.EchoBodyRefused(logger, EchoRoutes.MaxBodyBytes, request.ContentLength);
            await TargetProblems.WriteAsync(
                    context,
                    StatusCodes.Status413PayloadTooLarge,
                    "Body too large",
                    $"{EchoRoutes.Path} echoes bodies of at most {EchoRoutes.MaxBodyBytes} bytes; this one is larger.")
                .ConfigureAwait(false);
            return;
        }

        var response = context.Response;
        response.ContentType = request.ContentType ?? EchoRoutes.DefaultContentType;
        response.ContentLength = body.Length;

        // Kestrel copies into its own pipe before this completes, so the pooled array can go back afterwards.
        await response.Body.WriteAsync(body.Memory, context.RequestAborted).ConfigureAwait(false);
    }
}
