using HttpLab.Load.Tests.Support;
using HttpLab.Target;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Engines.Tls;

/// <summary>Both engines against the target's HTTPS endpoint and its self-signed certificate.</summary>
[RunsApart]
public sealed class HttpsLoadTests(ITestOutputHelper output) : IAsyncLifetime
{
    private readonly TestOutputLoggerProvider logs = new() { Output = output };
    private TargetServer? server;

    private Uri Https => new(server!.HttpsBaseAddress!, "plaintext");

    public async Task InitializeAsync() =>
        server = await TargetServer.StartAsync(new TargetOptions { LoggerProvider = logs }, CancellationToken.None);

    public async Task DisposeAsync()
    {
        await server!.DisposeAsync();
        logs.Dispose();
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_Insecure_EveryRequestAnsweredOverTls(LoadEngineKind engine)
    {
        var report = await LoadTestRun.RunAsync(Options(Https, engine, new LoadTls { Insecure = true }), output);

        AssertAllAnswered(report);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_PinnedThumbprint_EveryRequestAnsweredOverTls(LoadEngineKind engine)
    {
        // With colons and in lower case, as openssl prints a fingerprint.
        var pin = string.Join(':', server!.CertificateSha256!.Chunk(2).Select(pair => new string(pair)))
            .ToLowerInvariant();

        var report = await LoadTestRun.RunAsync(
            Options(Https, engine, new LoadTls { CertificateSha256 = pin }), output);

        AssertAllAnswered(report);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_SelfSignedWithoutTrust_StopsWithOneLineReason(LoadEngineKind engine)
    {
        var exception = await Assert.ThrowsAsync<LoadTargetException>(
            () => LoadRunner.RunAsync(Options(Https, engine, LoadTls.Default), null, CancellationToken.None));

        output.WriteLine(exception.Message);
        var authority = Https.GetLeftPart(UriPartial.Authority);
        Assert.StartsWith(
            $"certificate for {authority} is not trusted: RemoteCertificateChainErrors (self-signed",
            exception.Message,
            StringComparison.Ordinal);
        Assert.EndsWith($"--cert-sha256 {server!.CertificateSha256} to trust this one", exception.Message);
        Assert.DoesNotContain('\n', exception.Message);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_WrongPin_StopsNamingBothThumbprints(LoadEngineKind engine)
    {
        var wrong = new string('A', 64);

        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => LoadRunner.RunAsync(
            Options(Https, engine, new LoadTls { CertificateSha256 = wrong }), null, CancellationToken.None));

        Assert.Equal(
            $"certificate for {Https.GetLeftPart(UriPartial.Authority)} has SHA-256 {server!.CertificateSha256}, "
            + $"not the pinned {wrong}",
            exception.Message);
    }

    [Fact]
    public async Task RunAsync_AnotherHostsCertificate_StopsNamingTheMismatch()
    {
        // 127.0.0.2 is loopback too, but not among the names the target's certificate is for.
        await using var other = await TargetServer.StartAsync(
            new TargetOptions { HttpsUrls = "https://127.0.0.2:0", LoggerProvider = logs }, CancellationToken.None);

        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => LoadRunner.RunAsync(
            Options(new Uri(other.HttpsBaseAddress!, "plaintext"), LoadEngineKind.Raw, LoadTls.Default),
            null,
            CancellationToken.None));

        output.WriteLine(exception.Message);
        Assert.Contains(
            "RemoteCertificateNameMismatch (it is for localhost, 127.0.0.1, ::1, not 127.0.0.2)",
            exception.Message,
            StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public async Task RunAsync_CleartextPort_StopsSayingTheHandshakeFailed(LoadEngineKind engine)
    {
        var cleartext = new Uri($"https://127.0.0.1:{server!.BaseAddress.Port}/plaintext");

        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => LoadRunner.RunAsync(
            Options(cleartext, engine, new LoadTls { Insecure = true }), null, CancellationToken.None));

        output.WriteLine(exception.Message);
        Assert.StartsWith(
            $"TLS handshake with https://127.0.0.1:{server.BaseAddress.Port} failed (does it speak TLS on that port?)",
            exception.Message,
            StringComparison.Ordinal);
        Assert.DoesNotContain('\n', exception.Message);
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw, RawServerBehavior.Reset)]
    [InlineData(LoadEngineKind.HttpClient, RawServerBehavior.Reset)]
    [InlineData(LoadEngineKind.Raw, RawServerBehavior.Silent)]
    [InlineData(LoadEngineKind.HttpClient, RawServerBehavior.Silent)]
    public async Task RunAsync_ServerFailsDuringHandshake_CountedAsNetworkErrorsNotAStop(
        LoadEngineKind engine, RawServerBehavior behavior)
    {
        // A reset or a silence in the middle of a handshake is the server under load, not a certificate problem.
        await using var raw = new RawServer(behavior);
        var url = new UriBuilder(raw.Url) { Scheme = Uri.UriSchemeHttps }.Uri;

        // A reset comes at once, so its run gets a timeout no stall of a busy machine reaches (one 777 ms stall
        // once turned a reset into a timeout under 500 ms); a silent server is waited for only half a second.
        var timeout = TimeSpan.FromMilliseconds(behavior == RawServerBehavior.Reset ? 10_000 : 500);
        var report = await LoadTestRun.RunAsync(
            Options(url, engine, new LoadTls { Insecure = true }) with { Timeout = timeout },
            output);

        Assert.True(report.Complete);
        Assert.Equal(0, report.Responses);
        Assert.Equal(
            report.Requests,
            behavior == RawServerBehavior.Reset ? report.Errors.Reset : report.Errors.Timeout);
    }

    private static void AssertAllAnswered(LoadReport report)
    {
        Assert.True(report.Complete);
        Assert.Equal(0, report.Errors.Total);
        Assert.Equal(report.Requests, report.StatusCodes[200]);
        Assert.True(report.Requests > 20, $"{report.Requests} requests");

        // Wire bytes: every request's TLS record carries its HTTP bytes and more.
        Assert.True(report.BytesReceived > report.Responses * "Hello, World!".Length);
    }

    private static LoadOptions Options(Uri url, LoadEngineKind engine, LoadTls tls) => new()
    {
        Url = url,
        Rate = TargetRate.Constant(50),
        Duration = TimeSpan.FromSeconds(1),
        Warmup = TimeSpan.FromMilliseconds(200),
        Connections = 4,
        Timeout = TimeSpan.FromSeconds(2),
        Engine = engine,
        Tls = tls,
    };
}
