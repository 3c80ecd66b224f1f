namespace HttpLab.Load.Engines;

/// <summary>How one request ended: a response with its status code, or an error.</summary>
internal readonly record struct RequestOutcome(int StatusCode, LoadErrorKind? Error)
{
    public static RequestOutcome Response(int statusCode) => new(statusCode, null);

    public static RequestOutcome Failed(LoadErrorKind error) => new(0, error);
}
