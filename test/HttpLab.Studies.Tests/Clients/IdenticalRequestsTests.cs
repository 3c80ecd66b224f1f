using System.Net;
using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

public sealed class IdenticalRequestsTests
{
    private static readonly ClientKind[] Http11Kinds =
    [
        ClientKind.SharedHttpClient,
        ClientKind.HttpWebRequest,
        ClientKind.NewHttpClientPerRequest,
        ClientKind.HttpClientFactory,
        ClientKind.PooledConnectionLifetime,
    ];

    [Theory]
    [InlineData(16)]
    [InlineData(4 * 1024)]
    [InlineData(256 * 1024)]
    public async Task SendAsync_HttpClientAndHttpWebRequest_SendByteIdenticalRequests(int bodyBytes)
    {
        await using var server = new RequestCaptureServer();
        using var harness = new ClientHarness(server.EchoUrl, http2EchoUrl: null);
        var payload = EchoPayload.Create(bodyBytes);

        await harness.SendAsync(ClientKind.SharedHttpClient, payload, CancellationToken.None);
        await harness.SendAsync(ClientKind.HttpWebRequest, payload, CancellationToken.None);

        var captured = server.Take();
        Assert.Equal(2, captured.Count);
        Assert.Equal(captured[0].HeadText, captured[1].HeadText);
        Assert.Equal(captured[0].Raw, captured[1].Raw);
        Assert.Equal(payload.Bytes, captured[1].Body);
    }

    [Fact]
    public async Task SendAsync_EveryHttp11Case_SendsTheSameRequest()
    {
        await using var server = new RequestCaptureServer();
        using var harness = new ClientHarness(server.EchoUrl, http2EchoUrl: null);
        var payload = EchoPayload.Create(4 * 1024);

        foreach (var kind in Http11Kinds)
        {
            await harness.SendAsync(kind, payload, CancellationToken.None);
        }

        var captured = server.Take();
        Assert.Equal(Http11Kinds.Length, captured.Count);
        Assert.All(captured, request => Assert.Equal(captured[0].Raw, request.Raw));
    }

    [Theory]
    [InlineData(nameof(ClientKind.SharedHttpClient))]
    [InlineData(nameof(ClientKind.HttpWebRequest))]
    public async Task SendAsync_Http11Case_SendsPostWithContentLengthAndNoExpectContinue(string kindName)
    {
        var kind = Enum.Parse<ClientKind>(kindName);
        await using var server = new RequestCaptureServer();
        using var harness = new ClientHarness(server.EchoUrl, http2EchoUrl: null);

        await harness.SendAsync(kind, EchoPayload.Create(4096), CancellationToken.None);

        var request = Assert.Single(server.Take());
        Assert.Equal("POST /echo HTTP/1.1", request.RequestLine);
        Assert.Equal(
            [
                $"Host: {server.BaseAddress.Authority}", "Connection: Keep-Alive",
                "Content-Type: application/octet-stream", "Content-Length: 4096",
            ],
            request.HeaderLines);
    }

    [Fact]
    public async Task SendAsync_HttpWebRequestRepeated_ReusesOneConnection()
    {
        await using var server = new RequestCaptureServer();
        using var harness = new ClientHarness(server.EchoUrl, http2EchoUrl: null);

        for (var request = 0; request < 5; request++)
        {
            await harness.SendAsync(ClientKind.HttpWebRequest, EchoPayload.Create(16), CancellationToken.None);
        }

        Assert.Equal(5, server.Take().Count);
        Assert.Equal(1, server.Connections);
    }

    [Fact]
    public async Task SendAsync_NewHttpClientPerRequest_OpensAConnectionPerRequest()
    {
        await using var server = new RequestCaptureServer();
        using var harness = new ClientHarness(server.EchoUrl, http2EchoUrl: null);

        for (var request = 0; request < 3; request++)
        {
            await harness.SendAsync(ClientKind.NewHttpClientPerRequest, EchoPayload.Create(16), CancellationToken.None);
        }

        Assert.Equal(3, server.Connections);
    }

    /// <summary>
    /// Why the study never touches ServicePoint: it switches on Expect: 100-continue, which HttpClient does not send.
    /// </summary>
    [Fact]
    public async Task HttpWebRequest_ServicePointTouched_SendsExpectContinue()
    {
        await using var server = new RequestCaptureServer();
#pragma warning disable SYSLIB0014 // The obsolete API is what is being pinned down.
        var request = WebRequest.CreateHttp(server.EchoUrl);
#pragma warning restore SYSLIB0014
        request.Method = "POST";
        request.ContentType = EchoPayload.ContentType;
        request.ContentLength = 16;
        Assert.True(request.ServicePoint.Expect100Continue);
        await using (var body = await request.GetRequestStreamAsync())
        {
            await body.WriteAsync(EchoPayload.Create(16).Bytes);
        }

        using (await request.GetResponseAsync())
        {
        }

        Assert.Contains("Expect: 100-continue", Assert.Single(server.Take()).HeaderLines);
    }
}
