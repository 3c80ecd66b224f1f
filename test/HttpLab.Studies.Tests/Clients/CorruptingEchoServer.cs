using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// A /echo double on real Kestrel that gets the echo wrong in one chosen way, over HTTP/1.1 and over h2c on a second
/// port, to prove every client's validation catches it. It has no /info, like a target older than the h2c endpoint.
/// </summary>
internal sealed class CorruptingEchoServer : IAsyncDisposable
{
    private readonly LoopbackApp app;

    private CorruptingEchoServer(LoopbackApp app, Uri baseAddress, Uri http2BaseAddress)
    {
        this.app = app;
        BaseAddress = baseAddress;
        Http2BaseAddress = http2BaseAddress;
    }

    public Uri BaseAddress { get; }

    public Uri Http2BaseAddress { get; }

    public static async Task<CorruptingEchoServer> StartAsync(EchoLie lie, ITestOutputHelper? output = null)
    {
        ListenOptions? http1 = null;
        ListenOptions? http2 = null;
        var app = await LoopbackApp.StartAsync(
            routes => routes.MapPost("/echo", (HttpContext context) => EchoWrongAsync(context, lie)),
            output,
            kestrel =>
            {
                kestrel.Listen(IPAddress.Loopback, 0, listen => (http1 = listen).Protocols = HttpProtocols.Http1);
                kestrel.Listen(IPAddress.Loopback, 0, listen => (http2 = listen).Protocols = HttpProtocols.Http2);
            });

        // Kestrel writes the bound port back into each endpoint's options.
        return new CorruptingEchoServer(app, BaseOf(http1!), BaseOf(http2!));
    }

    public ValueTask DisposeAsync() => app.DisposeAsync();

    private static async Task EchoWrongAsync(HttpContext context, EchoLie lie)
    {
        using var received = new MemoryStream();
        await context.Request.Body.CopyToAsync(received, context.RequestAborted);
        var body = received.ToArray();
        var contentType = context.Request.ContentType;
        switch (lie)
        {
            case EchoLie.FlipsAByte:
                body[body.Length / 2] ^= 0x01;
                break;
            case EchoLie.DropsLastByte:
                body = body[..^1];
                break;
            case EchoLie.AddsAByte:
                body = [.. body, 0];
                break;
            case EchoLie.WrongContentType:
                contentType = "text/plain";
                break;
            case EchoLie.ServerError:
                context.Response.StatusCode = StatusCodes.Status500InternalServerError;
                break;
        }

        context.Response.ContentType = contentType;
        context.Response.ContentLength = body.Length;
        await context.Response.Body.WriteAsync(body, context.RequestAborted);
    }

    private static Uri BaseOf(ListenOptions listen) => new($"http://{listen.IPEndPoint}/");
}
