using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Load;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>--http</c> and <c>--streams</c>: the HTTP version of every request and, over HTTP/2, the streams.
/// </summary>
internal sealed record LoadProtocolOptions(Option<string> Http, Option<int> Streams)
{
    public static LoadProtocolOptions Create()
    {
        var http = new Option<string>("--http")
        {
            Description = "The HTTP version of every request, exactly: 1.1, or 2 (either engine; over https "
                + "chosen by ALPN, over http:// with prior knowledge, h2c).",
            DefaultValueFactory = _ => "1.1",
        };
        Choices.AcceptOnly(http, "1.1", "2");
        var streams = new Option<int>("--streams")
        {
            Description = "HTTP/2: requests at a time on each connection (1 to "
                + $"{LoadLimits.MaxStreams:#,0}; default 1); the run has --connections x --streams on the wire at "
                + "most. A server allows only so many at once (Kestrel: 100) and queues the rest.",
            DefaultValueFactory = _ => 1,
        };
        WholeNumbers.AcceptRange(streams, 1, LoadLimits.MaxStreams);
        return new LoadProtocolOptions(http, streams);
    }

    public IEnumerable<Option> All => [Http, Streams];

    public (LoadHttpVersion Http, int Streams) Read(ParseResult parseResult) => (
        parseResult.GetValue(Http) == "2" ? LoadHttpVersion.Http2 : LoadHttpVersion.Http11,
        parseResult.GetValue(Streams));
}
