namespace HttpLab.Load.Engines.Raw;

/// <summary>What <see cref="HttpResponseParser"/> made of the bytes so far.</summary>
internal enum ParseStatus
{
    /// <summary>Every complete element was consumed; the response goes on in bytes not received yet.</summary>
    NeedMoreData,

    /// <summary>The response is complete.</summary>
    Complete,

    /// <summary>The bytes are not an HTTP/1.1 response we can follow.</summary>
    Invalid,
}
