using System.Text;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Tests.Requests;

public sealed class RequestTemplateTests
{
    private static readonly Uri Url = new("http://127.0.0.1:5000/echo");

    [Theory]
    [InlineData("X-Token: abc", "X-Token", "abc")]
    [InlineData("accept:application/json", "accept", "application/json")]
    [InlineData("X-Spaces:   a  b \t", "X-Spaces", "a  b")]
    [InlineData("X-Colon: a:b", "X-Colon", "a:b")]
    public void TryParse_NameColonValue_ParsesAndTrims(string text, string name, string value)
    {
        Assert.True(RequestHeader.TryParse(text, out var header, out var problem), problem);

        Assert.Equal(new RequestHeader(name, value), header);
    }

    [Theory]
    [InlineData("no colon", "'no colon' is not a header")]
    [InlineData(": value", "header name '' is not a token")]
    [InlineData("X Y: 1", "header name 'X Y' is not a token")]
    [InlineData("X-Empty:", "header 'X-Empty' has no value")]
    [InlineData("X-Bad: caf\u00e9", "header 'X-Bad' has a value with a control or non-ASCII character")]
    [InlineData("X-Bad: a\u0001b", "header 'X-Bad' has a value with a control or non-ASCII character")]
    [InlineData("transfer-encoding: chunked", "header 'transfer-encoding' is set by the engine itself")]
    [InlineData("Connection: close", "header 'Connection' is set by the engine itself")]
    [InlineData("Expect: 100-continue", "header 'Expect' is set by the engine itself")]
    public void TryParse_BadHeader_OneLineProblem(string text, string expected)
    {
        Assert.False(RequestHeader.TryParse(text, out _, out var problem));

        Assert.StartsWith(expected, problem, StringComparison.Ordinal);
    }

    [Fact]
    public void TryParse_BadValue_NeverRepeatsTheValue()
    {
        Assert.False(RequestHeader.TryParse("Authorization: Bearer s3cret\u0001", out _, out var problem));

        Assert.DoesNotContain("s3cret", problem, StringComparison.Ordinal);
    }

    [Fact]
    public void Encode_OverriddenHostAndUserAgent_ReplaceTheDefaultsInPlace()
    {
        var template = new RequestTemplate
        {
            Method = "get",
            Url = Url,
            Headers = [new("x-first", "1"), new("user-agent", "me"), new("HOST", "example.test")],
        };

        var bytes = RequestHead.For(template).Encode();

        Assert.Equal(
            "GET /echo HTTP/1.1\r\nHost: example.test\r\nUser-Agent: me\r\nAccept: */*\r\nx-first: 1\r\n\r\n",
            Encoding.ASCII.GetString(bytes));
    }

    [Fact]
    public void Encode_EmptyBody_SendsContentTypeAndZeroLength()
    {
        var template = new RequestTemplate { Method = "PUT", Url = Url, Body = [] };

        var text = Encoding.ASCII.GetString(RequestHead.For(template).Encode());

        Assert.EndsWith(
            "Content-Type: application/octet-stream\r\nContent-Length: 0\r\n\r\n", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Describe_HeaderValues_AreNotRecorded()
    {
        var template = new RequestTemplate
        {
            Method = "POST", Url = Url, Headers = [new("Authorization", "Bearer s3cret")], Body = new byte[1024],
        };

        var description = template.Describe();

        Assert.Equal(
            "POST http://127.0.0.1:5000/echo with headers Host, User-Agent, Accept, Authorization, Content-Type, "
            + "Content-Length (values not recorded) and a 1,024-byte body",
            description);
    }

    [Theory]
    [InlineData("GET", null, null, false, 1, null)]
    [InlineData("PURGE", "text/plain", "Content-Language", true, 1, null)]
    [InlineData("", null, null, false, 1, "method '' is not a token")]
    [InlineData("GET", "text/plain", null, false, 1, "a content type without a body")]
    [InlineData("GET", null, "Content-Language", false, 1, "header 'Content-Language' describes a body")]
    [InlineData("POST", "text/plain", "Content-Type", true, 1, "header 'Content-Type' is given twice")]
    [InlineData("POST", null, null, false, 0, "weight 0 is out of range")]
    [InlineData("POST", null, null, false, 10_001, "weight 10001 is out of range")]
    public void Problem_Combinations_OneLine(
        string method, string? contentType, string? header, bool body, int weight, string? expected)
    {
        var template = new RequestTemplate
        {
            Method = method,
            Url = Url,
            ContentType = contentType,
            Headers = header is null ? [] : [new(header, "text/html")],
            Body = body ? new byte[1] : null,
            Weight = weight,
        };

        var problem = template.Problem();

        if (expected is null)
        {
            Assert.Null(problem);
        }
        else
        {
            Assert.StartsWith(expected, problem, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Validate_RequestsOnAnotherPort_SaysTheyShareOneConnectionPool()
    {
        var options = new LoadOptions
        {
            Url = Url,
            Duration = TimeSpan.FromSeconds(1),
            Requests = [new RequestTemplate { Url = Url }, new RequestTemplate { Url = new("http://127.0.0.1:5001/") }],
        };

        Assert.Equal(
            "request 2 goes to http://127.0.0.1:5001, not http://127.0.0.1:5000: every request of a run shares one "
            + "scheme, host and port (one connection pool)",
            options.Validate());
    }
}
