using System.Net;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Tests.Clients;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests;

public sealed class TargetDiscoveryTests(TargetFixture target, ITestOutputHelper output) : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    [Fact]
    public async Task FindAsync_RealTarget_ReturnsH2cAddressThatAnswersHttp2()
    {
        var (address, missing) = await TargetDiscovery.FindAsync(target.BaseAddress, CancellationToken.None);

        Assert.Null(missing);
        var http2 = Assert.IsType<Uri>(address);
        Assert.Equal(target.BaseAddress.Host, http2.Host);
        Assert.NotEqual(target.BaseAddress.Port, http2.Port);
        using var client = new HttpClient();
        using var request = new HttpRequestMessage(HttpMethod.Get, new Uri(http2, "plaintext"))
        {
            Version = HttpVersion.Version20,
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
        };
        using var response = await client.SendAsync(request);
        Assert.Equal(HttpVersion.Version20, response.Version);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
    }

    [Fact]
    public async Task SendAsync_Http2CleartextToRealTarget_ValidatesEchoOverHttp2()
    {
        var (address, missing) = await TargetDiscovery.FindAsync(target.BaseAddress, CancellationToken.None);
        Assert.True(address is not null, missing);
        using var harness = new ClientHarness(new Uri(target.BaseAddress, "echo"), new Uri(address, "echo"));

        await harness.SendAsync(ClientKind.Http2Cleartext, EchoPayload.Create(256 * 1024), CancellationToken.None);
        await harness.SendConcurrentAsync(
            ClientKind.Http2Cleartext, EchoPayload.Create(4096), 16, CancellationToken.None);
    }

    [Fact]
    public async Task FindAsync_TargetWithoutInfo_ReturnsWhyThereIsNoAddress()
    {
        await using var server = await CorruptingEchoServer.StartAsync(EchoLie.FlipsAByte, output);

        var (address, missing) = await TargetDiscovery.FindAsync(server.BaseAddress, CancellationToken.None);

        Assert.Null(address);
        Assert.Contains("/info", missing, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("http://127.0.0.1:5000/", "http://127.0.0.1:5001/", "http://127.0.0.1:5001/")]
    [InlineData("http://localhost:5000/", "http://127.0.0.1:5001/", "http://127.0.0.1:5001/")]
    [InlineData("http://10.0.0.7:5000/", "http://127.0.0.1:5001/", "http://10.0.0.7:5001/")]
    [InlineData("http://bench-box:5000/", "http://127.0.0.1:5001/", "http://bench-box:5001/")]
    [InlineData("http://10.0.0.7:5000/", "http://10.0.0.8:5001/", "http://10.0.0.8:5001/")]
    public void Reachable_ReportedAddress_UsesTargetHostOnlyWhenTheTargetIsRemote(
        string targetUrl, string reported, string expected) =>
        Assert.Equal(new Uri(expected), TargetDiscovery.Reachable(new Uri(targetUrl), new Uri(reported)));
}
