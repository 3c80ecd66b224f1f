namespace HttpLab.Load.Requests;

/// <summary>One header field of a <see cref="RequestTemplate"/>: a token name and a value of visible ASCII.</summary>
public readonly record struct RequestHeader(string Name, string Value)
{
    /// <summary>
    /// Parses <c>Name: value</c> (the form of curl's -H and of a requests file); the value is trimmed. On failure
    /// <paramref name="problem"/> says why in one line, without the value (it may be a secret).
    /// </summary>
    public static bool TryParse(string text, out RequestHeader header, out string? problem)
    {
        ArgumentNullException.ThrowIfNull(text);
        header = default;
        var colon = text.IndexOf(':', StringComparison.Ordinal);
        if (colon < 0)
        {
            problem = $"'{Shorten(text)}' is not a header: write it as 'Name: value'";
            return false;
        }

        var candidate = new RequestHeader(text[..colon], text[(colon + 1)..].Trim(' ', '\t'));
        problem = RequestFields.Problem(candidate);
        header = candidate;
        return problem is null;
    }

    private static string Shorten(string text) => text.Length <= 40 ? text : text[..40] + "...";
}
