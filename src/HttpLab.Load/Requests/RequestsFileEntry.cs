namespace HttpLab.Load.Requests;

/// <summary>One request of a <see cref="RequestsFile"/> while its lines are read.</summary>
internal sealed class RequestsFileEntry(int firstLine)
{
    private readonly List<RequestHeader> headers = [];
    private string method = "";
    private Uri? url;
    private byte[]? body;
    private int? weight;

    public int FirstLine { get; private set; } = firstLine;

    public bool HasRequestLine => url is not null;

    public void SetRequestLine(string line, int number)
    {
        FirstLine = number;
        var parts = line.Split([' ', '\t'], StringSplitOptions.RemoveEmptyEntries);
        if (parts.Length != 2)
        {
            throw new FormatException(
                $"line {number}: '{line}' is not a request line: write 'METHOD URL', e.g. 'POST /echo'");
        }

        method = parts[0];
        url = parts[1].StartsWith('/')
            ? Uri.TryCreate(parts[1], UriKind.Relative, out var path) ? path : null
            : Uri.TryCreate(parts[1], UriKind.Absolute, out var absolute) ? absolute : null;
        if (url is null)
        {
            throw new FormatException(
                $"line {number}: '{parts[1]}' is neither a path (/echo) nor an absolute http:// URL");
        }

        if (url.IsAbsoluteUri && LoadTarget.Problem(url) is { } problem)
        {
            throw new FormatException($"line {number}: {problem}");
        }
    }

    public void SetWeight(int value, int number)
    {
        if (weight is not null)
        {
            throw new FormatException($"line {number}: a second weight for one request");
        }

        weight = value;
    }

    public void Add(RequestHeader header) => headers.Add(header);

    public void SetBody(byte[] bytes) => body = bytes;

    public RequestTemplate ToTemplate() => new()
    {
        Method = method,
        Url = url!,
        Headers = [.. headers],
        Body = body,
        Weight = weight ?? 1,
    };
}
