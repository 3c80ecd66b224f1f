namespace HttpLab.Load.Reporting;

/// <summary>
/// The files every load run writes, declared once: <c>httplab load</c> beside results.json, report.md, load.csv and
/// load.svg; the load study in a folder per run inside its artifacts.
/// </summary>
public static class LoadFiles
{
    /// <summary>
    /// Per second: responses, p50Us, p99Us, errors, uncorrectedP50Us, uncorrectedP99Us, timeouts, refusedAtCap,
    /// notSentAtEnd, waitedForConnection, lateSends, generatorPauseUs, busyConnections, generatorCpuSeconds,
    /// generatorCollections, generatorGcPauseUs, generatorAllocatedBytes, generatorHeapBytes, generatorJitUs.
    /// </summary>
    public const string TimeSeries = "load-timeseries.csv";

    /// <summary>HdrHistogram's percentile distribution of latencyUs, every request (values in milliseconds).</summary>
    public const string LatencyDistribution = "latency.hgrm";

    /// <summary>
    /// HdrHistogram's percentile distribution of successLatencyUs, responses with an expected status only (values in
    /// milliseconds).
    /// </summary>
    public const string SuccessLatencyDistribution = "latency-success.hgrm";

    /// <summary>HdrHistogram's percentile distribution of uncorrectedLatencyUs (values in milliseconds).</summary>
    public const string UncorrectedLatencyDistribution = "latency-uncorrected.hgrm";

    /// <summary>HdrHistogram's percentile distribution of sendLatenessUs (values in milliseconds).</summary>
    public const string SendLatenessDistribution = "send-lateness.hgrm";

    /// <summary>
    /// HdrHistogram interval log: one untagged interval (corrected), one tagged "uncorrected" and one tagged
    /// "send-lateness" per second, microseconds.
    /// </summary>
    public const string IntervalLog = "latency.hlog";

    /// <summary>Latency over time and by percentile, corrected and uncorrected.</summary>
    public const string LatencyChart = "load-latency.svg";

    /// <summary>The tag of the uncorrected intervals in <see cref="IntervalLog"/>.</summary>
    public const string UncorrectedTag = "uncorrected";

    /// <summary>The tag of the send-lateness intervals in <see cref="IntervalLog"/>.</summary>
    public const string SendLatenessTag = "send-lateness";

    public static IReadOnlyList<string> All { get; } =
        [
            TimeSeries, LatencyDistribution, SuccessLatencyDistribution, UncorrectedLatencyDistribution,
            SendLatenessDistribution, IntervalLog, LatencyChart,
        ];
}
