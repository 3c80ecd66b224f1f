using BenchmarkDotNet.Attributes;

namespace HttpLab.Studies.Clients;

/// <summary>
/// What every benchmark class of the clients study shares: the harness (the clients, the echo URLs) and the body of
/// the size being measured, made before its cases run and disposed after. Each class gives its body sizes (a
/// <c>[ParamsSource]</c> on <see cref="BodyBytes"/>) and its cases. BenchmarkDotNet requires the classes to be public
/// and unsealed.
/// </summary>
public abstract class EchoBenchmarks
{
    private ClientHarness? harness;
    private EchoPayload? payload;

    /// <summary>The request body's size in bytes; BenchmarkDotNet sets it from the class's own sizes.</summary>
    public abstract int BodyBytes { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        var settings = ClientsStudySettings.FromEnvironment();
        harness = new ClientHarness(settings.EchoUrl, settings.Http2EchoUrl);
        payload = EchoPayload.Create(BodyBytes);
    }

    [GlobalCleanup]
    public void Cleanup() => harness?.Dispose();

    /// <summary>One validated echo.</summary>
    private protected Task Send(ClientKind kind) =>
        Harness.SendAsync(kind, Payload, CancellationToken.None);

    /// <summary><paramref name="requests"/> validated echoes in flight at once, awaited together.</summary>
    private protected Task SendConcurrent(ClientKind kind, int requests) =>
        Harness.SendConcurrentAsync(kind, Payload, requests, CancellationToken.None);

    private ClientHarness Harness => harness ?? throw new InvalidOperationException("Setup has not run.");

    private EchoPayload Payload => payload ?? throw new InvalidOperationException("Setup has not run.");
}
