using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The notes and warnings of the clients suite: what the comparison controls for and what looked suspect.
/// </summary>
internal static class ClientsSuiteText
{
    // Above this share of the ephemeral ports held in TIME_WAIT, a longer run or a busier machine could run out.
    private const double TimeWaitWarningShare = 0.10;

    public static IReadOnlyList<string> Notes(ClientsStudySettings settings) =>
    [
        "Identical requests: every case POSTs the same pseudo-random body for its size to /echo with the same URL, "
            + $"Content-Type {EchoPayload.ContentType} and a Content-Length (never chunked), and no Expect: "
            + "100-continue. HTTP/1.1 requests also carry Connection: Keep-Alive, which HttpWebRequest always sends "
            + "and HttpClient is told to send, so HttpClient's and HttpWebRequest's requests are byte for byte the "
            + "same (a test compares them on a raw socket).",
        "Validated echoes: a response counts only if it is 200 with the content type sent and the echoed body equals "
            + "the body sent byte for byte; anything else fails the study, naming the case. Every case reads the body "
            + "the same way (a pooled buffer) and disposes every response and stream. Every case was run and validated "
            + "once before timing began.",
        "HttpWebRequest on .NET is a wrapper that sends through an HttpClient it keeps for all requests whose settings "
            + "allow it, so it reuses connections. Touching request.ServicePoint would opt a request out of that "
            + "client (a new connection each time) and add Expect: 100-continue (ServicePointManager.Expect100Continue "
            + "is true by default), costing a round trip per request; this study does neither. HttpWebRequest also "
            + "copies the body written to its request stream into a buffer of its own before sending "
            + "(AllowWriteStreamBuffering is true by default), so its allocations grow with the body, while "
            + "HttpClient's ByteArrayContent sends the caller's array.",
        "HttpClient variants, all with the same handler settings: SharedHttpClient is one client for the whole run "
            + "(the baseline); NewHttpClientPerRequest creates and disposes a client per request, so each request "
            + "opens and closes a TCP connection; HttpClientFactory calls IHttpClientFactory.CreateClient per request "
            + "(AddHttpClient, the factory pools the handler and its connections); Http2Cleartext sends HTTP/2 with "
            + "prior knowledge (version 2.0, RequestVersionExact) to the target's h2c port; PooledConnectionLifetime "
            + "is a shared client whose connections are replaced every "
            + $"{ClientHandlers.PooledConnectionLifetime.TotalMinutes.ToString(CultureInfo.InvariantCulture)} minutes.",
        $"Concurrency {ClientGroups.ConcurrentRequests}: one operation starts {ClientGroups.ConcurrentRequests} POSTs "
            + $"at once and awaits them all (Task.WhenAll) and counts as {ClientGroups.ConcurrentRequests} operations, "
            + "so time, allocations and work items are per request: the batch's wall time divided by "
            + $"{ClientGroups.ConcurrentRequests}, the inverse of throughput with that many in flight, not the latency "
            + $"any one request saw. HTTP/1.1 clients open up to {ClientGroups.ConcurrentRequests} connections for it; "
            + "HTTP/2 multiplexes the requests on one connection.",
        $"Body sizes in bytes: {string.Join(", ", settings.BodySizes)} for HttpWebRequest against HttpClient; "
            + $"{string.Join(", ", settings.VariantBodySizes)} for the variants.",
    ];

    public static IReadOnlyList<string> Warnings(string? http2Missing)
    {
        var warnings = new List<string>
        {
            "Every invocation includes reading the echo into a buffer and comparing it with the body sent, an "
                + "O(bodyBytes) cost that is the same for every case.",
        };
        if (http2Missing is not null)
        {
            warnings.Add($"Http2Cleartext was not measured: {http2Missing}.");
        }

        if (Environment.ProcessorCount <= 4)
        {
            warnings.Add(
                $"This machine has {Environment.ProcessorCount} logical processors and the target usually runs on it "
                    + "too: client and server share them, most of all at concurrency "
                    + $"{ClientGroups.ConcurrentRequests}.");
        }

        return warnings;
    }

    /// <summary>
    /// What the TIME_WAIT count after the run says: a note, or a warning when it is a real share of the ports.
    /// </summary>
    public static (string? Note, string? Warning) TimeWait(int? count, int? ephemeralPorts)
    {
        if (count is not { } waiting)
        {
            return (null, null);
        }

        var text = $"After the run {waiting} connections to the target were in TIME_WAIT, nearly all from "
            + "NewHttpClientPerRequest, whose every dispose closes a connection; each holds a local port for about a "
            + "minute";
        if (ephemeralPorts is { } ports && waiting >= ports * TimeWaitWarningShare)
        {
            return (null, string.Create(
                CultureInfo.InvariantCulture,
                $"{text}: {waiting * 100.0 / ports:0}% of the {ports} ephemeral ports. A longer or busier run of that "
                    + $"pattern fails to connect once they run out."));
        }

        return (text + ".", null);
    }
}
