using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Support;

/// <summary>Runs load for a test and writes what it measured to the test's output.</summary>
internal static class LoadTestRun
{
    public static async Task<LoadReport> RunAsync(LoadOptions options, ITestOutputHelper output, CancellationToken cancellationToken = default)
    {
        var report = await LoadRunner.RunAsync(options, null, cancellationToken);
        output.WriteLine($"{options.Model} {options.Engine} {options.Url}: requests {report.Requests}, responses {report.Responses}, achieved {report.AchievedRps:0.0}/s, errors {report.Errors}");
        output.WriteLine($"latency p50/p99/max {report.Latency.GetValueAtPercentile(50)}/{report.Latency.GetValueAtPercentile(99)}/{report.Latency.Max} us, uncorrected {report.UncorrectedLatency.GetValueAtPercentile(50)}/{report.UncorrectedLatency.GetValueAtPercentile(99)}/{report.UncorrectedLatency.Max} us, lateness p99 {report.SendLateness.GetValueAtPercentile(99)} us");
        output.WriteLine($"generator-limited: {report.GeneratorLimitedReason ?? "no"}");
        return report;
    }
}
