namespace HttpLab.Load.Engines;

/// <summary>How one request ended: a response with its status code and body size, or an error.</summary>
internal readonly record struct RequestOutcome(int StatusCode, LoadErrorKind? Error, long BodyBytes)
{
    /// <summary>
    /// A whole response; <paramref name="bodyBytes"/> counts its body as sent (after any chunk framing).
    /// </summary>
    public static RequestOutcome Response(int statusCode, long bodyBytes) => new(statusCode, null, bodyBytes);

    public static RequestOutcome Failed(LoadErrorKind error) => new(0, error, 0);
}
