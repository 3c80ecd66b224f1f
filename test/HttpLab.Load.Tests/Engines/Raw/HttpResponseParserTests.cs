using System.Text;
using HttpLab.Load.Engines.Raw;

namespace HttpLab.Load.Tests.Engines.Raw;

public sealed class HttpResponseParserTests
{
    public static TheoryData<string, string, int, int> ValidResponses => new()
    {
        {
            "content-length",
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\nHello, World!",
            200,
            13
        },
        { "empty body", "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", 200, 0 },
        { "no reason phrase", "HTTP/1.1 404\r\nContent-Length: 2\r\n\r\nno", 404, 2 },
        { "repeated equal lengths", "HTTP/1.1 200 OK\r\nContent-Length: 3\r\ncontent-length:3\r\n\r\nabc", 200, 3 },
        { "204 without body", "HTTP/1.1 204 No Content\r\nContent-Length: 10\r\n\r\n", 204, 0 },
        { "304 without body", "HTTP/1.1 304 Not Modified\r\nETag: \"x\"\r\n\r\n", 304, 0 },
        {
            "interim 100 then final",
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
                + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
            200,
            2
        },
        {
            "chunked",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nHello\r\n8\r\n, World!\r\n0\r\n\r\n",
            200,
            13
        },
        {
            "chunked with extensions and trailers",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, Chunked\r\nTrailer: X-Checksum\r\n\r\n"
                + "5;name=value\r\nHello\r\nA ; quoted=\"a;b\"\r\n, World!!!\r\n0;last\r\n"
                + "X-Checksum: 42\r\nX-Other:  yes\r\n\r\n",
            200,
            15
        },
        {
            "chunked upper-case hex",
            "HTTP/1.1 500 Oops\r\ntransfer-encoding: chunked\r\n\r\n1A\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\n\r\n",
            500,
            26
        },
        {
            "transfer-encoding wins over content-length",
            "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
            200,
            2
        },
        { "HTTP/1.0", "HTTP/1.0 200 OK\r\nContent-Length: 1\r\n\r\nx", 200, 1 },
    };

