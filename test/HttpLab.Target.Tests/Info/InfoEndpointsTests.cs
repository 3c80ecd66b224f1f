using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Contracts.Info;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Info;

public sealed class InfoEndpointsTests(ITestOutputHelper output) : IDisposable
{
    private static readonly Uri Info = new(InfoRoutes.Path, UriKind.Relative);

    private readonly TestOutputLoggerProvider _logs = new() { Output = output };

    public void Dispose() => _logs.Dispose();

    [Fact]
    public async Task GetInfo_Default_ReturnsBaseAndHttp2Addresses()
    {
        await using var server = await TargetServer.StartAsync(
            new TargetOptions { LoggerProvider = _logs }, CancellationToken.None);
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        using var response = await client.GetAsync(Info);
        var info = await response.Content.ReadFromJsonAsync<TargetInfo>(JsonSerializerOptions.Web);

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        Assert.NotNull(info);
        Assert.Equal(server.BaseAddress, info.BaseAddress);
        Assert.Equal(server.Http2BaseAddress, info.Http2BaseAddress);
        Assert.Equal(server.HttpsBaseAddress, info.HttpsBaseAddress);
        Assert.Equal(server.CertificateSha256, info.CertificateSha256);
        Assert.NotNull(info.CertificateSha256);
    }

    [Fact]
    public async Task GetInfo_NoHttpsUrls_ReturnsNullHttpsAddressAndThumbprint()
    {
        await using var server = await TargetServer.StartAsync(
            new TargetOptions { HttpsUrls = null, LoggerProvider = _logs }, CancellationToken.None);
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        using var document = JsonDocument.Parse(await client.GetStringAsync(Info));

        Assert.Equal(JsonValueKind.Null, document.RootElement.GetProperty("httpsBaseAddress").ValueKind);
        Assert.Equal(JsonValueKind.Null, document.RootElement.GetProperty("certificateSha256").ValueKind);
    }

    [Fact]
    public async Task GetInfo_OverHttp2_ReturnsTheSameAddresses()
    {
        await using var server = await TargetServer.StartAsync(
            new TargetOptions { LoggerProvider = _logs }, CancellationToken.None);
        using var client = new HttpClient
        {
            BaseAddress = server.Http2BaseAddress,
            DefaultRequestVersion = HttpVersion.Version20,
            DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact,
        };

        var info = await client.GetFromJsonAsync<TargetInfo>(Info, JsonSerializerOptions.Web);

        Assert.NotNull(info);
        Assert.Equal(server.BaseAddress, info.BaseAddress);
        Assert.Equal(server.Http2BaseAddress, info.Http2BaseAddress);
    }

    [Fact]
    public async Task GetInfo_NoHttp2Urls_ReturnsNullHttp2Address()
    {
        await using var server = await TargetServer.StartAsync(
            new TargetOptions { Http2Urls = null, LoggerProvider = _logs }, CancellationToken.None);
        using var client = new HttpClient { BaseAddress = server.BaseAddress };

        var json = await client.GetStringAsync(Info);

        using var document = JsonDocument.Parse(json);
        Assert.Equal(server.BaseAddress.ToString(), document.RootElement.GetProperty("baseAddress").GetString());
        Assert.Equal(JsonValueKind.Null, document.RootElement.GetProperty("http2BaseAddress").ValueKind);
    }
}
