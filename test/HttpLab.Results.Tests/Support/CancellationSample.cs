namespace HttpLab.Results.Tests.Support;

/// <summary>
/// A fixed cancellation-precision run: two phases × two mechanisms, each with μs distributions (with spectra) and
/// counts, and a timer-resolution case with only the timer's distributions and the Stopwatch tick. Numbers are typed,
/// not computed, so the CSV's round-trip doubles stay short.
/// </summary>
internal static class CancellationSample
{
    public static RunResult Run() => new()
    {
        RunId = "20250314T100000Z-cancellation",
        StartedUtc = SampleRuns.Started.AddMinutes(30),
        FinishedUtc = SampleRuns.Started.AddMinutes(31).AddSeconds(48.2),
        Complete = true,
        Profile = "quick",
        Environment = SampleRuns.Environment,
        Suites = [Suite()],
    };

    public static SuiteResult Suite() => new()
    {
        Name = "cancellation",
        Title = "Cancellation precision",
        Engine = "HttpLab cancellation harness, 200 iterations per case, deadline 5 ms",
        TargetUrl = "http://127.0.0.1:5080/cancel/{phase}",
        Cases =
        [
            PhaseCase("headers", "cancelAfter", 200, 0, 1.8, 5.37, new Dictionary<string, Distribution>
            {
                ["slackUs"] = Summary(12.1, 58.4, 51.3, 66.8, 88.2, 104.7, 162.3, 410.6, 31.9),
                ["propagationUs"] = Summary(18.4, 41.2, 36.9, 45.1, 58.7, 71.3, 128.8, 240.1, 21.5),
                ["overshootUs"] = Summary(35.2, 99.6, 90.1, 112.4, 141.9, 171.0, 268.4, 612.7, 46.8),
                ["serverNoticeUs"] = Summary(45.8, 120.3, 104.6, 131.2, 170.4, 205.9, 388.1, 910.2, 71.6),
                ["nextRequestAfterCancelUs"] = Summary(310.5, 482.7, 455.1, 520.3, 611.8, 688.2, 902.6, 1480.3, 121.4),
                ["reusedConnectionRequestUs"] = Summary(88.2, 131.6, 122.4, 140.7, 171.3, 196.5, 288.0, 402.9, 38.1),
            }),
            PhaseCase("headers", "timeout", 200, 0, 2.2, 6.55, new Dictionary<string, Distribution>
            {
                ["slackUs"] = Summary(14.8, 71.2, 62.6, 81.5, 107.6, 127.7, 198.0, 500.9, 38.9),
                ["propagationUs"] = Summary(22.4, 50.3, 45.0, 55.0, 71.6, 87.0, 157.1, 292.9, 26.2),
                ["overshootUs"] = Summary(42.9, 121.5, 109.9, 137.1, 173.1, 208.6, 327.4, 747.5, 57.1),
                ["serverNoticeUs"] = Summary(55.9, 146.8, 127.6, 160.1, 207.9, 251.2, 473.5, 1110.4, 87.4),
                ["nextRequestAfterCancelUs"] = Summary(319.8, 497.2, 468.8, 535.9, 630.2, 708.8, 929.7, 1524.7, 125.0),
                ["reusedConnectionRequestUs"] = Summary(90.8, 135.5, 126.1, 144.9, 176.4, 202.4, 296.6, 415.0, 39.2),
            }),
            PhaseCase("body", "cancelAfter", 200, 0, 2.43, 7.25, new Dictionary<string, Distribution>
            {
                ["slackUs"] = Summary(16.3, 78.8, 69.3, 90.2, 119.1, 141.3, 219.1, 554.3, 43.1),
                ["propagationUs"] = Summary(24.8, 55.6, 49.8, 60.9, 79.2, 96.3, 173.9, 324.1, 29.0),
                ["overshootUs"] = Summary(47.5, 134.5, 121.6, 151.7, 191.6, 230.9, 362.3, 827.1, 63.2),
                ["serverNoticeUs"] = Summary(61.8, 162.4, 141.2, 177.1, 230.0, 278.0, 523.9, 1228.8, 96.7),
                ["nextRequestAfterCancelUs"] = Summary(335.3, 521.3, 491.5, 561.9, 660.7, 743.3, 974.8, 1598.7, 131.1),
                ["reusedConnectionRequestUs"] = Summary(95.3, 142.1, 132.2, 152.0, 185.0, 212.2, 311.0, 435.1, 41.1),
            }),
            // The three late completions never threw: they have a timer slack but no propagation, overshoot or server
            // notice.
            PhaseCase("body", "timeout", 197, 3, 2.88, 8.59, new Dictionary<string, Distribution>
            {
                ["slackUs"] = Summary(19.4, 93.4, 82.1, 106.9, 141.1, 167.5, 259.7, 657.0, 51.0),
                ["propagationUs"] =
                    Summary(29.4, 65.9, 59.0, 72.2, 93.9, 114.1, 206.1, 384.2, 34.4) with { Count = 197 },
                ["overshootUs"] =
                    Summary(56.3, 159.4, 144.2, 179.8, 227.0, 273.6, 429.4, 980.3, 74.9) with { Count = 197 },
                ["serverNoticeUs"] =
                    Summary(73.3, 192.5, 167.4, 209.9, 272.6, 329.4, 621.0, 1456.3, 114.6) with { Count = 197 },
                ["nextRequestAfterCancelUs"] = Summary(347.8, 540.6, 509.7, 582.7, 685.2, 770.8, 1010.9, 1657.9, 136.0),
                ["reusedConnectionRequestUs"] = Summary(98.8, 147.4, 137.1, 157.6, 191.9, 220.1, 322.6, 451.2, 42.7),
            }) with
            {
                Warnings = ["3 of 200 iterations completed although the token had fired."],
            },
            new CaseResult
            {
                Name = "timerResolution",
                Metrics = new Dictionary<string, double> { ["stopwatchResolutionNs"] = 1 },
                Distributions = new Dictionary<string, Distribution>
                {
                    ["taskDelay1Us"] = Distribution(
                        1000, 1052.3, 1088.6, 1081.2, 1097.4, 1121.9, 1142.0, 1210.7, 1488.5, 1602.2, 1602.2, 38.2),
                    ["cancelAfter1Us"] = Distribution(
                        1000, 1031.8, 1071.9, 1066.0, 1080.3, 1102.6, 1121.4, 1190.2, 1455.7, 1530.9, 1530.9, 35.4),
                },
            },
        ],
    };

