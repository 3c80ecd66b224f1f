using HttpLab.Contracts.Cancellation;

namespace HttpLab.Studies.Async;

/// <summary>
/// One sync-over-async burst: who calls, what they call, how long they may take and how often the pool is sampled.
/// </summary>
internal sealed record BurstSettings(
    Uri TargetUrl, int Callers, int HeadersMs, TimeSpan Timeout, TimeSpan SampleInterval)
{
    /// <summary>
    /// The target answers after 50 ms: long enough that every caller is in flight at once, short enough to repeat.
    /// </summary>
    public const int DefaultHeadersMs = 50;

    /// <summary>
    /// A blocking burst that has not drained after this long is not going to tell us more. Not 60 s: on a busy 2-core
    /// machine 64 blocked callers took 47 to 57 s to drain, the pool adding about one thread a second.
    /// </summary>
    public static readonly TimeSpan DefaultTimeout = TimeSpan.FromSeconds(120);

    public static readonly TimeSpan DefaultSampleInterval = TimeSpan.FromMilliseconds(10);

    public Uri DelayUrl => new(TargetUrl, CancellationRoutes.DelayUri(HeadersMs));

    public static BurstSettings For(Uri targetUrl, int callers) =>
        new(targetUrl, callers, DefaultHeadersMs, DefaultTimeout, DefaultSampleInterval);
}
