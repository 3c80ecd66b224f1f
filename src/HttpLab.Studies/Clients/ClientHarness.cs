using System.Net;
using Microsoft.Extensions.DependencyInjection;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Owns the clients of every case and sends one validated echo the way a case says. The pre-flight, the warm-up and
/// the benchmarks all go through <see cref="SendAsync"/>, so what is validated is what is measured.
/// </summary>
internal sealed class ClientHarness : IDisposable
{
    private const string FactoryClientName = "httplab-clients";

    private readonly Uri echoUrl;
    private readonly Uri? http2EchoUrl;
    private readonly HttpClient shared = ClientHandlers.CreateClient();
    private readonly HttpClient withLifetime = ClientHandlers.CreateClient(ClientHandlers.PooledConnectionLifetime);
    private readonly HttpClient http2 = ClientHandlers.CreateClient();
    private readonly ServiceProvider services;
    private readonly IHttpClientFactory factory;

    public ClientHarness(Uri echoUrl, Uri? http2EchoUrl)
    {
        this.echoUrl = echoUrl;
        this.http2EchoUrl = http2EchoUrl;
        var collection = new ServiceCollection();

        // The primary handler is configured like every other case's, so the factory case measures the factory alone.
        collection.AddHttpClient(FactoryClientName, client => client.Timeout = ClientHandlers.RequestTimeout)
            .ConfigurePrimaryHttpMessageHandler(() => ClientHandlers.Create());
        services = collection.BuildServiceProvider();
        factory = services.GetRequiredService<IHttpClientFactory>();
    }

    public Task SendAsync(ClientKind kind, EchoPayload payload, CancellationToken cancellationToken) => kind switch
    {
        ClientKind.SharedHttpClient => Send(shared, kind, payload, cancellationToken),
        ClientKind.HttpWebRequest => EchoRequests.SendWithWebRequestAsync(echoUrl, payload, cancellationToken),
        ClientKind.NewHttpClientPerRequest => SendWithNewClientAsync(payload, cancellationToken),
        ClientKind.HttpClientFactory => SendWithFactoryClientAsync(payload, cancellationToken),
        ClientKind.Http2Cleartext =>
            EchoRequests.SendAsync(http2, kind, Http2EchoUrl, payload, HttpVersion.Version20, cancellationToken),
        ClientKind.PooledConnectionLifetime => Send(withLifetime, kind, payload, cancellationToken),
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown client kind."),
    };

    /// <summary>
    /// Starts <paramref name="requests"/> echoes at once and waits for all of them; the first failure is thrown.
    /// </summary>
    public Task SendConcurrentAsync(
        ClientKind kind, EchoPayload payload, int requests, CancellationToken cancellationToken)
    {
        var inFlight = new Task[requests];
        for (var index = 0; index < inFlight.Length; index++)
        {
            inFlight[index] = SendAsync(kind, payload, cancellationToken);
        }

        return Task.WhenAll(inFlight);
    }

    public void Dispose()
    {
        shared.Dispose();
        withLifetime.Dispose();
        http2.Dispose();
        services.Dispose();
    }

    private Uri Http2EchoUrl => http2EchoUrl
        ?? throw new InvalidOperationException("The target has no h2c endpoint, so the Http2Cleartext case cannot "
            + "run.");

    private Task Send(HttpClient client, ClientKind kind, EchoPayload payload, CancellationToken cancellationToken) =>
        EchoRequests.SendAsync(client, kind, echoUrl, payload, HttpVersion.Version11, cancellationToken);

    private async Task SendWithNewClientAsync(EchoPayload payload, CancellationToken cancellationToken)
    {
        // Disposing the client closes its connection; the next request opens another, and the closed one waits in
        // TIME_WAIT.
        using var client = ClientHandlers.CreateClient();
        await Send(client, ClientKind.NewHttpClientPerRequest, payload, cancellationToken).ConfigureAwait(false);
    }

    private async Task SendWithFactoryClientAsync(EchoPayload payload, CancellationToken cancellationToken)
    {
        // A client per use is how the factory is meant to be used: the handler underneath, and its connections, are
        // pooled.
        using var client = factory.CreateClient(FactoryClientName);
        await Send(client, ClientKind.HttpClientFactory, payload, cancellationToken).ConfigureAwait(false);
    }
}
