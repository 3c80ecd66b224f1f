using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using System.Text;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Faults;

public sealed class FaultEndpointsTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public FaultEndpointsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetReset_Http11_ConnectionResetWithoutAByte()
    {
        using var exchange = await Send(FaultEndpoints.Uri(FaultEndpoints.ResetPath));

        Assert.Equal(RawEnd.Reset, await exchange.ReadToEndAsync());
        Assert.Empty(exchange.Received);
    }

    [Fact]
    public async Task GetReset_HttpClient_FailsWithTheResetUnderneath()
    {
        var error = await Assert.ThrowsAsync<HttpRequestException>(
            () => _target.Client.GetAsync(FaultEndpoints.Uri(FaultEndpoints.ResetPath)));

        var socketError = Assert.IsType<SocketException>(error.InnerException?.InnerException);
        Assert.Equal(SocketError.ConnectionReset, socketError.SocketErrorCode);
    }

    [Fact]
    public async Task GetCloseMidBody_Http11_HeadersWithTheLengthHalfTheBodyThenClosed()
    {
        using var exchange = await Send(FaultEndpoints.Uri(FaultEndpoints.CloseMidBodyPath));

        Assert.Equal(RawEnd.Closed, await exchange.ReadToEndAsync());
        var (head, body) = Split(exchange.Received);
        Assert.StartsWith("HTTP/1.1 200 OK\r\n", head, StringComparison.Ordinal);
        Assert.Contains($"\r\nContent-Length: {FaultEndpoints.CloseMidBodyLength}\r\n", head, StringComparison.Ordinal);
        Assert.Equal(Body(FaultEndpoints.CloseMidBodyLength / 2), body);
    }

    [Fact]
    public async Task GetCloseMidBody_HttpClient_ReadingTheBodyFailsAsEndedEarly()
    {
        using var response = await _target.Client.GetAsync(
            FaultEndpoints.Uri(FaultEndpoints.CloseMidBodyPath), HttpCompletionOption.ResponseHeadersRead);

        Assert.Equal(FaultEndpoints.CloseMidBodyLength, response.Content.Headers.ContentLength);
        var error = await Assert.ThrowsAsync<HttpRequestException>(() => response.Content.ReadAsByteArrayAsync());
        Assert.Equal(HttpRequestError.ResponseEnded, error.HttpRequestError);
    }

    [Fact]
    public async Task GetGarbage_Http11_TheGarbageBytesThenClosed()
    {
        using var exchange = await Send(FaultEndpoints.Uri(FaultEndpoints.GarbagePath));

        Assert.Equal(RawEnd.Closed, await exchange.ReadToEndAsync());
        Assert.Equal(FaultEndpoints.Garbage.ToArray(), exchange.Received);
    }

    [Fact]
    public async Task GetGarbage_PathBelowTheRoute_TheSameGarbage()
    {
        using var exchange = await Send(new Uri(FaultEndpoints.GarbagePath + "/weather/10", UriKind.Relative));

        Assert.Equal(RawEnd.Closed, await exchange.ReadToEndAsync());
        Assert.Equal(FaultEndpoints.Garbage.ToArray(), exchange.Received);
    }

    [Fact]
    public async Task PostReset_PathBelowTheRoute_HttpClientFailsWithTheReset()
    {
        using var body = new ByteArrayContent(new byte[16]);

        var error = await Assert.ThrowsAsync<HttpRequestException>(
            () => _target.Client.PostAsync(new Uri(FaultEndpoints.ResetPath + "/echo", UriKind.Relative), body));

        var socketError = Assert.IsType<SocketException>(error.InnerException?.InnerException);
        Assert.Equal(SocketError.ConnectionReset, socketError.SocketErrorCode);
    }

    [Fact]
    public async Task PostGarbage_PathBelowTheRoute_HttpClientFailsAsAnInvalidResponse()
    {
        using var body = new ByteArrayContent(new byte[16]);

        var error = await Assert.ThrowsAsync<HttpRequestException>(
            () => _target.Client.PostAsync(new Uri(FaultEndpoints.GarbagePath + "/echo", UriKind.Relative), body));

        Assert.Equal(HttpRequestError.InvalidResponse, error.HttpRequestError);
    }

    [Fact]
    public async Task GetGarbage_HttpClient_FailsAsAnInvalidResponse()
    {
        var error = await Assert.ThrowsAsync<HttpRequestException>(
            () => _target.Client.GetAsync(FaultEndpoints.Uri(FaultEndpoints.GarbagePath)));

        Assert.Equal(HttpRequestError.InvalidResponse, error.HttpRequestError);
    }

    [Fact]
    public async Task GetGarbage_Http2_RefusedAsNeedingCleartextHttp11()
    {
        using var client = new HttpClient();
        using var request = new HttpRequestMessage(
            HttpMethod.Get, new Uri(_target.Server.Http2BaseAddress!, FaultEndpoints.GarbagePath))
        {
            Version = HttpVersion.Version20,
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
        };

        using var response = await client.SendAsync(request);

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        Assert.Contains("cleartext HTTP/1.1", problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(8)]
    [InlineData(64)]
    public async Task GetWrongLength_Length_DeclaresItSendsTheBodyAndHoldsTheConnection(int length)
    {
        using var exchange = await Send(FaultEndpoints.Uri(FaultEndpoints.WrongLengthPath, "length", length));

        // The head is under 200 bytes: wait for it and the whole body, then for a quiet moment in which nothing
        // more may come.
        await exchange.ReadAsync(int.MaxValue, TimeSpan.FromMilliseconds(500));

        var (head, body) = Split(exchange.Received);
        Assert.StartsWith("HTTP/1.1 200 OK\r\n", head, StringComparison.Ordinal);
        Assert.Contains($"\r\nContent-Length: {length}\r\n", head, StringComparison.Ordinal);
        Assert.Equal(Body(FaultEndpoints.WrongLengthBodyBytes), body);
    }

    [Fact]
    public async Task GetStall_Ms_NoByteForThatLongThenAborted()
    {
        var started = Stopwatch.GetTimestamp();
        using var exchange = await Send(FaultEndpoints.Uri(FaultEndpoints.StallPath, "ms", 300));

        var end = await exchange.ReadToEndAsync();

        Assert.True(Stopwatch.GetElapsedTime(started) >= TimeSpan.FromMilliseconds(290));
        Assert.NotEqual(RawEnd.StillOpen, end);
        Assert.Empty(exchange.Received);
    }

    [Fact]
    public async Task GetStall_ClientGivesUp_TheClientIsNotHeld()
    {
        using var cancellation = new CancellationTokenSource(TimeSpan.FromMilliseconds(200));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => _target.Client.GetAsync(
            FaultEndpoints.Uri(FaultEndpoints.StallPath, "ms", FaultEndpoints.MaxMs), cancellation.Token));

        // The server let go of that request too: the next one on the same client is answered.
        using var response = await _target.Client.GetAsync(FaultEndpoints.Uri(FaultEndpoints.SlowHeadersPath, "ms", 0));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
    }

    [Fact]
    public async Task GetSlowHeaders_Ms_AnswersAfterThatLong()
    {
        var started = Stopwatch.GetTimestamp();

        using var response = await _target.Client.GetAsync(
            FaultEndpoints.Uri(FaultEndpoints.SlowHeadersPath, "ms", 300), HttpCompletionOption.ResponseHeadersRead);

        Assert.True(Stopwatch.GetElapsedTime(started) >= TimeSpan.FromMilliseconds(290));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(FaultEndpoints.SlowHeadersBody, await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task GetHugeHeaders_Default_OverHttpClientsDefaultLimit()
    {
        var error = await Assert.ThrowsAsync<HttpRequestException>(
            () => _target.Client.GetAsync(FaultEndpoints.Uri(FaultEndpoints.HugeHeadersPath)));

        Assert.Equal(HttpRequestError.ConfigurationLimitExceeded, error.HttpRequestError);
    }

    [Theory]
    [InlineData(100, 1)]
    [InlineData(FaultEndpoints.MaxHugeBytes, 8)]
    public async Task GetHugeHeaders_Bytes_HeaderValuesOfThatManyBytes(int bytes, int headers)
    {
        using var client = new HttpClient(new SocketsHttpHandler { MaxResponseHeadersLength = 256 })
        {
            BaseAddress = _target.BaseAddress,
        };

        using var response = await client.GetAsync(FaultEndpoints.Uri(FaultEndpoints.HugeHeadersPath, "bytes", bytes));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        var huge = response.Headers.Where(header => header.Key.StartsWith("X-Huge-", StringComparison.Ordinal))
            .ToList();
        Assert.Equal(headers, huge.Count);
        Assert.Equal(bytes, huge.Sum(header => header.Value.Single().Length));
        Assert.All(huge, header => Assert.True(header.Value.Single().Length <= FaultEndpoints.MaxHugeHeaderBytes));
    }

    [Theory]
    [InlineData("/fault/stall?ms=60001")]
    [InlineData("/fault/stall?ms=-1")]
    [InlineData("/fault/stall?ms=1&ms=2")]
    [InlineData("/fault/slow-headers?ms=60001")]
    [InlineData("/fault/slow-headers?ms=soon")]
    [InlineData("/fault/huge-headers?bytes=0")]
    [InlineData("/fault/huge-headers?bytes=65537")]
    [InlineData("/fault/wrong-length?length=1048577")]
    [InlineData("/fault/wrong-length?length=-5")]
    public async Task Get_ParameterOutOfRange_400ProblemNamingIt(string path)
    {
        using var response = await _target.Client.GetAsync(new Uri(path, UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        var query = path[(path.IndexOf('?', StringComparison.Ordinal) + 1)..];
        var parameter = query[..query.IndexOf('=', StringComparison.Ordinal)];
        Assert.Contains($"'{parameter}'", problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }

    private Task<RawExchange> Send(Uri path) => RawExchange.SendAsync(_target.BaseAddress, path);

    private static byte[] Body(int length) =>
        [.. Enumerable.Range(0, length).Select(FaultEndpoints.BodyByteAt)];

    private static (string Head, byte[] Body) Split(byte[] received)
    {
        var end = received.AsSpan().IndexOf("\r\n\r\n"u8);
        Assert.True(end >= 0, $"no end of headers in {received.Length} bytes");
        return (Encoding.ASCII.GetString(received, 0, end + 4), received[(end + 4)..]);
    }
}
