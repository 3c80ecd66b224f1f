namespace HttpLab.Load;

/// <summary>Why a request got no usable response.</summary>
public enum LoadErrorKind
{
    /// <summary>The connection was refused: nothing listens on the port.</summary>
    Refused,

    /// <summary>The connection was reset or closed before the response was complete.</summary>
    Reset,

    /// <summary>No complete response within the request timeout; the connection was closed.</summary>
    Timeout,

    /// <summary>
    /// The response was not valid HTTP/1.1 (or bytes came that were never asked for, or its head was over the
    /// engine's limits: a line over 8 KiB for the raw engine, 64 KiB of headers for HttpClient), or over HTTP/2 the
    /// server broke the protocol (or sent a :status the raw engine cannot read without a dynamic table); the
    /// connection was replaced.
    /// </summary>
    Unparsable,

    /// <summary>
    /// Never sent: when it was due, the in-flight cap was reached (every connection busy and the queue full), or it was
    /// still queued when the run's drain time ran out.
    /// </summary>
    NotSent,
}
