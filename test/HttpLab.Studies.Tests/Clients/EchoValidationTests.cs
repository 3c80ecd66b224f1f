using HttpLab.Studies.Clients;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Clients;

public sealed class EchoValidationTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(nameof(ClientKind.SharedHttpClient))]
    [InlineData(nameof(ClientKind.HttpWebRequest))]
    [InlineData(nameof(ClientKind.NewHttpClientPerRequest))]
    [InlineData(nameof(ClientKind.HttpClientFactory))]
    [InlineData(nameof(ClientKind.Http2Cleartext))]
    [InlineData(nameof(ClientKind.PooledConnectionLifetime))]
    public async Task SendAsync_EchoWithAByteFlipped_ThrowsNamingTheCaseAndByte(string kindName)
    {
        var kind = Enum.Parse<ClientKind>(kindName);
        await using var server = await CorruptingEchoServer.StartAsync(EchoLie.FlipsAByte, output);
        using var harness = Harness(server);

        var exception = await Assert.ThrowsAsync<EchoMismatchException>(
            () => harness.SendAsync(kind, EchoPayload.Create(4096), CancellationToken.None));

        Assert.StartsWith(
            $"{kind} (bodyBytes=4096): POST /echo echoed byte 2048 as ", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(nameof(ClientKind.SharedHttpClient), EchoLie.DropsLastByte, "echoed 15 bytes, sent 16")]
    [InlineData(nameof(ClientKind.HttpWebRequest), EchoLie.DropsLastByte, "echoed 15 bytes, sent 16")]
    [InlineData(nameof(ClientKind.SharedHttpClient), EchoLie.AddsAByte, "echoed more than 16 bytes, sent 16")]
    [InlineData(nameof(ClientKind.HttpWebRequest), EchoLie.AddsAByte, "echoed more than 16 bytes, sent 16")]
    [InlineData(
        nameof(ClientKind.SharedHttpClient),
        EchoLie.WrongContentType,
        "echoed content type 'text/plain', sent 'application/octet-stream'")]
    [InlineData(
        nameof(ClientKind.HttpWebRequest),
        EchoLie.WrongContentType,
        "echoed content type 'text/plain', sent 'application/octet-stream'")]
    [InlineData(
        nameof(ClientKind.SharedHttpClient), EchoLie.ServerError, "answered 500 InternalServerError, expected 200")]
    [InlineData(
        nameof(ClientKind.HttpWebRequest), EchoLie.ServerError, "answered 500 InternalServerError, expected 200")]
    [InlineData(nameof(ClientKind.Http2Cleartext), EchoLie.DropsLastByte, "echoed 15 bytes, sent 16")]
    public async Task SendAsync_EchoWrong_ThrowsSayingHow(string kindName, EchoLie lie, string what)
    {
        var kind = Enum.Parse<ClientKind>(kindName);
        await using var server = await CorruptingEchoServer.StartAsync(lie, output);
        using var harness = Harness(server);

        var exception = await Assert.ThrowsAsync<EchoMismatchException>(
            () => harness.SendAsync(kind, EchoPayload.Create(16), CancellationToken.None));

        Assert.Equal($"{kind} (bodyBytes=16): POST /echo {what}.", exception.Message);
    }

    [Fact]
    public async Task SendConcurrentAsync_EchoCorrupted_Throws()
    {
        await using var server = await CorruptingEchoServer.StartAsync(EchoLie.FlipsAByte, output);
        using var harness = Harness(server);

        await Assert.ThrowsAsync<EchoMismatchException>(
            () => harness.SendConcurrentAsync(
                ClientKind.SharedHttpClient, EchoPayload.Create(4096), 16, CancellationToken.None));
    }

    [Fact]
    public void Validate_ExactCopyOfTheBytes_AcceptsItButNotTheCopyWithOneByteChanged()
    {
        var payload = EchoPayload.Create(100);
        var echoed = payload.Bytes.ToArray();

        Validate(echoed);
        echoed[^1] ^= 0x01;

        Assert.Throws<EchoMismatchException>(() => Validate(echoed));

        void Validate(byte[] received) =>
            EchoCheck.Validate(
                ClientKind.SharedHttpClient, payload, System.Net.HttpStatusCode.OK, EchoPayload.ContentType, received);
    }

    [Fact]
    public void Create_SameLength_ReturnsSameBytes() =>
        Assert.Equal(EchoPayload.Create(4096).Bytes, EchoPayload.Create(4096).Bytes);

    private static ClientHarness Harness(CorruptingEchoServer server) =>
        new(new Uri(server.BaseAddress, "echo"), new Uri(server.Http2BaseAddress, "echo"));
}
