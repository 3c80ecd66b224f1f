using HttpLab.Results.Charts;

namespace HttpLab.Results.Tests.Support;

/// <summary>
/// A fixed open-model load run for the latency chart: one case with corrected and uncorrected latency distributions
/// (with spectra to 99.99%), a generator-limited warning, and 20 one-second intervals, one of them without responses.
/// </summary>
internal static class LoadSample
{
    public static RunResult Run() =>
        CancellationSample.Run() with { RunId = "20250314T110000Z-load", Suites = [Suite()] };

    public static SuiteResult Suite() => new()
    {
        Name = "load",
        Title = "Load: GET /json at 2,000 requests/s",
        Engine = "httplab load, open model, 64 connections, 20 s",
        Cases = [Case()],
    };

    public static CaseResult Case() => new()
    {
        Name = "open 2000/s · GET /json",
        Metrics = new Dictionary<string, double> { ["requests"] = 38_000 },
        Distributions = new Dictionary<string, Distribution>
        {
            ["latencyUs"] = CancellationSample.Distribution(
                38_000, 210, 2_900, 1_150, 1_900, 4_800, 8_200, 16_400, 41_800, 52_300, 55_100, 4_100),
            ["uncorrectedLatencyUs"] = CancellationSample.Distribution(
                38_000, 205, 1_300, 1_020, 1_400, 2_100, 2_900, 5_100, 9_800, 14_200, 15_000, 1_200),
        },
        Warnings = ["generator-limited: sends fell behind schedule by up to 41 ms"],
    };

    public static IReadOnlyList<LatencyInterval> Intervals() =>
        Enumerable.Range(0, 20).Select(second => second == 12
            ? new LatencyInterval(second, 0, 0, 0, 0, 0)
            : new LatencyInterval(
                second, 1_900, 1_000 + (40 * second), 9_000 + (second % 5 * 3_000), 950 + (10 * second),
                4_000 + (second % 3 * 500))).ToArray();
}
