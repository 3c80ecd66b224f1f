using HttpLab.Load.Requests;

namespace HttpLab.Load.Tests.Requests;

public sealed class RequestsFileTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-requests-file-");

    public void Dispose() => work.Dispose();

    [Fact]
    public void TryParse_VegetaTargets_ReadsMethodUrlHeadersBodyAndWeight()
    {
        File.WriteAllBytes(Path.Combine(work.Path, "body.bin"), [1, 2, 3]);
        var text = "# a comment\r\nGET http://127.0.0.1:5000/a?x=1\r\nX-One: 1\r\nX-Two:  two words \r\n\r\n"
            + "POST http://127.0.0.1:5000/b\n# weight 3\nContent-Type: application/json\n@body.bin\n"
            + "DELETE http://127.0.0.1:5000/c\n";

        Assert.True(RequestsFile.TryParse(text, work.Path, out var requests, out var problem), problem);

        Assert.Equal(3, requests.Count);
        Assert.Equal("GET", requests[0].Method);
        Assert.Equal(new Uri("http://127.0.0.1:5000/a?x=1"), requests[0].Url);
        Assert.Equal([new RequestHeader("X-One", "1"), new RequestHeader("X-Two", "two words")], requests[0].Headers);
        Assert.Null(requests[0].Body);
        Assert.Equal(1, requests[0].Weight);
        Assert.Equal("POST", requests[1].Method);
        Assert.Equal([1, 2, 3], requests[1].Body);
        Assert.Equal(3, requests[1].Weight);
        Assert.Equal("DELETE", requests[2].Method);
        Assert.Null(requests[2].Body);
    }

    [Fact]
    public void TryParse_Paths_StayRelativeForTheStartedTarget()
    {
        Assert.True(RequestsFile.TryParse("GET /plaintext\n\nHEAD /plaintext", work.Path, out var requests, out _));

        Assert.All(requests, request => Assert.False(request.Url.IsAbsoluteUri));
        Assert.Equal("/plaintext", requests[1].Url.OriginalString);
    }

    [Fact]
    public void TryRead_MissingFile_SaysItCannotBeRead()
    {
        var path = Path.Combine(work.Path, "missing.txt");

        Assert.False(RequestsFile.TryRead(path, out _, out var problem));

        Assert.StartsWith($"cannot read '{path}'", problem, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("", "no request")]
    [InlineData("# only a comment", "no request")]
    [InlineData("GET", "line 1: 'GET' is not a request line")]
    [InlineData("GET /a extra", "line 1: 'GET /a extra' is not a request line")]
    [InlineData("GET a", "line 1: 'a' is neither a path")]
    [InlineData("GET ftp://127.0.0.1/a", "line 1: 'ftp://127.0.0.1/a' is not an absolute http:// or https:// URL")]
    [InlineData("GET /a\nGET /b", "line 2: 'GET /b' is not a header")]
    [InlineData("GET /a\nBad Name: 1", "line 2: header name 'Bad Name' is not a token")]
    [InlineData("GET /a\nContent-Length: 5", "line 2: header 'Content-Length' is set by the engine itself")]
    [InlineData("GET /a\nX-A: 1\nx-a: 2", "line 1: header 'x-a' is given twice")]
    [InlineData("GET /a\nContent-Type: text/plain", "line 1: header 'Content-Type' describes a body")]
    [InlineData("GET /a\n# weight 0", "line 2: '# weight 0' is not a weight")]
    [InlineData("GET /a\n# weight many", "line 2: '# weight many' is not a weight")]
    [InlineData("GET /a\n# weight 2\n# weight 3", "line 3: a second weight")]
    [InlineData("# weight 2\n\nGET /a", "line 1: a weight without a request line")]
    [InlineData("G(T /a", "line 1: method 'G(T' is not a token")]
    [InlineData("CONNECT /a", "line 1: method CONNECT opens a tunnel")]
    [InlineData("POST /a\n@", "line 2: '@' names no body file")]
    [InlineData("POST /a\n@missing.bin", "line 2: body file 'missing.bin' cannot be read")]
    [InlineData("GET /a\n\nGET http://127.0.0.1:1/b", "line 3: the file mixes paths and absolute URLs")]
    [InlineData("GET http://127.0.0.1:1/a\n\nGET http://127.0.0.1:2/b", "line 3: 'http://127.0.0.1:2/b' goes to")]
    public void TryParse_BadInput_OneLineProblemWithItsLine(string text, string expected)
    {
        Assert.False(RequestsFile.TryParse(text, work.Path, out _, out var problem));

        Assert.StartsWith(expected, problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem!);
    }
}
