using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Findings;

/// <summary>Hand-built suites of the clients, async and load studies, shaped like the studies write them.</summary>
internal static class FindingSamples
{
    public static RunResult Run(params SuiteResult[] suites) => SampleRuns.Completed() with { Suites = suites };

    public static SuiteResult Clients() => new()
    {
        Name = "clients",
        Title = "Client APIs",
        Engine = "BenchmarkDotNet",
        Baseline = "SharedHttpClient",
        GroupBy = ["group", "concurrency", "bodyBytes"],
        Cases =
        [
            Micro("SharedHttpClient", Clients("webrequest-vs-httpclient", 1, 16), 50_000, 1, 2_950),
            Micro("HttpWebRequest", Clients("webrequest-vs-httpclient", 1, 16), 78_500, 1.57, 7_157.4, "slower"),
            Micro("SharedHttpClient", Clients("webrequest-vs-httpclient", 1, 4096), 52_000, 1, 2_990),
            Micro("HttpWebRequest", Clients("webrequest-vs-httpclient", 1, 4096), 53_040, 1.02, 10_994.3, "same"),
            Micro("SharedHttpClient", Clients("httpclient-variants", 1, 4096), 49_000, 1, 2_992),
            Micro("NewHttpClientPerRequest", Clients("httpclient-variants", 1, 4096), 273_420, 5.58, 20_246, "slower"),
            Micro("HttpClientFactory", Clients("httpclient-variants", 1, 4096), 46_550, 0.95, 3_849, "same"),
            Micro("SharedHttpClient", Clients("httpclient-variants", 16, 4096), 31_000, 1, 2_971),
            Micro("Http2Cleartext", Clients("httpclient-variants", 16, 4096), 17_980, 0.58, 4_531, "faster"),
            Micro(
                "NewHttpClientPerRequest", Clients("httpclient-variants", 16, 4096), 122_140, 3.94, 19_647, "unknown"),
        ],
    };

    public static SuiteResult Async() => new()
    {
        Name = "async",
        Title = "Async overhead",
        Engine = "BenchmarkDotNet",
        GroupBy = ["group"],
        Cases =
        [
            Micro("Baseline_ThreadSleep", Group("sleeps"), 100_115_683, 1, 7_072) with
            {
                IsBaseline = true,
                Metrics = Sleep(100_115_683, 1, 7_072),
            },
            Micro("TenSequentialDelays", Group("sleeps"), 119_345_969, 1.19, 8_920, "slower") with
            {
                Metrics = Sleep(119_345_969, 1.19, 8_920),
            },
            Micro("Baseline_ReturnThroughFrames", Group("exceptions", frames: 10), 110, 1, 720) with
            {
                IsBaseline = true,
            },
            Micro("CancelThroughFrames", Group("exceptions", frames: 10), 19_454, 176.92, 17_245.8, "unknown"),
            new CaseResult
            {
                Name = "timerResolution",
                Parameters = Group("timer"),
                Metrics = new Dictionary<string, double> { ["stopwatchResolutionNs"] = 1 },
                Distributions = new Dictionary<string, Distribution>
                {
                    ["taskDelay1Us"] = CancellationSample.Distribution(
                        20, 4_101, 4_330, 4_340, 4_350, 4_360, 4_370, 4_382.7, 4_382.7, 4_382.7, 4_382.7, 50),
                    ["cancelAfter1Us"] = CancellationSample.Distribution(
                        20, 4_090, 4_310, 4_330, 4_340, 4_345, 4_349, 4_349.9, 4_349.9, 4_349.9, 4_349.9, 48),
                },
            },
            Burst("burst/await", 56_928_000, 8, 8),
            Burst("burst/block-on-result", 127_970_500, 8, 9),
        ],
    };

    /// <summary>The load study: two routes at an open and a closed run, one route stalling at the open one.</summary>
    public static SuiteResult LoadStudy() => new()
    {
        Name = "load",
        Title = "Adapters under load",
        Engine = "HttpLab load generator",
        Baseline = "baseline",
        GroupBy = ["run"],
        Cases =
        [
            Load("baseline", "open 50 rps", 50, achieved: 50, requests: 50, p99Us: 4_036, latenessP99Us: 74),
            Load("adapter/sync-over-async", "open 50 rps", 50, achieved: 31, requests: 40, p99Us: 5_000_000,
                latenessP99Us: 309, timeouts: 9, notSent: 10) with
            {
                Warnings =
                [
                    "route stalled: all 16 connections were waiting for its answers; 10 requests were never sent and "
                        + "9 timed out",
                ],
            },
            Load("baseline", "closed 4 connections", null, achieved: 14_701, requests: 14_701, p99Us: 3_193),
            Load("adapter/sync-over-async", "closed 4 connections", null, achieved: 14_191, requests: 14_191,
                p99Us: 874),
        ],
    };

