using System.Net.Sockets;

namespace HttpLab.Studies.Tests;

public sealed class FailureMessageTests
{
    [Fact]
    public void Of_HttpClientWrapper_NamesTheInnermostCause()
    {
        var exception = new HttpRequestException(
            "An error occurred while sending the request.",
            new IOException("Unable to read data.", new SocketException((int)SocketError.ConnectionReset)));

        Assert.Equal(
            "An error occurred while sending the request: Connection reset by peer",
            FailureMessage.Of(exception));
    }

    [Fact]
    public void Of_NoCauseOrACauseItAlreadyNames_TheMessageAsItIs()
    {
        Assert.Equal("Connection refused (127.0.0.1:9)", FailureMessage.Of(new HttpRequestException(
            "Connection refused (127.0.0.1:9)", new SocketException((int)SocketError.ConnectionRefused))));
        Assert.Equal("json: no answer", FailureMessage.Of(new StudyFailedException("json: no answer")));
        // HttpClient's answer to garbage: the same sentence outside and inside, each ending in a full stop.
        Assert.Equal("Received an invalid status line: 'NOT HTTP'.", FailureMessage.Of(new HttpRequestException(
            "Received an invalid status line: 'NOT HTTP'.",
            new IOException("Received an invalid status line: 'NOT HTTP'."))));
    }
}
