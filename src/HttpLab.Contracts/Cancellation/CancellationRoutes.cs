using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace HttpLab.Contracts.Cancellation;

/// <summary>
/// The routes, parameters and limits of the cancellation study's endpoints, where the server witnesses how soon a
/// client really stops after its <see cref="CancellationToken"/> fires:
/// <list type="bullet">
/// <item><c>GET /delay?headersMs=N</c>: waits N ms, then answers 200 with a short JSON body.</item>
/// <item><c>GET /trickle?bytes=N&amp;chunkBytes=K&amp;intervalMs=M</c>: headers at once (200,
/// <c>application/octet-stream</c>, <c>Content-Length: N</c>), then the body K bytes at a time, the first chunk at
/// once and each next one M ms later. The byte at offset i is <see cref="TrickleBody.ByteAt"/>(i).</item>
/// <item><c>GET /aborts/{id}?waitMs=W</c>: the <see cref="AbortRecord"/> of a request sent with
/// <see cref="RequestIdHeader"/>, 404 when unknown or evicted. With W &gt; 0 it first waits up to W ms for the
/// record to become final (<see cref="AbortRecord.Finished"/>); past that it answers with the record as it
/// stands.</item>
/// </list>
/// Every query parameter is required except <c>waitMs</c> (default 0). A missing, repeated, non-integer or
/// out-of-range value gets 400 problem details naming the parameter and its range; so does a malformed
/// <see cref="RequestIdHeader"/>. An id already held by a stored record gets 409.
/// </summary>
public static class CancellationRoutes
{
    /// <summary>The header that asks the server to keep an <see cref="AbortRecord"/> under its value.</summary>
    public const string RequestIdHeader = "X-Request-Id";

    /// <summary>The longest request id; ids are 1 to this many characters from <c>[A-Za-z0-9._-]</c>.</summary>
    public const int MaxRequestIdLength = 64;

    /// <summary>The route of <c>/delay</c>, and its <see cref="AbortRecord.Endpoint"/>.</summary>
    public const string DelayPath = "/delay";

    /// <summary>The route of <c>/trickle</c>, and its <see cref="AbortRecord.Endpoint"/>.</summary>
    public const string TricklePath = "/trickle";

    /// <summary>The prefix of <c>/aborts/{id}</c>.</summary>
    public const string AbortsPath = "/aborts";

    /// <summary><c>/delay</c>: milliseconds before the headers.</summary>
    public const string HeadersMsParameter = "headersMs";

    /// <summary><c>/trickle</c>: the body length.</summary>
    public const string BytesParameter = "bytes";

    /// <summary><c>/trickle</c>: the bytes per flushed chunk (the last may be shorter).</summary>
    public const string ChunkBytesParameter = "chunkBytes";

    /// <summary><c>/trickle</c>: milliseconds between chunks.</summary>
    public const string IntervalMsParameter = "intervalMs";

    /// <summary><c>/aborts/{id}</c>: milliseconds to wait for the record to be final; optional, 0 by default.</summary>
    public const string WaitMsParameter = "waitMs";

    /// <summary>The longest <c>/delay</c> wait (<c>headersMs</c> is 0 to this).</summary>
    public const int MaxHeadersMs = 60_000;

    /// <summary>The largest <c>/trickle</c> body, 64 MiB (<c>bytes</c> is 1 to this).</summary>
    public const int MaxTrickleBytes = 64 * 1024 * 1024;

    /// <summary>The largest <c>/trickle</c> chunk, 1 MiB (<c>chunkBytes</c> is 1 to this).</summary>
    public const int MaxChunkBytes = 1024 * 1024;

    /// <summary>The longest pause between <c>/trickle</c> chunks (<c>intervalMs</c> is 0 to this).</summary>
    public const int MaxIntervalMs = 60_000;

    /// <summary>The longest <c>/aborts/{id}</c> wait (<c>waitMs</c> is 0 to this).</summary>
    public const int MaxWaitMs = 10_000;

    /// <summary>How many records the server keeps; the oldest go first.</summary>
    public const int RecordCapacity = 100_000;

    /// <summary>
    /// The body of a <c>/delay</c> response, as JSON so that GetFromJsonAsync can read a request that was not
    /// cancelled.
    /// </summary>
    public const string DelayBody = "{\"delayed\":true}";

    private static readonly SearchValues<char> RequestIdCharacters =
        SearchValues.Create("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-");

    /// <summary>Whether <paramref name="id"/> is a valid <see cref="RequestIdHeader"/> value.</summary>
    public static bool IsValidRequestId([NotNullWhen(true)] string? id) =>
        id is { Length: > 0 and <= MaxRequestIdLength } && id.AsSpan().IndexOfAnyExcept(RequestIdCharacters) < 0;

    /// <summary>The relative URI of <c>/delay</c>, without a leading slash: it resolves below a base path.</summary>
    public static Uri DelayUri(int headersMs)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(headersMs);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(headersMs, MaxHeadersMs);
        return Relative($"{DelayPath}?{HeadersMsParameter}={headersMs}");
    }

    /// <summary>The relative URI of <c>/trickle</c>, without a leading slash: it resolves below a base path.</summary>
    public static Uri TrickleUri(int bytes, int chunkBytes, int intervalMs)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(bytes, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(bytes, MaxTrickleBytes);
        ArgumentOutOfRangeException.ThrowIfLessThan(chunkBytes, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(chunkBytes, MaxChunkBytes);
        ArgumentOutOfRangeException.ThrowIfNegative(intervalMs);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(intervalMs, MaxIntervalMs);
        FormattableString query =
            $"{BytesParameter}={bytes}&{ChunkBytesParameter}={chunkBytes}&{IntervalMsParameter}={intervalMs}";
        return Relative($"{TricklePath}?{query}");
    }

    /// <summary>
    /// The relative URI of <c>/aborts/{id}</c>, without a leading slash: it resolves below a base path.
    /// </summary>
    public static Uri AbortUri(string id, int waitMs = 0)
    {
        if (!IsValidRequestId(id))
        {
            throw new ArgumentException(
                $"'{id}' is not a valid request id: 1 to {MaxRequestIdLength} characters from [A-Za-z0-9._-].",
                nameof(id));
        }

        ArgumentOutOfRangeException.ThrowIfNegative(waitMs);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(waitMs, MaxWaitMs);
        return waitMs == 0 ? Relative($"{AbortsPath}/{id}") : Relative($"{AbortsPath}/{id}?{WaitMsParameter}={waitMs}");
    }

    // Without the leading slash the URI resolves below a base URL's path instead of replacing it, so a study given
    // http://host/fault/reset/ as its target sends http://host/fault/reset/delay, not http://host/delay.
    private static Uri Relative(FormattableString path) =>
        new(path.ToString(CultureInfo.InvariantCulture).TrimStart('/'), UriKind.Relative);
}