    /// <summary>What <c>httplab load</c> writes: one open-model case.</summary>
    public static SuiteResult LoadRun() => new()
    {
        Name = "load",
        Title = "Load test",
        Engine = "HttpLab load generator",
        Cases =
        [
            new CaseResult
            {
                Name = "open 1000 rps raw /plaintext",
                Parameters = new Dictionary<string, ParameterValue>
                {
                    ["model"] = ParameterValue.Of("open"), ["engine"] = ParameterValue.Of("raw"),
                    ["rate"] = ParameterValue.Of(1000), ["connections"] = ParameterValue.Of(16),
                },
                Metrics = new Dictionary<string, double>
                {
                    ["targetRps"] = 1_000, ["achievedRps"] = 999.7637, ["requests"] = 10_000, ["errors"] = 0,
                    ["errorsTimeout"] = 0, ["errorsNotSent"] = 0, ["status200"] = 10_000, ["generatorLimited"] = 0,
                    ["serverLimited"] = 0,
                },
                Distributions = new Dictionary<string, Distribution>
                {
                    ["latencyUs"] = CancellationSample.Distribution(
                        10_000, 31, 120, 60, 80, 300, 800, 1_452, 4_000, 5_500, 5_831, 200),
                    ["sendLatenessUs"] = CancellationSample.Distribution(
                        10_000, 1, 9, 6, 7, 10, 20, 78, 900, 4_000, 4_311, 40),
                },
            },
        ],
    };

    private static CaseResult Micro(
        string name,
        Dictionary<string, ParameterValue> parameters,
        double meanNs,
        double ratio,
        double allocated,
        string? verdict = null) => new()
        {
            Name = name,
            Parameters = parameters,
            Metrics = new Dictionary<string, double>
            {
                ["meanNs"] = meanNs, ["ratio"] = ratio, ["allocatedBytesPerOp"] = allocated, ["iterations"] = 15,
            },
            RatioVerdict = verdict,
        };

    private static Dictionary<string, double> Sleep(double meanNs, double ratio, double allocated) => new()
    {
        ["meanNs"] = meanNs, ["ratio"] = ratio, ["allocatedBytesPerOp"] = allocated, ["idealNs"] = 100_000_000,
        ["overIdealNs"] = meanNs - 100_000_000,
    };

    private static CaseResult Burst(string name, double drainNs, int startThreads, int peakThreads) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue>
        {
            ["group"] = ParameterValue.Of("burst"), ["callers"] = ParameterValue.Of(8),
            ["headersMs"] = ParameterValue.Of(50),
        },
        Metrics = new Dictionary<string, double>
        {
            ["drainNs"] = drainNs, ["startThreads"] = startThreads, ["peakThreads"] = peakThreads,
        },
    };

    private static CaseResult Load(
        string route,
        string run,
        double? target,
        double achieved,
        double requests,
        double p99Us,
        double latenessP99Us = 0,
        double timeouts = 0,
        double notSent = 0)
    {
        var metrics = new Dictionary<string, double>
        {
            ["achievedRps"] = achieved, ["requests"] = requests, ["errors"] = timeouts + notSent,
            ["errorsTimeout"] = timeouts, ["errorsNotSent"] = notSent, ["generatorLimited"] = 0,
            ["serverLimited"] = timeouts + notSent > 0 ? 1 : 0,
        };
        if (target is { } rate)
        {
            metrics["targetRps"] = rate;
        }

        return new CaseResult
        {
            Name = route,
            Parameters = new Dictionary<string, ParameterValue>
            {
                ["run"] = ParameterValue.Of(run), ["route"] = ParameterValue.Of("/" + route),
                ["model"] = ParameterValue.Of(target is null ? "closed" : "open"),
            },
            Metrics = metrics,
            Distributions = new Dictionary<string, Distribution>
            {
                ["latencyUs"] = CancellationSample.Distribution(
                    (long)requests, 100, p99Us / 4, p99Us / 5, p99Us / 3, p99Us / 2, p99Us / 1.5, p99Us, p99Us, p99Us,
                    p99Us, p99Us / 10),
                ["sendLatenessUs"] = CancellationSample.Distribution(
                    (long)requests, 0, latenessP99Us / 4, latenessP99Us / 5, latenessP99Us / 3, latenessP99Us / 2,
                    latenessP99Us / 1.5, latenessP99Us, latenessP99Us, latenessP99Us, latenessP99Us, 1),
            },
        };
    }

    private static Dictionary<string, ParameterValue> Clients(string group, int concurrency, int bodyBytes) => new()
    {
        ["group"] = ParameterValue.Of(group), ["concurrency"] = ParameterValue.Of(concurrency),
        ["bodyBytes"] = ParameterValue.Of(bodyBytes),
    };

    private static Dictionary<string, ParameterValue> Group(string group, int? frames = null)
    {
        var parameters = new Dictionary<string, ParameterValue> { ["group"] = ParameterValue.Of(group) };
        if (frames is { } count)
        {
            parameters["frames"] = ParameterValue.Of(count);
        }

        return parameters;
    }
}
