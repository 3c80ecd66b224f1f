using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;

namespace HttpLab.Target.Plaintext;

/// <summary>
/// <c>GET /plaintext</c>: the smallest useful response, as in the TechEmpower plaintext test, for load tests.
/// </summary>
public static class PlaintextEndpoints
{
    /// <summary>The route.</summary>
    public const string Path = "/plaintext";

    /// <summary>The body, sent as <c>text/plain</c>.</summary>
    public const string Body = "Hello, World!";

    private static readonly byte[] BodyBytes = "Hello, World!"u8.ToArray();

    internal static void Map(IEndpointRouteBuilder endpoints) => endpoints.MapGet(Path, HandleAsync);

    private static Task HandleAsync(HttpContext context)
    {
        var response = context.Response;
        response.ContentType = "text/plain";
        response.ContentLength = BodyBytes.Length;
        return response.Body.WriteAsync(BodyBytes, context.RequestAborted).AsTask();
    }
}
