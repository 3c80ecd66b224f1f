namespace HttpLab.Results;

/// <summary>How a metric's value is scaled and printed.</summary>
public enum MetricKind
{
    /// <summary>A duration in nanoseconds, printed in the unit that suits its table (ns, μs, ms, s).</summary>
    DurationNs,

    /// <summary>A size in bytes, printed in B, KB or MB (1 KB = 1024 B).</summary>
    Bytes,

    /// <summary>A dimensionless ratio to a baseline, printed with two decimals.</summary>
    Ratio,

    /// <summary>A count per 1000 operations, printed with four decimals, "-" for zero.</summary>
    PerThousand,

    /// <summary>A whole count.</summary>
    Count,

    /// <summary>
    /// A count per operation that may be fractional (e.g. thread-pool work items), printed with up to four decimals.
    /// </summary>
    PerOperation,

    /// <summary>A percentage, printed with one decimal and a % sign.</summary>
    Percent,

    /// <summary>A distribution of durations in microseconds (a <see cref="Distribution"/>, not a scalar).</summary>
    DistributionUs,

    /// <summary>
    /// A rate per second (e.g. requests per second), printed with one decimal and thousands separators.
    /// </summary>
    PerSecond,

    /// <summary>
    /// A duration in seconds that is a total, not a per-operation time (e.g. CPU time), printed with two decimals and
    /// "s".
    /// </summary>
    Seconds,

    /// <summary>A yes/no verdict stored as 1 or 0, printed "yes" or "no".</summary>
    Flag,
}
