using HttpLab.Load.Requests;

namespace HttpLab.Load.Engines.Http;

/// <summary>
/// A <see cref="RequestHead"/> as an <see cref="HttpRequestMessage"/> that makes SocketsHttpHandler write the bytes the
/// raw engine writes: headers added unvalidated (written as given, never reformatted) in the head's order, the Host
/// header only when it is not the URL's (the handler writes that one itself, first), Content-Length set last so it is
/// written last. HttpClient needs a new message per request; the body's array is shared.
/// </summary>
internal static class HttpRequestFactory
{
    /// <summary>The message for <paramref name="head"/>, sent exactly in <paramref name="version"/>.</summary>
    public static HttpRequestMessage Create(RequestHead head, Version version)
    {
        var request = new HttpRequestMessage(new HttpMethod(head.Method), head.Url)
        {
            Version = version,
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
        };
        var headers = head.RequestHeaders;
        for (var index = head.HostIsDefault ? 1 : 0; index < headers.Count; index++)
        {
            Add(request.Headers, headers[index]);
        }

        // Without a body the handler writes "Content-Length: 0" itself for the methods the head has it for.
        if (head.Body is { } body)
        {
            var content = new ByteArrayContent(body);
            foreach (var header in head.ContentHeaders)
            {
                if (header.Name == "Content-Length")
                {
                    content.Headers.ContentLength = body.Length;
                }
                else
                {
                    Add(content.Headers, header);
                }
            }

            request.Content = content;
        }

        return request;
    }

    private static void Add(System.Net.Http.Headers.HttpHeaders headers, RequestHeader header)
    {
        if (!headers.TryAddWithoutValidation(header.Name, header.Value))
        {
            // RequestFields checked every header at the start: this is a bug, not bad input.
            throw new InvalidOperationException($"HttpClient refused the header '{header.Name}'.");
        }
    }
}
