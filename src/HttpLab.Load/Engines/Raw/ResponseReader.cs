namespace HttpLab.Load.Engines.Raw;

/// <summary>
/// The receive side of a raw connection: a fixed buffer the socket reads into and the parser consumes from. A partial
/// line stays in the buffer (moved to its front when the buffer's end is reached) until the rest of it arrives.
/// </summary>
internal sealed class ResponseReader(int bufferSize)
{
    private readonly byte[] buffer =
        GC.AllocateUninitializedArray<byte>(Math.Max(bufferSize, (2 * HttpResponseParser.MaxLineLength) + 1024));
    private HttpResponseParser parser;
    private int start;
    private int end;

    public int StatusCode => parser.StatusCode;

    /// <summary>After a complete response: whether the connection must be closed instead of reused.</summary>
    public bool CloseConnection => parser.CloseConnection;

    public long BodyBytes => parser.BodyBytes;

    /// <summary>Where the next receive goes: never empty.</summary>
    public Memory<byte> FreeSpace
    {
        get
        {
            if (end == buffer.Length)
            {
                // Only a partial line is ever left over, and it is shorter than half the buffer: moving it is cheap.
                buffer.AsSpan(start, end - start).CopyTo(buffer);
                (start, end) = (0, end - start);
            }

            return buffer.AsMemory(end);
        }
    }

    /// <summary>
    /// Starts reading a new response, one without a body when <paramref name="noBody"/> (the answer to HEAD); bytes
    /// left from the previous one make it invalid (nobody asked for them).
    /// </summary>
    public ParseStatus Begin(bool noBody = false)
    {
        parser.Reset(noBody);
        return start == end ? ParseStatus.NeedMoreData : ParseStatus.Invalid;
    }

    /// <summary>Forgets everything received, for a new connection.</summary>
    public void Clear()
    {
        parser.Reset();
        (start, end) = (0, 0);
    }

    /// <summary>Parses <paramref name="count"/> bytes just received into <see cref="FreeSpace"/>.</summary>
    public ParseStatus Received(int count)
    {
        end += count;
        var status = parser.Parse(buffer.AsSpan(start, end - start), out var consumed);
        start += consumed;
        if (start == end)
        {
            (start, end) = (0, 0);
        }
        else if (status == ParseStatus.Complete)
        {
            // The server sent more than one response's worth: without pipelining that is out of step, never ignorable.
            return ParseStatus.Invalid;
        }

        return status;
    }

    /// <summary>The peer closed the connection.</summary>
    public ParseStatus EndOfStream() => parser.EndOfStream();

    /// <summary>
    /// Takes a receive of <paramref name="count"/> bytes into <see cref="FreeSpace"/>, 0 when the peer closed: null
    /// while the response needs more, else the request's outcome, with <paramref name="close"/> true when the
    /// connection cannot be reused (the server closed it or asked to, or sent what does not parse). A connection closed
    /// before its response was complete was reset, not garbled.
    /// </summary>
    public RequestOutcome? Take(int count, out bool close)
    {
        switch (count == 0 ? EndOfStream() : Received(count))
        {
            case ParseStatus.Complete:
                close = count == 0 || CloseConnection;
                return RequestOutcome.Response(StatusCode, BodyBytes);
            case ParseStatus.Invalid:
                close = true;
                return RequestOutcome.Failed(count == 0 ? LoadErrorKind.Reset : LoadErrorKind.Unparsable);
            default:
                close = false;
                return null;
        }
    }
}
