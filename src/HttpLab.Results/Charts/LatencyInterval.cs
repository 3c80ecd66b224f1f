namespace HttpLab.Results.Charts;

/// <summary>
/// One interval of a load run's latency over time, for <see cref="LatencyTimelineChart"/>; latencies in microseconds.
/// </summary>
/// <param name="Second">Seconds since measuring started at the interval's start.</param>
/// <param name="Requests">Responses in the interval; an interval without any is left out of the lines.</param>
/// <param name="P50Us">Median latency from intended send times.</param>
/// <param name="P99Us">99th-percentile latency from intended send times.</param>
/// <param name="UncorrectedP50Us">Median latency from actual send times.</param>
/// <param name="UncorrectedP99Us">99th-percentile latency from actual send times.</param>
public readonly record struct LatencyInterval(
    double Second, long Requests, double P50Us, double P99Us, double UncorrectedP50Us, double UncorrectedP99Us);
