namespace HttpLab.Studies.Cancellation;

/// <summary>Where in an HTTP operation the token fires.</summary>
public enum CancellationPhase
{
    /// <summary>While <c>SendAsync</c> waits for the response headers (<c>/delay</c>).</summary>
    Headers,

    /// <summary>While <c>ReadAsStringAsync(ct)</c> reads a trickling body (<c>/trickle</c>).</summary>
    BodyString,

    /// <summary>While <c>Stream.ReadAsync(ct)</c> reads a trickling body after <c>ResponseHeadersRead</c>.</summary>
    BodyStream,

    /// <summary><c>GetFromJsonAsync</c> end to end, cancelled while it waits for headers.</summary>
    GetFromJson,
}
