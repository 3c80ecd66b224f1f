namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// An incremental, allocation-free HTTP/1.1 response parser (RFC 9112): status line, header fields, then a body framed
/// by Content-Length, by chunked transfer coding (chunk extensions and trailer fields accepted and skipped) or by the
/// end of the connection. It consumes every complete line and every body byte it is given and leaves a partial line to
/// the caller, so bytes may arrive split at any point. Strict: lines end in CRLF, no obsolete line folding, one agreed
/// Content-Length, status 100-999; interim 1xx responses are skipped, 101 (an upgrade nobody asked for) is invalid.
/// </summary>
internal partial struct HttpResponseParser
{
    /// <summary>
    /// The longest line (status, header field, chunk size) accepted; the connection's buffer is larger.
    /// </summary>
    public const int MaxLineLength = 8 * 1024;

    private State state;
    private long remaining;
    private long contentLength;
    private bool chunked;
    private bool untilClose;
    private bool noBody;

    private enum State
    {
        StatusLine,
        Headers,
        FixedBody,
        ChunkSize,
        ChunkData,
        ChunkDataEnd,
        Trailers,
        BodyUntilClose,
        Done,
    }

    /// <summary>The final response's status code, once its status line is parsed.</summary>
    public int StatusCode { get; private set; }

    /// <summary>
    /// The server asked to close the connection, or the body ends with it: do not reuse the connection.
    /// </summary>
    public bool CloseConnection { get; private set; }

    /// <summary>Body bytes consumed (chunk data only, for a chunked body).</summary>
    public long BodyBytes { get; private set; }

    /// <summary>
    /// Starts a new response; <paramref name="withoutBody"/> for the answer to HEAD, which has headers only, whatever
    /// its Content-Length or Transfer-Encoding say.
    /// </summary>
    public void Reset(bool withoutBody = false)
    {
        this = default;
        noBody = withoutBody;
    }

    /// <summary>Consumes what it can of <paramref name="data"/>: every complete line and every body byte.</summary>
    public ParseStatus Parse(ReadOnlySpan<byte> data, out int consumed)
    {
        consumed = 0;
        while (true)
        {
            switch (state)
            {
                case State.Done:
                    return ParseStatus.Complete;
                case State.FixedBody:
                case State.ChunkData:
                    var take = (int)Math.Min(remaining, data.Length - consumed);
                    consumed += take;
                    remaining -= take;
                    BodyBytes += take;
                    if (remaining > 0)
                    {
                        return ParseStatus.NeedMoreData;
                    }

                    state = state == State.FixedBody ? State.Done : State.ChunkDataEnd;
                    break;
                case State.BodyUntilClose:
                    BodyBytes += data.Length - consumed;
                    consumed = data.Length;
                    return ParseStatus.NeedMoreData;
                default:
                    var rest = data[consumed..];
                    var lineFeed = rest.IndexOf((byte)'\n');
                    if (lineFeed < 0)
                    {
                        return rest.Length > MaxLineLength ? ParseStatus.Invalid : ParseStatus.NeedMoreData;
                    }

                    if (lineFeed == 0 || rest[lineFeed - 1] != '\r' || lineFeed > MaxLineLength)
                    {
                        return ParseStatus.Invalid;
                    }

                    consumed += lineFeed + 1;
                    if (!OnLine(rest[..(lineFeed - 1)]))
                    {
                        return ParseStatus.Invalid;
                    }

                    break;
            }
        }
    }

    /// <summary>
    /// The connection ended: complete when the body runs to the end of the connection, invalid otherwise.
    /// </summary>
    public ParseStatus EndOfStream() =>
        state is State.BodyUntilClose or State.Done ? ParseStatus.Complete : ParseStatus.Invalid;

    private bool OnLine(ReadOnlySpan<byte> line) => state switch
    {
        State.StatusLine => OnStatusLine(line),
        State.Headers => line.IsEmpty ? OnEndOfHeaders() : OnHeader(line),
        State.ChunkSize => OnChunkSize(line),
        State.ChunkDataEnd => line.IsEmpty && Transition(State.ChunkSize),
        State.Trailers => line.IsEmpty ? Transition(State.Done) : HttpSyntax.IsField(line, out _, out _),
        _ => false,
    };

    private bool Transition(State next)
    {
        state = next;
        return true;
    }

    private bool OnStatusLine(ReadOnlySpan<byte> line)
    {
        // "HTTP/1.x SSS" then nothing or " reason": HTTP/1.0 servers answer in kind, so both minor versions are
        // accepted.
        if (line.Length < 12 || !line.StartsWith("HTTP/1."u8) || !HttpSyntax.IsDigit(line[7]) || line[8] != ' '
            || !HttpSyntax.IsDigit(line[9]) || !HttpSyntax.IsDigit(line[10]) || !HttpSyntax.IsDigit(line[11]))
        {
            return false;
        }

        if (line.Length > 12 && (line[12] != ' ' || !HttpSyntax.IsFieldValue(line[13..])))
        {
            return false;
        }

        var code = ((line[9] - '0') * 100) + ((line[10] - '0') * 10) + (line[11] - '0');
        if (code < 100 || code == 101)
        {
            return false;
        }

        StatusCode = code;
        contentLength = -1;
        chunked = false;
        untilClose = false;
        CloseConnection = line[7] == '0';
        state = State.Headers;
        return true;
    }
}
