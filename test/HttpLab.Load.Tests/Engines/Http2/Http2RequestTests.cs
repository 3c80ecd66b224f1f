using HttpLab.Load.Engines.Http2;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Tests.Engines.Http2;

public sealed class Http2RequestTests
{
    [Fact]
    public void For_Get_IndexedPseudoHeadersAndLiteralsWithStaticNames()
    {
        var head = RequestHead.For(new RequestTemplate { Url = new Uri("http://127.0.0.1:5000/plaintext") });

        var request = Http2Request.For(head);

        byte[] expected =
        [
            0x82, 0x86,
            0x01, 14, .. "127.0.0.1:5000"u8,
            0x04, 10, .. "/plaintext"u8,
            0x0F, 58 - 15, 12, .. "httplab-load"u8,
            0x0F, 19 - 15, 3, .. "*/*"u8,
        ];
        Assert.Equal(expected, request.HeaderBlock);
        Assert.Null(request.Body);
    }

    [Fact]
    public void For_PutWithBodyAndCustomHeader_LiteralNameLowerCasedAndContentHeaders()
    {
        var head = RequestHead.For(new RequestTemplate
        {
            Method = "put",
            Url = new Uri("http://localhost:5000/"),
            Headers = [new RequestHeader("X-Trace", "a1")],
            Body = [1, 2, 3],
            ContentType = "text/plain",
        });

        var request = Http2Request.For(head);

        byte[] expected =
        [
            0x02, 3, .. "PUT"u8,
            0x86,
            0x01, 14, .. "localhost:5000"u8,
            0x84,
            0x0F, 58 - 15, 12, .. "httplab-load"u8,
            0x0F, 19 - 15, 3, .. "*/*"u8,
            0x00, 7, .. "x-trace"u8, 2, .. "a1"u8,
            0x0F, 31 - 15, 10, .. "text/plain"u8,
            0x0F, 28 - 15, 1, .. "3"u8,
        ];
        Assert.Equal(expected, request.HeaderBlock);
        Assert.Equal(new byte[] { 1, 2, 3 }, request.Body);
    }
}
