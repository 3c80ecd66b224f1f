namespace HttpLab.Studies.Cancellation;

/// <summary>
/// How the cancelled request travels. A cancel tears an HTTP/1.1 connection down (over TLS the next request pays a
/// handshake too); on HTTP/2 it resets the stream only, and the connection should survive.
/// </summary>
public enum CancellationProtocol
{
    /// <summary>HTTP/1.1 over plain TCP, to the target's main address.</summary>
    Http1,

    /// <summary>HTTP/1.1 over TLS, to the target's https address.</summary>
    Https1,

    /// <summary>HTTP/2 over TLS (chosen by ALPN), to the target's https address.</summary>
    H2,

    /// <summary>HTTP/2 with prior knowledge over plain TCP (h2c), to the target's h2c address.</summary>
    H2c,
}
