using HdrHistogram;
using HttpLab.Results;
using HttpLab.Results.Histograms;

namespace HttpLab.Compare.Tests;

/// <summary>
/// Distributions as the studies record them: latencies in nanoseconds in an HdrHistogram, reported in microseconds,
/// drawn from a fixed log-normal spread (median about 100 μs, a tail to a few hundred).
/// </summary>
internal static class Latencies
{
    public static Distribution Of(int count, double factor = 1, int seed = 1)
    {
        var histogram = new LongHistogram(1, 3_600_000_000_000, 3);
        foreach (var nanoseconds in Values(count, seed))
        {
            histogram.RecordValue((long)(nanoseconds * factor));
        }

        return HistogramDistributions.From(histogram, 1000);
    }

    public static IEnumerable<double> Values(int count, int seed)
    {
        var random = new Random(seed);
        for (var index = 0; index < count; index++)
        {
            // Box-Muller: a standard normal from two uniforms.
            var normal = Math.Sqrt(-2 * Math.Log(1 - random.NextDouble()))
                * Math.Cos(2 * Math.PI * random.NextDouble());
            yield return 100_000 * Math.Exp(0.3 * normal);
        }
    }
}
