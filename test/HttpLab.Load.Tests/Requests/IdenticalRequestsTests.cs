using HttpLab.Load.Engines;
using HttpLab.Load.Requests;
using HttpLab.Load.Tests.Support;

namespace HttpLab.Load.Tests.Requests;

/// <summary>
/// Both engines, given the same options, put the same bytes on the wire: head, header order, casing, body.
/// </summary>
public sealed class IdenticalRequestsTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-requests-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task Send_Get_BothEnginesSendTheSameBytes()
    {
        await using var server = new RequestCaptureServer();

        var (raw, http) = await CaptureBothAsync(server, new Uri(server.BaseAddress, "plaintext?x=1"), null, 3);

        Assert.Equal(
            $"GET /plaintext?x=1 HTTP/1.1\r\nHost: {server.BaseAddress.Authority}\r\n"
            + "User-Agent: httplab-load\r\nAccept: */*\r\n\r\n",
            raw[0].HeadText);
        AssertSame(raw, http);
    }

    [Fact]
    public async Task Send_PostWithBodyAndHeaders_BothEnginesSendTheSameBytesInTheDocumentedOrder()
    {
        await using var server = new RequestCaptureServer();
        var url = new Uri(server.BaseAddress, "echo");
        var body = Enumerable.Range(0, 3000).Select(index => (byte)index).ToArray();
        RequestTemplate[] requests =
        [
            new()
            {
                Method = "post",
                Url = url,
                Headers =
                [
                    new("x-api-key", "secret"), new("content-encoding", "identity"), new("accept", "application/json"),
                    new("authorization", "Bearer abc"),
                ],
                Body = body,
                ContentType = "application/json",
            },
        ];

        var (raw, http) = await CaptureBothAsync(server, url, requests, 2);

        Assert.Equal(
            $"POST /echo HTTP/1.1\r\nHost: {server.BaseAddress.Authority}\r\nUser-Agent: httplab-load\r\n"
            + "Accept: application/json\r\nx-api-key: secret\r\nAuthorization: Bearer abc\r\n"
            + "Content-Type: application/json\r\nContent-Encoding: identity\r\nContent-Length: 3000\r\n\r\n",
            raw[0].HeadText);
        Assert.Equal(body, raw[0].Body);
        AssertSame(raw, http);
    }

    [Fact]
    public async Task Send_RequestsFile_BothEnginesSendTheSameBytesInTheSameOrder()
    {
        await using var server = new RequestCaptureServer();
        await File.WriteAllTextAsync(Path.Combine(work.Path, "order.json"), """{"id":7}""");
        var text = """
            # every kind the engines treat differently
            GET /a?q=1
            X-Trace: 1

            POST /orders
            Content-Type: application/json
            # weight 2
            @order.json
            DELETE /orders/7

            PUT /empty

            HEAD /h

            PURGE /cache
            Host: cache.example

            OPTIONS /

            TRACE /t
            """;
        Assert.True(RequestsFile.TryParse(text, work.Path, out var parsed, out var problem), problem);
        RequestTemplate[] requests =
            [.. parsed.Select(request => request with { Url = new Uri(server.BaseAddress, request.Url) })];

        var (raw, http) = await CaptureBothAsync(server, server.BaseAddress, requests, 2 * 9);

        // The weighted request goes first and last: smooth round robin spreads its two turns over the cycle.
        Assert.Equal(
            ["POST", "GET", "DELETE", "PUT", "HEAD", "PURGE", "OPTIONS", "TRACE", "POST"],
            raw.Take(9).Select(request => request.RequestLine.Split(' ')[0]));
        Assert.Equal("""{"id":7}"""u8.ToArray(), raw[0].Body);
        Assert.DoesNotContain(raw, request => request.HeadText.Contains("chunked", StringComparison.Ordinal));
        Assert.Contains("\r\nContent-Length: 0\r\n", raw[3].HeadText, StringComparison.Ordinal);
        Assert.Contains("\r\nContent-Length: 0\r\n", raw[7].HeadText, StringComparison.Ordinal);
        Assert.True(!raw[2].HeadText.Contains("Content-Length", StringComparison.Ordinal), raw[2].HeadText);
        Assert.StartsWith(
            "PURGE /cache HTTP/1.1\r\nHost: cache.example\r\n", raw[5].HeadText, StringComparison.Ordinal);
        AssertSame(raw, http);
    }

    private static void AssertSame(IReadOnlyList<CapturedRequest> raw, IReadOnlyList<CapturedRequest> http)
    {
        Assert.Equal(raw.Count, http.Count);
        for (var index = 0; index < raw.Count; index++)
        {
            Assert.Equal(raw[index].HeadText, http[index].HeadText);
            Assert.Equal(raw[index].Raw, http[index].Raw);
        }
    }

    private static async Task<(IReadOnlyList<CapturedRequest> Raw, IReadOnlyList<CapturedRequest> Http)>
        CaptureBothAsync(RequestCaptureServer server, Uri url, RequestTemplate[]? requests, int count) =>
        (await CaptureAsync(server, url, requests, count, LoadEngineKind.Raw),
            await CaptureAsync(server, url, requests, count, LoadEngineKind.HttpClient));

    private static async Task<IReadOnlyList<CapturedRequest>> CaptureAsync(
        RequestCaptureServer server, Uri url, RequestTemplate[]? requests, int count, LoadEngineKind kind)
    {
        var options = new LoadOptions
        {
            Url = url, Requests = requests, Duration = TimeSpan.FromSeconds(1), Connections = 1, Engine = kind,
        };
        Assert.Null(options.Validate());
        await using var engine = LoadEngines.Create(options, LoadTarget.Literal(url)!);
        var connection = engine.CreateConnection();
        var probe = new CompletionProbe();
        for (var index = 0; index < count; index++)
        {
            Assert.Equal(200, (await probe.SendAsync(connection)).StatusCode);
        }

        var captured = server.Take();
        Assert.Equal(count, captured.Count);
        return captured;
    }
}