    public static TheoryData<string, string> InvalidResponses => new()
    {
        { "garbage", "garbage\r\n\r\n" },
        { "not HTTP/1", "HTTP/2 200 OK\r\n\r\n" },
        { "letters in status", "HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n" },
        { "status below 100", "HTTP/1.1 099 Odd\r\nContent-Length: 0\r\n\r\n" },
        { "upgrade nobody asked for", "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n" },
        { "bare LF line ends", "HTTP/1.1 200 OK\nContent-Length: 0\n\n" },
        { "header without colon", "HTTP/1.1 200 OK\r\nContent-Length 0\r\n\r\n" },
        { "space before colon", "HTTP/1.1 200 OK\r\nContent-Length : 0\r\n\r\n" },
        { "obsolete line folding", "HTTP/1.1 200 OK\r\nX-A: 1\r\n  continued\r\nContent-Length: 0\r\n\r\n" },
        { "content-length not a number", "HTTP/1.1 200 OK\r\nContent-Length: abc\r\n\r\n" },
        { "negative content-length", "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n" },
        { "conflicting content-lengths", "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd" },
        { "control byte in a value", "HTTP/1.1 200 OK\r\nX-A: a\u0001b\r\nContent-Length: 0\r\n\r\n" },
        { "chunk size not hex", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n" },
        { "chunk size too long", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10000000000000000\r\n" },
        {
            "chunk data longer than its size",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n"
        },
        {
            "chunk extension without semicolon",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 x\r\nab\r\n0\r\n\r\n"
        },
        { "bad trailer", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nnot a trailer\r\n\r\n" },
    };

    [Theory]
    [MemberData(nameof(ValidResponses))]
    public void Parse_ValidResponseSplitAtEveryPoint_CompleteWithStatusAndBody(
        string name, string response, int status, int bodyBytes)
    {
        var bytes = Encoding.Latin1.GetBytes(response);
        for (var split = 0; split <= bytes.Length; split++)
        {
            var reader = new ResponseReader(64 * 1024);
            var result = Feed(reader, bytes[..split], bytes[split..]);

            Assert.True(result == ParseStatus.Complete, $"{name}, split at {split}: {result}");
            Assert.Equal(status, reader.StatusCode);
            Assert.Equal(bodyBytes, reader.BodyBytes);
        }
    }

    [Theory]
    [MemberData(nameof(ValidResponses))]
    public void Parse_ValidResponseByteByByte_Complete(string name, string response, int status, int bodyBytes)
    {
        var reader = new ResponseReader(64 * 1024);

        var result = Feed(reader, Encoding.Latin1.GetBytes(response).Select(value => new[] { value }).ToArray());

        Assert.True(result == ParseStatus.Complete, $"{name}: {result}");
        Assert.Equal(status, reader.StatusCode);
        Assert.Equal(bodyBytes, reader.BodyBytes);
    }

    [Theory]
    [MemberData(nameof(InvalidResponses))]
    public void Parse_InvalidResponseSplitAtEveryPoint_NeverComplete(string name, string response)
    {
        var bytes = Encoding.Latin1.GetBytes(response);
        for (var split = 0; split <= bytes.Length; split++)
        {
            var reader = new ResponseReader(64 * 1024);
            var result = Feed(reader, bytes[..split], bytes[split..]);

            // A broken response is either refused outright, or still waiting for bytes that would never fix it.
            Assert.True(result != ParseStatus.Complete, $"{name}, split at {split}: parsed as complete");
            Assert.Equal(ParseStatus.Invalid, result == ParseStatus.NeedMoreData ? reader.EndOfStream() : result);
        }
    }

    [Theory]
    [InlineData("HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\n")]
    [InlineData("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")]
    [InlineData("HTTP/1.1 200 OK\r\n\r\n")]
    public void Received_AnswerToHead_CompleteAfterTheHeadersWhateverTheyFrame(string response)
    {
        var reader = new ResponseReader(64 * 1024);
        Assert.Equal(ParseStatus.NeedMoreData, reader.Begin(noBody: true));

        Assert.Equal(ParseStatus.Complete, Feed(reader, Encoding.Latin1.GetBytes(response)));
        Assert.Equal(0, reader.BodyBytes);
        Assert.False(reader.CloseConnection);

        // The next response, to a GET, has its body again.
        Assert.Equal(ParseStatus.NeedMoreData, reader.Begin());
        Assert.Equal(
            ParseStatus.NeedMoreData, Feed(reader, "HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\n"u8.ToArray()));
    }

    [Fact]
    public void Received_BytesBeyondTheResponse_Invalid()
    {
        var reader = new ResponseReader(64 * 1024);

        // Without pipelining nobody asked for them (a connection also checks for bytes waiting before it sends).
        Assert.Equal(
            ParseStatus.Invalid,
            Feed(reader, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n"u8.ToArray()));
    }

    [Fact]
    public void Parse_BodyWithoutLength_CompleteAtEndOfStreamAndConnectionClosed()
    {
        var reader = new ResponseReader(64 * 1024);

        var result = Feed(reader, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end"u8.ToArray());

        Assert.Equal(ParseStatus.NeedMoreData, result);
        Assert.Equal(ParseStatus.Complete, reader.EndOfStream());
        Assert.True(reader.CloseConnection);
        Assert.Equal(13, reader.BodyBytes);
    }

    [Theory]
    [InlineData("HTTP/1.1 200 OK\r\nConnection: keep-alive, Close\r\nContent-Length: 0\r\n\r\n", true)]
    [InlineData("HTTP/1.1 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n", false)]
    [InlineData("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n", true)]
    public void Parse_ConnectionHeader_DecidesReuse(string response, bool close)
    {
        var reader = new ResponseReader(64 * 1024);

        Assert.Equal(ParseStatus.Complete, Feed(reader, Encoding.Latin1.GetBytes(response)));
        Assert.Equal(close, reader.CloseConnection);
    }

    [Fact]
    public void Parse_EndOfStreamInsideABody_Invalid()
    {
        var reader = new ResponseReader(64 * 1024);

        Assert.Equal(
            ParseStatus.NeedMoreData,
            Feed(reader, "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"u8.ToArray()));
        Assert.Equal(ParseStatus.Invalid, reader.EndOfStream());
    }

    [Fact]
    public void Parse_HeaderLineLongerThanTheLimit_Invalid()
    {
        var reader = new ResponseReader(64 * 1024);
        var response = "HTTP/1.1 200 OK\r\nX-Long: "
            + new string('a', HttpResponseParser.MaxLineLength)
            + "\r\nContent-Length: 0\r\n\r\n";

        Assert.Equal(ParseStatus.Invalid, Feed(reader, Encoding.Latin1.GetBytes(response)));
    }

    [Fact]
    public void Parse_ManyResponsesThroughOneReader_EachComplete()
    {
        var reader = new ResponseReader(1024);
        var response = "HTTP/1.1 200 OK\r\nContent-Length: 13\r\n\r\nHello, World!"u8.ToArray();

        for (var index = 0; index < 1000; index++)
        {
            Assert.Equal(ParseStatus.NeedMoreData, reader.Begin());
            Assert.Equal(
                ParseStatus.Complete,
                Feed(reader, response[..(index % response.Length)], response[(index % response.Length)..]));
        }
    }

    /// <summary>Feeds parts the way a connection receives them, stopping at the first final status.</summary>
    private static ParseStatus Feed(ResponseReader reader, params byte[][] parts)
    {
        var status = ParseStatus.NeedMoreData;
        foreach (var part in parts)
        {
            for (var offset = 0; offset < part.Length;)
            {
                var space = reader.FreeSpace;
                var count = Math.Min(space.Length, part.Length - offset);
                part.AsSpan(offset, count).CopyTo(space.Span);
                offset += count;
                status = reader.Received(count);
                if (status != ParseStatus.NeedMoreData)
                {
                    return status;
                }
            }
        }

        return status;
    }
}
