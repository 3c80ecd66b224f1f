using HdrHistogram;
using HttpLab.Results;
using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// The latency histograms of one case, in nanoseconds (1 ns to 1 h, 3 significant digits), reported in microseconds.
/// </summary>
internal sealed class CaseHistograms
{
    private const long HourNs = 3_600_000_000_000;
    private const double NanosecondsPerMicrosecond = 1000;
    private readonly Dictionary<MetricDefinition, LongHistogram> histograms = [];
    private readonly Dictionary<MetricDefinition, (int Count, long Lowest)> negatives = [];

    /// <summary>
    /// Per metric, the values below zero, which a histogram cannot hold and which were recorded as 0: how many, and the
    /// lowest (in ns). They are real: a timer can fire before its deadline, and a stamp can run after what it precedes.
    /// </summary>
    public IReadOnlyDictionary<MetricDefinition, (int Count, long Lowest)> Negatives => negatives;

    public void Record(MetricDefinition metric, long nanoseconds)
    {
        if (!histograms.TryGetValue(metric, out var histogram))
        {
            histogram = new LongHistogram(1, HourNs, 3);
            histograms[metric] = histogram;
        }

        if (nanoseconds < 0)
        {
            var (count, lowest) = negatives.GetValueOrDefault(metric, (0, 0));
            negatives[metric] = (count + 1, Math.Min(lowest, nanoseconds));
            nanoseconds = 0;
        }

        histogram.RecordValue(Math.Min(nanoseconds, HourNs));
    }

    public IReadOnlyDictionary<MetricDefinition, LongHistogram> All => histograms;

    public Dictionary<string, Distribution> Distributions() =>
        histograms.Where(pair => pair.Value.TotalCount > 0).ToDictionary(
            pair => pair.Key.Name, pair => ToDistribution(pair.Value));

    public static Distribution ToDistribution(LongHistogram histogram) =>
        HistogramDistributions.From(histogram, NanosecondsPerMicrosecond);
}
