namespace HttpLab.Load;

/// <summary>The HTTP version every request of a run is sent with, exactly (never negotiated down).</summary>
public enum LoadHttpVersion
{
    /// <summary>HTTP/1.1: one request at a time per connection.</summary>
    Http11,

    /// <summary>
    /// HTTP/2: over https chosen by ALPN, over http with prior knowledge (h2c); <see cref="LoadOptions.Streams"/>
    /// requests at a time per connection.
    /// </summary>
    Http2,
}
