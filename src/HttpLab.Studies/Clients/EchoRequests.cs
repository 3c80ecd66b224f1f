using System.Buffers;
using System.Net;
using System.Net.Http.Headers;

namespace HttpLab.Studies.Clients;

/// <summary>
/// One validated POST to <c>/echo</c>, with HttpClient or with HttpWebRequest. Both send the same request line, headers
/// and body (a test compares the raw bytes); both read the echo into a pooled buffer and check it the same way.
/// </summary>
internal static class EchoRequests
{
    // HttpWebRequest always sends it (it is what KeepAlive = true means); HttpClient sends it too so the bytes match.
    private const string KeepAlive = "Keep-Alive";

    public static async Task SendAsync(
        HttpClient client,
        ClientKind kind,
        Uri url,
        EchoPayload payload,
        Version version,
        CancellationToken cancellationToken)
    {
        using var request = new HttpRequestMessage(HttpMethod.Post, url)
        {
            Version = version,
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
            Content = new ByteArrayContent(payload.Bytes)
            {
                Headers = { ContentType = new MediaTypeHeaderValue(EchoPayload.ContentType) },
            },
        };
        if (version == HttpVersion.Version11)
        {
            // HTTP/2 forbids connection-specific headers, so only HTTP/1.1 requests carry it.
            request.Headers.Connection.Add(KeepAlive);
        }

        using var response = await client.SendAsync(
            request, HttpCompletionOption.ResponseHeadersRead, cancellationToken).ConfigureAwait(false);
        if (response.Version != version)
        {
            throw new EchoMismatchException($"{kind} (bodyBytes={payload.Length}): asked for HTTP/{version}, the "
                + $"response is HTTP/{response.Version}.");
        }

        var body = await response.Content.ReadAsStreamAsync(cancellationToken).ConfigureAwait(false);
        await using (body.ConfigureAwait(false))
        {
            await ReadAndValidateAsync(
                kind,
                payload,
                response.StatusCode,
                response.Content.Headers.ContentType?.MediaType,
                body,
                cancellationToken).ConfigureAwait(false);
        }
    }

    public static async Task SendWithWebRequestAsync(Uri url, EchoPayload payload, CancellationToken cancellationToken)
    {
        // Nothing here touches request.ServicePoint: on .NET that opts the request out of HttpWebRequest's shared
        // HttpClient (a new connection per request) and turns on Expect: 100-continue (ServicePointManager's default).
        // Obsolete since .NET 6, and still in use: what it costs next to HttpClient is what this case measures.
#pragma warning disable SYSLIB0014
        var request = WebRequest.CreateHttp(url);
#pragma warning restore SYSLIB0014
        request.Method = HttpMethod.Post.Method;
        request.ContentType = EchoPayload.ContentType;
        request.ContentLength = payload.Length;
        using var abort = cancellationToken.Register(static state => ((HttpWebRequest)state!).Abort(), request);
        var requestBody = await request.GetRequestStreamAsync().ConfigureAwait(false);
        await using (requestBody.ConfigureAwait(false))
        {
            await requestBody.WriteAsync(payload.Bytes, cancellationToken).ConfigureAwait(false);
        }

        using var response = await GetResponseAsync(request, payload).ConfigureAwait(false);
        var body = response.GetResponseStream();
        await using (body.ConfigureAwait(false))
        {
            await ReadAndValidateAsync(
                ClientKind.HttpWebRequest,
                payload,
                response.StatusCode,
                response.ContentType,
                body,
                cancellationToken).ConfigureAwait(false);
        }
    }

    private static async Task<HttpWebResponse> GetResponseAsync(HttpWebRequest request, EchoPayload payload)
    {
        try
        {
            return (HttpWebResponse)await request.GetResponseAsync().ConfigureAwait(false);
        }
        catch (WebException exception) when (exception.Response is HttpWebResponse response)
        {
            // HttpWebRequest throws on an error status; report it like the HttpClient cases do.
            using (response)
            {
                throw new EchoMismatchException($"{ClientKind.HttpWebRequest} (bodyBytes={payload.Length}): POST /echo "
                    + $"answered {(int)response.StatusCode} {response.StatusCode}, expected 200.", exception);
            }
        }
    }

    private static async Task ReadAndValidateAsync(
        ClientKind kind,
        EchoPayload payload,
        HttpStatusCode status,
        string? mediaType,
        Stream body,
        CancellationToken cancellationToken)
    {
        // One byte of room past the body is how an echo longer than the request is told from an exact one.
        var buffer = ArrayPool<byte>.Shared.Rent(payload.Length + 1);
        try
        {
            var read = await EchoCheck.ReadAsync(
                body, buffer.AsMemory(0, payload.Length + 1), cancellationToken).ConfigureAwait(false);
            EchoCheck.Validate(kind, payload, status, mediaType, buffer.AsSpan(0, read));
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }
}
