using System.Text.Json.Serialization;
using HttpLab.Results.Json;

namespace HttpLab.Results;

/// <summary>
/// A distribution of measured values (from an HdrHistogram-style histogram), in the unit its metric name ends with.
/// Percentiles are the histogram's: the highest value equivalent to the recorded one at 3 significant digits.
/// </summary>
public sealed record Distribution
{
    public required long Count { get; init; }

    public required double Min { get; init; }

    public required double Mean { get; init; }

    public required double P50 { get; init; }

    public required double P75 { get; init; }

    public required double P90 { get; init; }

    public required double P95 { get; init; }

    public required double P99 { get; init; }

    public required double P999 { get; init; }

    public required double P9999 { get; init; }

    public required double Max { get; init; }

    public required double StdDev { get; init; }

    /// <summary>
    /// The percentile spectrum (percentile 0..100, value), for charts and exact comparison; may be empty.
    /// </summary>
    public IReadOnlyList<PercentilePoint> Spectrum { get; init; } = [];

    /// <summary>
    /// Every recorded value, as the histogram's non-empty buckets in rising value order, so that a comparison can
    /// resample the values themselves (a bootstrap) rather than trust one number; null when the distribution was
    /// written without it (results.json from before it was kept).
    /// </summary>
    [JsonConverter(typeof(HistogramBucketsJsonConverter))]
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<HistogramBucket>? Histogram { get; init; }

    /// <summary>
    /// When the distribution pools several process launches (<c>httplab run --launches N</c>), each launch's count,
    /// mean, p50, p90 and p99 in launch order; null for a distribution of one launch.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<LaunchStatistics>? Launches { get; init; }
}
