namespace HttpLab.Load.Thresholds;

/// <summary>What a <see cref="LoadThreshold"/> measures.</summary>
public enum ThresholdStatistic
{
    /// <summary>A latency percentile (p50, p99.9), failures counted as slower than any limit.</summary>
    Percentile,

    /// <summary>The mean latency; any failure fails it.</summary>
    Mean,

    /// <summary>The highest latency; any failure fails it.</summary>
    Max,

    /// <summary>Requests without a response of an expected status, as a count.</summary>
    Errors,

    /// <summary>Requests without a response of an expected status, as a percentage of the measured requests.</summary>
    ErrorShare,

    /// <summary>Open model: successes per second as a percentage of the target rate.</summary>
    Rate,

    /// <summary>Successes per second.</summary>
    Rps,
}
