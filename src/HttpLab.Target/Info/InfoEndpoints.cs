using HttpLab.Contracts.Info;
using HttpLab.Target.Hosting;
using HttpLab.Target.Tls;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;

namespace HttpLab.Target.Info;

/// <summary>
/// <c>GET /info</c> (<see cref="InfoRoutes"/>): the target's bound addresses as a <see cref="TargetInfo"/>.
/// </summary>
internal static class InfoEndpoints
{
    public static void Map(IEndpointRouteBuilder endpoints) => endpoints.MapGet(InfoRoutes.Path, HandleAsync);

    private static Task HandleAsync(HttpContext context)
    {
        var services = context.RequestServices;
        var bindings = services.GetRequiredService<TargetBindings>();
        var (http1, http2, https) = bindings.Split(TargetServer.BoundAddresses(services));
        if (http1.Count == 0)
        {
            // Kestrel binds endpoints one after another, so a request can in principle arrive before the list is
            // complete.
            return TargetProblems.WriteAsync(
                context,
                StatusCodes.Status503ServiceUnavailable,
                "Starting",
                "The target is still binding its addresses.");
        }

        var info = new TargetInfo
        {
            BaseAddress = Written(http1[0]),
            Http2BaseAddress = http2.Count > 0 ? Written(http2[0]) : null,
            HttpsBaseAddress = https.Count > 0 ? Written(https[0]) : null,
            CertificateSha256 = bindings.Certificate is { } certificate ? TargetCertificate.Sha256(certificate) : null,
        };
        return context.Response.WriteAsJsonAsync(
            info, TargetJsonContext.Default.TargetInfo, contentType: null, context.RequestAborted);
    }

    // A Uri is written as the text it was made from, and Kestrel reports addresses without the trailing slash
    // BaseAddress shows.
    private static Uri Written(Uri bound) => new(TargetServer.Connectable(bound).AbsoluteUri);
}
