using HdrHistogram;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Support;

/// <summary>Runs load for a test and writes what it measured to the test's output.</summary>
internal static class LoadTestRun
{
    public static async Task<LoadReport> RunAsync(
        LoadOptions options, ITestOutputHelper output, CancellationToken cancellationToken = default)
    {
        var report = await LoadRunner.RunAsync(options, null, cancellationToken);
        output.WriteLine(
            $"{options.Model} {options.Engine} {options.Url}: requests {report.Requests}, "
            + $"responses {report.Responses}, achieved {report.AchievedRps:0.0}/s, errors {report.Errors}");
        output.WriteLine(
            $"latency p50/p99/max {P(report.Latency, 50)}/{P(report.Latency, 99)}/{report.Latency.GetMaxValue()} us, "
            + $"uncorrected {P(report.UncorrectedLatency, 50)}/{P(report.UncorrectedLatency, 99)}/"
            + $"{report.UncorrectedLatency.GetMaxValue()} us, lateness p99 {P(report.SendLateness, 99)} us");
        output.WriteLine($"generator-limited: {report.GeneratorLimitedReason ?? "no"}");
        return report;
    }

    private static long P(HdrHistogram.HistogramBase histogram, double percentile) =>
        LatencyHistograms.ValueAtPercentile(histogram, percentile);
}
