using System.Globalization;

namespace HttpLab.Load.Requests;

/// <summary>
/// A requests file: vegeta's HTTP targets format, plus an optional weight. Each request is a line <c>METHOD URL</c>,
/// then its headers (<c>Name: value</c>, one a line), then optionally <c>@path</c>, a file whose bytes are the body
/// (relative to the requests file's folder), which ends the request; otherwise a blank line ends it. Lines starting
/// with <c>#</c> are comments, but <c># weight N</c> inside a request gives it N turns per cycle (1 to 10,000; default
/// 1). URLs are all absolute (http://127.0.0.1:5000/echo, one scheme, host and port) or all paths (/echo, on the
/// target httplab starts).
/// </summary>
public static class RequestsFile
{
    /// <summary>The most requests one file may hold.</summary>
    public const int MaxRequests = 10_000;

    /// <summary>
    /// Reads and parses the file at <paramref name="path"/>, bodies included; on failure <paramref name="problem"/>
    /// says why in one line, with the line number when a line is at fault.
    /// </summary>
    public static bool TryRead(
        string path, out IReadOnlyList<RequestTemplate> requests, out string? problem)
    {
        ArgumentNullException.ThrowIfNull(path);
        requests = [];
        string text;
        try
        {
            text = File.ReadAllText(path);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            problem = $"cannot read '{path}': {exception.Message}";
            return false;
        }

        var directory = Path.GetDirectoryName(Path.GetFullPath(path)) ?? ".";
        return TryParse(text, directory, out requests, out problem);
    }

    /// <summary>
    /// Parses a requests file's text; <c>@path</c> bodies are read relative to <paramref name="directory"/>.
    /// </summary>
    public static bool TryParse(
        string text, string directory, out IReadOnlyList<RequestTemplate> requests, out string? problem)
    {
        ArgumentNullException.ThrowIfNull(text);
        ArgumentNullException.ThrowIfNull(directory);
        try
        {
            requests = Parse(text.Split('\n'), directory);
            problem = null;
            return true;
        }
        catch (FormatException exception)
        {
            requests = [];
            problem = exception.Message;
            return false;
        }
    }

    private static List<RequestTemplate> Parse(string[] lines, string directory)
    {
        var requests = new List<RequestTemplate>();
        RequestsFileEntry? entry = null;
        for (var index = 0; index < lines.Length; index++)
        {
            var number = index + 1;
            var line = lines[index].TrimEnd('\r').Trim(' ', '\t');
            if (line.Length == 0)
            {
                entry = Close(entry, requests);
                continue;
            }

            if (line[0] == '#')
            {
                if (Weight(line, number) is { } weight)
                {
                    (entry ??= new RequestsFileEntry(number)).SetWeight(weight, number);
                }

                continue;
            }

            if (entry is null || !entry.HasRequestLine)
            {
                (entry ??= new RequestsFileEntry(number)).SetRequestLine(line, number);
            }
            else if (line[0] == '@')
            {
                entry.SetBody(ReadBody(line[1..].Trim(), directory, number));
                entry = Close(entry, requests);
            }
            else if (RequestHeader.TryParse(line, out var header, out var headerProblem))
            {
                entry.Add(header);
            }
            else
            {
                throw new FormatException($"line {number}: {headerProblem} (a blank line ends a request)");
            }
        }

        Close(entry, requests);
        if (requests.Count == 0)
        {
            throw new FormatException("no request: write one as a line 'METHOD URL', e.g. 'GET /plaintext'");
        }

        return requests;
    }

    private static RequestsFileEntry? Close(RequestsFileEntry? entry, List<RequestTemplate> requests)
    {
        if (entry is null)
        {
            return null;
        }

        if (!entry.HasRequestLine)
        {
            throw new FormatException($"line {entry.FirstLine}: a weight without a request line after it");
        }

        if (requests.Count == MaxRequests)
        {
            throw new FormatException($"line {entry.FirstLine}: more than {MaxRequests:#,0} requests");
        }

        var request = entry.ToTemplate();
        if (request.Problem() is { } problem)
        {
            throw new FormatException($"line {entry.FirstLine}: {problem}");
        }

        if (requests.Count > 0 && SameOrigin(requests[0].Url, request.Url) is { } mismatch)
        {
            throw new FormatException($"line {entry.FirstLine}: {mismatch}");
        }

        requests.Add(request);
        return null;
    }

    private static string? SameOrigin(Uri first, Uri url)
    {
        if (first.IsAbsoluteUri != url.IsAbsoluteUri)
        {
            return "the file mixes paths and absolute URLs: use paths (on the target httplab starts) "
                + "or absolute URLs, not both";
        }

        if (!url.IsAbsoluteUri)
        {
            return null;
        }

        var origin = first.GetLeftPart(UriPartial.Authority);
        var other = url.GetLeftPart(UriPartial.Authority);
        return origin == other
            ? null
            : $"'{url}' goes to {other}, not {origin} as the first request: every request of a run shares one "
                + "scheme, host and port (one connection pool)";
    }

    /// <summary>The N of "# weight N", or null when the comment is not a weight.</summary>
    private static int? Weight(string comment, int number)
    {
        var words = comment.TrimStart('#').Split([' ', '\t'], StringSplitOptions.RemoveEmptyEntries);
        if (words.Length == 0
            || !string.Equals(words[0].TrimEnd(':'), "weight", StringComparison.OrdinalIgnoreCase))
        {
            return null;
        }

        if (words.Length != 2
            || !int.TryParse(words[1], NumberStyles.None, CultureInfo.InvariantCulture, out var weight)
            || weight is < 1 or > RequestTemplate.MaxWeight)
        {
            throw new FormatException(
                $"line {number}: '{comment}' is not a weight: write '# weight N' with N from 1 to "
                + $"{RequestTemplate.MaxWeight:#,0}");
        }

        return weight;
    }

    private static byte[] ReadBody(string path, string directory, int number)
    {
        if (path.Length == 0)
        {
            throw new FormatException($"line {number}: '@' names no body file: write '@path/to/body'");
        }

        var full = Path.GetFullPath(path, directory);
        try
        {
            var info = new FileInfo(full);
            if (info.Exists && info.Length > RequestTemplate.MaxBodyBytes)
            {
                throw new FormatException(
                    $"line {number}: body file '{path}' has {info.Length:#,0} bytes: at most "
                    + $"{RequestTemplate.MaxBodyBytes:#,0}");
            }

            return File.ReadAllBytes(full);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new FormatException($"line {number}: body file '{path}' cannot be read: {exception.Message}");
        }
    }
}