    /// <summary>A distribution of 200 values: P99.9 and P99.99 are its maximum.</summary>
    public static Distribution Summary(
        double min, double mean, double p50, double p75, double p90,
        double p95, double p99, double max, double stdDev) =>
        Distribution(200, min, mean, p50, p75, p90, p95, p99, max, max, max, stdDev);

    public static Distribution Distribution(
        long count, double min, double mean, double p50, double p75, double p90, double p95, double p99,
        double p999, double p9999, double max, double stdDev) => new()
        {
            Count = count, Min = min, Mean = mean, P50 = p50, P75 = p75, P90 = p90, P95 = p95, P99 = p99,
            P999 = p999, P9999 = p9999, Max = max, StdDev = stdDev,

            // A coarse spectrum through the statistics, with two points below the median so the curve bends like a real
            // one.
            Spectrum =
            [
                new(0, min), new(10, Math.Round(min + (0.45 * (p50 - min)), 1)),
                new(25, Math.Round(min + (0.75 * (p50 - min)), 1)), new(50, p50),
                new(75, p75), new(90, p90), new(95, p95), new(99, p99), new(99.9, p999),
                .. (count >= 10_000 ? [new PercentilePoint(99.99, p9999)] : Array.Empty<PercentilePoint>()),
                new(100, max),
            ],
        };

    private static CaseResult PhaseCase(
        string phase, string mechanism, int cancelled, int lateCompletions,
        double overshootP50Pct, double overshootP99Pct, Dictionary<string, Distribution> distributions) => new()
        {
            Name = $"{phase} · {mechanism}",
            Parameters = new Dictionary<string, ParameterValue>
            {
                ["phase"] = ParameterValue.Of(phase), ["mechanism"] = ParameterValue.Of(mechanism),
            },
            Metrics = new Dictionary<string, double>
            {
                ["cancelled"] = cancelled, ["lateCompletions"] = lateCompletions, ["completedBeforeDeadline"] = 0,
                ["unseenAborts"] = 0, ["errors"] = 0,
                ["overshootP50PctOfDeadline"] = overshootP50Pct, ["overshootP99PctOfDeadline"] = overshootP99Pct,
            },
            Distributions = distributions,
        };
}
