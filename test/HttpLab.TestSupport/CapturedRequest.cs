using System.Text;

namespace HttpLab.TestSupport;

/// <summary>One HTTP/1.1 request as its bytes arrived: the head (request line and headers) and the body.</summary>
public sealed record CapturedRequest(byte[] Head, byte[] Body)
{
    public string HeadText => Encoding.Latin1.GetString(Head);

    public IReadOnlyList<string> HeaderLines =>
        HeadText.Split("\r\n", StringSplitOptions.RemoveEmptyEntries).Skip(1).ToArray();

    public string RequestLine => HeadText[..HeadText.IndexOf("\r\n", StringComparison.Ordinal)];

    public byte[] Raw => [.. Head, .. Body];
}
