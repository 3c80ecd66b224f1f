using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// What an echo check says of a response that is not the body sent back, in one wording for .NET's clients
/// (<c>EchoCheck</c>) and Mono's: this file is also compiled into HttpLab.Clients.Framework.
/// </summary>
internal static class EchoMismatchText
{
    /// <summary>"HttpWebRequest (bodyBytes=16): POST /echo answered 500 InternalServerError, expected 200."</summary>
    public static string Message(string client, int bodyBytes, string what) =>
        Invariant("{0} (bodyBytes={1}): POST /echo {2}.", client, bodyBytes, what);

    public static string Status(int code, string name) => Invariant("answered {0} {1}, expected 200", code, name);

    public static string ContentType(string? received) =>
        Invariant("echoed content type '{0}', sent '{1}'", received, EchoPayload.ContentType);

    /// <summary>"echoed 15 bytes, sent 16", or "more than 16" when the echo was longer.</summary>
    public static string Length(int received, int sent) => received > sent
        ? Invariant("echoed more than {0} bytes, sent {0}", sent)
        : Invariant("echoed {0} bytes, sent {1}", received, sent);

    public static string Byte(int index, byte received, byte sent) =>
        Invariant("echoed byte {0} as 0x{1:x2}, sent 0x{2:x2}", index, received, sent);

    private static string Invariant(string format, params object?[] values) =>
        string.Format(CultureInfo.InvariantCulture, format, values);
}
