using System.Collections.Frozen;

namespace HttpLab.Load.Requests;

/// <summary>
/// The rules for header fields both engines send alike: names are tokens, values visible ASCII (HttpClient refuses
/// anything else), no field the engines set themselves. HttpClient keeps a body's headers (Content-Type,
/// Content-Encoding...) apart from the request's and writes them after; any other name, even a response header's, it
/// sends as a request header. Names are written as
/// HttpClient writes them: a header it knows in its own casing ("content-type" becomes "Content-Type"), any other as
/// given.
/// </summary>
internal static class RequestFields
{
    // Framing and connection management belong to the engines: a user's value would desynchronise them.
    private static readonly FrozenSet<string> EngineControlled = new[]
    {
        "Content-Length", "Transfer-Encoding", "Connection", "Keep-Alive", "Proxy-Connection", "Upgrade", "TE",
        "Trailer", "Expect",
    }.ToFrozenSet(StringComparer.OrdinalIgnoreCase);

    /// <summary>Where HttpClient keeps a header: on the request, on its content, or nowhere.</summary>
    public enum Place
    {
        Request,
        Content,
        Neither,
    }

    /// <summary>Why the field cannot be sent, in one line without its value, or null when it can.</summary>
    public static string? Problem(RequestHeader header)
    {
        var (name, value) = header;
        if (name.Length == 0 || !name.All(IsTokenChar))
        {
            return $"header name '{name}' is not a token (letters, digits and !#$%&'*+-.^_`|~, no spaces)";
        }

        if (EngineControlled.Contains(name))
        {
            return $"header '{name}' is set by the engine itself (it frames the body and keeps the connection "
                + "alive): leave it out";
        }

        if (value.Length == 0)
        {
            return $"header '{name}' has no value";
        }

        if (!value.All(character => character is '\t' or (>= ' ' and <= '~')))
        {
            return $"header '{name}' has a value with a control or non-ASCII character: "
                + "only visible ASCII, spaces and tabs can be sent";
        }

        return Where(name) == Place.Neither
            ? $"header '{name}' is one HttpClient does not send on a request: "
                + "both engines send the same requests, so neither sends it"
            : null;
    }

    /// <summary>The name as HttpClient writes it.</summary>
    public static string Canonical(string name) => Lookup(name).Name;

    /// <summary>Whether HttpClient keeps the header on the request or on its content.</summary>
    public static Place Where(string name) => Lookup(name).Place;

    public static bool IsTokenChar(char character) =>
        character is (>= 'a' and <= 'z') or (>= 'A' and <= 'Z') or (>= '0' and <= '9')
            or '!' or '#' or '$' or '%' or '&' or '\'' or '*' or '+' or '-' or '.' or '^' or '_' or '`' or '|' or '~';

    // HttpClient's own header table answers both questions, so the engines cannot disagree about a name it knows.
    private static (string Name, Place Place) Lookup(string name)
    {
        using var request = new HttpRequestMessage();
        if (request.Headers.TryAddWithoutValidation(name, "x"))
        {
            return (request.Headers.NonValidated.Single().Key, Place.Request);
        }

        using var content = new ByteArrayContent([]);
        return content.Headers.TryAddWithoutValidation(name, "x")
            ? (content.Headers.NonValidated.Single().Key, Place.Content)
            : (name, Place.Neither);
    }
}
