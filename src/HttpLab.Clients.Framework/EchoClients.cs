using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using HttpLab.Studies.Clients;

namespace HttpLab.Clients.Framework;

/// <summary>
/// Sends one validated echo the way a case says, as the .NET clients study does (HttpLab.Studies/Clients/
/// EchoRequests.cs): the same request line, headers and body from HttpClient and from HttpWebRequest, and the echo read
/// into one buffer and checked. Every validated echo is counted in <see cref="EchoTally"/>.
/// </summary>
internal sealed class EchoClients : IDisposable
{
    // HttpWebRequest always sends it (it is what KeepAlive = true means); HttpClient sends it too so the bytes match.
    private const string KeepAlive = "Keep-Alive";

    // HttpWebRequest's default timeout too; a stuck echo fails the case rather than hanging the run.
    private static readonly TimeSpan RequestTimeout = TimeSpan.FromSeconds(100);

    private readonly Uri echoUrl;
    private readonly HttpClient shared;

    public EchoClients(Uri echoUrl)
    {
        this.echoUrl = echoUrl;

        // The .NET study's handler settings: no cookies, no decompression, the system proxy.
        var handler = new HttpClientHandler
        {
            AutomaticDecompression = DecompressionMethods.None,
            UseCookies = false,
        };
        shared = new HttpClient(handler, disposeHandler: true) { Timeout = RequestTimeout };
    }

    /// <summary>
    /// On .NET, HttpWebRequest sends no <c>Expect: 100-continue</c> unless ServicePoint is touched; the .NET Framework
    /// and Mono send it with every POST by default (ServicePointManager.Expect100Continue), costing a round trip. It is
    /// turned off so both clients send the .NET study's request.
    /// </summary>
    public static void ConfigureProcess() => ServicePointManager.Expect100Continue = false;

    /// <summary>
    /// Sends one echo and validates it; <paramref name="buffer"/> must have one byte of room past the body, which is
    /// how an echo longer than the request is told from an exact one.
    /// </summary>
    public async Task SendAsync(
        string caseName, EchoPayload payload, byte[] buffer, CancellationToken cancellationToken)
    {
        try
        {
            await (caseName switch
            {
                CaseNames.SharedHttpClient => SendWithHttpClientAsync(payload, buffer, cancellationToken),
                CaseNames.HttpWebRequest => SendWithWebRequestAsync(payload, buffer, cancellationToken),
                _ => throw new ArgumentOutOfRangeException(nameof(caseName), caseName, "Unknown case."),
            }).ConfigureAwait(false);
        }
        catch (Exception exception)
        {
            EchoTally.Failed(exception);
            throw;
        }
    }

    public void Dispose() => shared.Dispose();

    private async Task SendWithHttpClientAsync(EchoPayload payload, byte[] buffer, CancellationToken cancellationToken)
    {
        using var request = new HttpRequestMessage(HttpMethod.Post, echoUrl)
        {
            Version = HttpVersion.Version11,
            Content = new ByteArrayContent(payload.Bytes)
            {
                Headers = { ContentType = new MediaTypeHeaderValue(EchoPayload.ContentType) },
            },
        };
        request.Headers.Connection.Add(KeepAlive);
        using var response = await shared.SendAsync(
            request, HttpCompletionOption.ResponseHeadersRead, cancellationToken).ConfigureAwait(false);
        if (response.Version != HttpVersion.Version11)
        {
            throw new EchoMismatchException($"{CaseNames.SharedHttpClient} (bodyBytes={payload.Length}): asked for "
                + $"HTTP/1.1, the response is HTTP/{response.Version}.");
        }

        using var body = await response.Content.ReadAsStreamAsync().ConfigureAwait(false);
        await ReadAndValidateAsync(
            CaseNames.SharedHttpClient,
            payload,
            response.StatusCode,
            response.Content.Headers.ContentType?.MediaType,
            body,
            buffer,
            cancellationToken).ConfigureAwait(false);
    }

    private async Task SendWithWebRequestAsync(EchoPayload payload, byte[] buffer, CancellationToken cancellationToken)
    {
        var request = WebRequest.CreateHttp(echoUrl);
        request.Method = HttpMethod.Post.Method;
        request.ContentType = EchoPayload.ContentType;
        request.ContentLength = payload.Length;
        using var abort = cancellationToken.Register(state => ((HttpWebRequest)state).Abort(), request);
        using (var requestBody = await request.GetRequestStreamAsync().ConfigureAwait(false))
        {
            await requestBody.WriteAsync(payload.Bytes, 0, payload.Length, cancellationToken).ConfigureAwait(false);
        }

        using var response = await GetResponseAsync(request, payload).ConfigureAwait(false);
        using var body = response.GetResponseStream();
        await ReadAndValidateAsync(
            CaseNames.HttpWebRequest,
            payload,
            response.StatusCode,
            response.ContentType,
            body,
            buffer,
            cancellationToken).ConfigureAwait(false);
    }

    private static async Task<HttpWebResponse> GetResponseAsync(HttpWebRequest request, EchoPayload payload)
    {
        try
        {
            return (HttpWebResponse)await request.GetResponseAsync().ConfigureAwait(false);
        }
        catch (WebException exception) when (exception.Response is HttpWebResponse response)
        {
            // HttpWebRequest throws on an error status; report it like the HttpClient case does.
            using (response)
            {
                throw new EchoMismatchException($"{CaseNames.HttpWebRequest} (bodyBytes={payload.Length}): POST /echo "
                    + $"answered {(int)response.StatusCode} {response.StatusCode}, expected 200.", exception);
            }
        }
    }

    private static async Task ReadAndValidateAsync(
        string caseName,
        EchoPayload payload,
        HttpStatusCode status,
        string? mediaType,
        Stream body,
        byte[] buffer,
        CancellationToken cancellationToken)
    {
        var read = await EchoCheck.ReadAsync(body, buffer, cancellationToken).ConfigureAwait(false);
        EchoCheck.Validate(caseName, payload, status, mediaType, buffer, read);
        EchoTally.Validated(caseName, payload.Length);
    }
}
