using System.Collections.Frozen;
using System.Text;
using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// One request as the raw HTTP/2 engine sends it: its HPACK header block, encoded once per run, and its body. The block
/// uses no table state, so it is the same on every stream of every connection: pseudo-headers first (:method, :scheme,
/// :authority from the Host header, :path), as a full static-table index where one matches (GET, POST, http, https,
/// "/"); then the other headers, lower-cased, as literals without indexing, with the static table's name index where
/// it has the name; no Huffman coding. Only each frame's 9-byte header, with its stream id, is written per request.
/// </summary>
internal sealed record Http2Request(byte[] HeaderBlock, byte[]? Body)
{
    // RFC 7541 appendix A: the first index of each name.
    private static readonly FrozenDictionary<string, int> StaticNames = new[]
    {
        ":authority", ":method", ":method", ":path", ":path", ":scheme", ":scheme", ":status", ":status", ":status",
        ":status", ":status", ":status", ":status", "accept-charset", "accept-encoding", "accept-language",
        "accept-ranges", "accept", "access-control-allow-origin", "age", "allow", "authorization", "cache-control",
        "content-disposition", "content-encoding", "content-language", "content-length", "content-location",
        "content-range", "content-type", "cookie", "date", "etag", "expect", "expires", "from", "host", "if-match",
        "if-modified-since", "if-none-match", "if-range", "if-unmodified-since", "last-modified", "link", "location",
        "max-forwards", "proxy-authenticate", "proxy-authorization", "range", "referer", "refresh", "retry-after",
        "server", "set-cookie", "strict-transport-security", "transfer-encoding", "user-agent", "vary", "via",
        "www-authenticate",
    }
        .Select((name, index) => (Name: name, Index: index + 1))
        .DistinctBy(entry => entry.Name)
        .ToFrozenDictionary(entry => entry.Name, entry => entry.Index, StringComparer.Ordinal);

    public static Http2Request For(RequestHead head)
    {
        ArgumentNullException.ThrowIfNull(head);
        var block = new List<byte>();
        switch (head.Method)
        {
            case "GET":
                block.Add(0x82);
                break;
            case "POST":
                block.Add(0x83);
                break;
            default:
                Literal(block, ":method", head.Method);
                break;
        }

        block.Add(head.Url.Scheme == Uri.UriSchemeHttps ? (byte)0x87 : (byte)0x86);
        var host = head.RequestHeaders.First(header => header.Name == "Host").Value;
        Literal(block, ":authority", host);
        if (head.Url.PathAndQuery == "/")
        {
            block.Add(0x84);
        }
        else
        {
            Literal(block, ":path", head.Url.PathAndQuery);
        }

        foreach (var (name, value) in head.RequestHeaders.Concat(head.ContentHeaders))
        {
            if (name != "Host")
            {
                Literal(block, new string(name.Select(char.ToLowerInvariant).ToArray()), value);
            }
        }

        return new Http2Request([.. block], head.Body);
    }

    /// <summary>A literal header field without indexing (RFC 7541 section 6.2.2).</summary>
    private static void Literal(List<byte> block, string name, string value)
    {
        if (StaticNames.TryGetValue(name, out var index))
        {
            Integer(block, 0x00, 4, index);
        }
        else
        {
            block.Add(0x00);
            Text(block, name);
        }

        Text(block, value);
    }

    private static void Text(List<byte> block, string text)
    {
        var bytes = Encoding.ASCII.GetBytes(text);
        Integer(block, 0x00, 7, bytes.Length);
        block.AddRange(bytes);
    }

    /// <summary>
    /// An integer with an N-bit prefix (RFC 7541 section 5.1) after the pattern bits in <paramref name="first"/>.
    /// </summary>
    internal static void Integer(List<byte> block, byte first, int prefixBits, int value)
    {
        var limit = (1 << prefixBits) - 1;
        if (value < limit)
        {
            block.Add((byte)(first | value));
            return;
        }

        block.Add((byte)(first | limit));
        value -= limit;
        while (value >= 0x80)
        {
            block.Add((byte)((value & 0x7F) | 0x80));
            value >>= 7;
        }

        block.Add((byte)value);
    }
}
