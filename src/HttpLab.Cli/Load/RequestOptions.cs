using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Load.Requests;

namespace HttpLab.Cli.Load;

/// <summary>
/// The options of <c>httplab load</c> that say what to send: --method, --header, --body, --body-file, --content-type
/// and --requests-file. Files are read once, when the command runs; a bad value is a one-line usage error.
/// </summary>
internal sealed class RequestOptions
{
    private readonly Option<string> method = new("--method", "-m")
    {
        Description = "The request method: GET, POST, PUT, DELETE, HEAD, PATCH, OPTIONS or any other token.",
        DefaultValueFactory = _ => "GET",
    };

    private readonly Option<RequestHeader[]> header = new("--header", "-H")
    {
        Description = "A header, 'Name: value'; repeat for more. Host, User-Agent (httplab-load) and Accept (*/*) "
            + "replace the engine's; Content-Length, Transfer-Encoding, Connection, Expect and the like are the "
            + "engine's own and refused. Header values are never written to the results.",
        CustomParser = ParseHeaders,
        AllowMultipleArgumentsPerToken = false,
    };

    private readonly Option<string?> body = new("--body")
    {
        Description = "Send this text (UTF-8) as the body of every request.",
    };

    private readonly Option<string?> bodyFile = new("--body-file")
    {
        Description = "Send this file's bytes as the body of every request (read once, at the start).",
    };

    private readonly Option<string?> contentType = new("--content-type")
    {
        Description = $"The body's Content-Type (default {RequestTemplate.DefaultContentType}, "
            + "e.g. application/json); only with --body or --body-file.",
    };

    private readonly Option<string?> requestsFile = new("--requests-file")
    {
        Description = "Send the requests of this file in turn instead: vegeta's format, 'METHOD URL', header lines, "
            + "optional '@body-file', a blank line between requests; '# weight N' inside one gives it N turns a "
            + "cycle. URLs all paths (/echo, on the started target) or all absolute on one host and port. "
            + "See README.md.",
    };

    public RequestOptions()
    {
        NonEmpty.Require(bodyFile, "a file");
        NonEmpty.Require(requestsFile, "a file");
        NonEmpty.Require(contentType, "a media type, e.g. application/json");
    }

    public IEnumerable<Option> All => [method, header, body, bodyFile, contentType, requestsFile];

    /// <summary>Reads the files the options name and checks how they combine; a problem is a usage error.</summary>
    public LoadRequests Read(ParseResult result, Uri? url)
    {
        var file = result.GetValue(requestsFile);
        var single = new[] { method, (Option)header, body, bodyFile, contentType }
            .Where(option => result.GetResult(option) is { Implicit: false })
            .Select(option => option.Name)
            .ToList();
        if (file is not null)
        {
            if (url is not null)
            {
                throw new UsageException("--requests-file holds the URLs: give it or a URL, not both");
            }

            if (single.Count > 0)
            {
                throw new UsageException(
                    $"{single[0]} describes a single request: with --requests-file, write it in the file");
            }

            if (!RequestsFile.TryRead(file, out var requests, out var problem))
            {
                throw new UsageException($"--requests-file {problem}");
            }

            return new LoadRequests("GET", [], null, null, requests);
        }

        var text = result.GetValue(body);
        var path = result.GetValue(bodyFile);
        if (text is not null && path is not null)
        {
            throw new UsageException("--body and --body-file both give the body: give one");
        }

        var request = new LoadRequests(
            result.GetRequiredValue(method),
            result.GetValue(header) ?? [],
            Body(text, path),
            result.GetValue(contentType),
            null);
        if (new RequestTemplate
            {
                Method = request.Method, Url = new Uri("http://127.0.0.1/"), Headers = request.Headers,
                Body = request.Body, ContentType = request.ContentType,
            }.Problem() is { } bad)
        {
            throw new UsageException(Name(bad));
        }

        return request.Method == "GET" && request.Headers.Count == 0 && request.Body is null
            ? LoadRequests.Get
            : request;
    }

    private static byte[]? Body(string? text, string? path) =>
        path is not null ? ReadBody(path) : text is null ? null : System.Text.Encoding.UTF8.GetBytes(text);

    private static byte[] ReadBody(string path)
    {
        try
        {
            var info = new FileInfo(path);
            if (info.Exists && info.Length > RequestTemplate.MaxBodyBytes)
            {
                throw new UsageException(
                    $"--body-file '{path}' has {info.Length:#,0} bytes: at most {RequestTemplate.MaxBodyBytes:#,0}");
            }

            return File.ReadAllBytes(path);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new UsageException($"--body-file '{path}' cannot be read: {exception.Message}");
        }
    }

    // The template's problems name no option: say which one holds the fault.
    private static string Name(string problem) => problem switch
    {
        _ when problem.StartsWith("method", StringComparison.Ordinal) => "--" + problem,
        _ when problem.StartsWith("a content type", StringComparison.Ordinal) => "--content-type: " + problem,
        _ when problem.StartsWith("a body", StringComparison.Ordinal) => "--body: " + problem,
        _ => "--header: " + problem,
    };

    private static RequestHeader[] ParseHeaders(ArgumentResult result)
    {
        var headers = new List<RequestHeader>();
        foreach (var token in result.Tokens)
        {
            if (!RequestHeader.TryParse(token.Value, out var parsed, out var problem))
            {
                result.AddError($"--header {problem}");
                return [];
            }

            headers.Add(parsed);
        }

        return [.. headers];
    }
}
