namespace HttpLab.Results.Tests.Support;

/// <summary>Fixed runs with no real machine data: the input of every expected-output test.</summary>
internal static class SampleRuns
{
    public static readonly DateTimeOffset Started = new(2025, 3, 14, 9, 30, 0, TimeSpan.Zero);

    public static EnvironmentInfo Environment { get; } = new()
    {
        Os = "Debian GNU/Linux 12 (bookworm)",
        Kernel = "6.1.0-18-amd64",
        CpuModel = "AMD EPYC 7763 64-Core Processor",
        LogicalCores = 8,
        RuntimeVersion = ".NET 10.0.0",
        GcMode = "Workstation, concurrent",
        HttpLabVersion = "0.1.0",
        GitCommit = "3f2c1a9e5b7d4c6a8f0e1d2c3b4a5968778695a4",
    };

    /// <summary>
    /// Two suites: a grouped BenchmarkDotNet-style one with a baseline, and an ungrouped one with gaps and awkward
    /// names.
    /// </summary>
    public static RunResult Interrupted() => new()
    {
        RunId = "20250314T093000Z-json+clients",
        StartedUtc = Started,
        FinishedUtc = Started.AddSeconds(252.5),
        Complete = false,
        IncompleteReason = "Cancelled (Ctrl+C) while suite 'clients' was running.",
        Profile = "quick",
        Environment = Environment,
        Suites = [Json(), Clients()],
    };

    public static RunResult Completed() => Interrupted() with { Complete = true, IncompleteReason = null };

    public static SuiteResult Json() => new()
    {
        Name = "json",
        Title = "JSON payload reading",
        Engine = "BenchmarkDotNet 0.14.0, in-process, quick profile",
        Baseline = "GetAsync_ReadAsStringAsync",
        GroupBy = ["size"],
        TargetUrl = "http://127.0.0.1:5080/weather/{size}",
        Warnings = ["The quick profile runs 3 iterations; treat differences under 5% as noise."],
        Cases =
        [
            JsonCase(
                "GetAsync_ReadAsStringAsync", 10, 113_118.4, 1_953.2, 1_731.0, 112_204.9, 1.00,
                5_806.08, 1.00, 1.2207, 0, 0, 15),
            JsonCase(
                "GetAsync_ReadAsStreamAsync", 10, 110_412.7, 1_421.6, 1_190.4, 110_588.2, 0.98,
                4_065.28, 0.70, 0.9766, 0, 0, 14),
            JsonCase(
                "GetStreamAsync", 10, 113_004.5, 718.9, 567.3, 112_931.0, 1.00,
                3_041.28, 0.52, 0.7324, 0, 0, 12) with
            {
                IterationsNs =
                [
                    112_931.0, 113_512.25, 112_004.5, 113_990.0, 112_650.75, 113_004.5,
                    112_860.0, 114_021.5, 112_377.25, 113_250.0, 112_998.0, 113_454.25,
                ],
                LaunchMediansNs = [112_931.0, 113_250.0],
            },
            JsonCase(
                "GetFromJsonAsync", 10, 111_903.3, 661.2, 618.5, 111_874.6, 0.99,
                3_809.28, 0.66, 0.7324, 0, 0, 15),
            JsonCase(
                "GetAsync_ReadAsStringAsync", 10_000, 7_793_512.3, 155_561.2, 268_339.9, 7_660_021.4, 1.00,
                5_041_029.12, 1.00, 1_093.75, 1_093.75, 984.375, 100),
            JsonCase(
                "GetAsync_ReadAsStreamAsync", 10_000, 7_469_280.1, 114_953.3, 107_528.7, 7_488_815.2, 0.96,
                2_726_184.96, 0.54, 593.75, 593.75, 500, 15),
            JsonCase(
                "GetStreamAsync", 10_000, 5_476_011.8, 50_204.4, 39_198.1, 5_473_602.9, 0.70,
                664_913.92, 0.13, 101.5625, 62.5, 39.0625, 13) with
            {
                Warnings = ["It seems that the distribution is bimodal (mValue = 3.4)."],
            },
            JsonCase(
                "GetFromJsonAsync", 10_000, 5_462_190.6, 56_188.3, 46_921.5, 5_465_013.3, 0.70,
                665_856, 0.13, 101.5625, 62.5, 39.0625, 14),
        ],
    };

    public static SuiteResult Clients() => new()
    {
        Name = "clients",
        Title = "Client lifetime | pooling",
        Engine = "HttpLab load engine, closed loop",
        Cases =
        [
            new CaseResult
            {
                Name = "SharedClient",
                Parameters = new Dictionary<string, ParameterValue>
                {
                    ["client"] = ParameterValue.Of("shared HttpClient"), ["connections"] = ParameterValue.Of(4),
                },
                Metrics = new Dictionary<string, double>
                {
                    ["meanNs"] = 48_213.7, ["errorNs"] = 812.4, ["stdDevNs"] = 760.0, ["p95Ns"] = 61_200,
                    ["allocatedBytesPerOp"] = 2_456, ["gen0Per1000"] = 0.4883,
                    ["iterations"] = 20_000, ["requestsPerSecond"] = 82_811.3,
                },
            },
            new CaseResult
            {
                Name = "SocketsHandler pooled",
                Parameters = new Dictionary<string, ParameterValue>
                {
                    ["client"] = ParameterValue.Of("SocketsHttpHandler"), ["connections"] = ParameterValue.Of(16),
                },
                Metrics = new Dictionary<string, double>
                {
                    ["meanNs"] = 45_980.1, ["errorNs"] = 1_020.7, ["stdDevNs"] = 954.8, ["p95Ns"] = 58_900,
                    ["allocatedBytesPerOp"] = 2_210, ["gen0Per1000"] = 0.4272,
                    ["iterations"] = 20_000, ["requestsPerSecond"] = 347_982.5,
                },
            },
            new CaseResult
            {
                Name = "New client per request, \"no pooling\"",
                Parameters = new Dictionary<string, ParameterValue>
                {
                    ["client"] = ParameterValue.Of("new HttpClient()"), ["connections"] = ParameterValue.Of(4),
                },
                Metrics = new Dictionary<string, double>
                {
                    ["meanNs"] = 1_245_870.2, ["errorNs"] = 40_112.9, ["stdDevNs"] = 37_521.4, ["p95Ns"] = 1_802_000,
                    ["iterations"] = 1_500, ["requestsPerSecond"] = 3_210.4,
                },
                Warnings =
                [
                    "Socket exhaustion risk: 1,500 sockets left in TIME_WAIT.",
                    "Allocation was not measured: the engine ran out of process.",
                ],
            },
        ],
    };

    private static CaseResult JsonCase(
        string name, int size, double mean, double error, double stdDev, double median, double ratio,
        double allocated, double allocRatio, double gen0, double gen1, double gen2, int iterations) => new()
        {
            Name = name,
            Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(size) },
            Metrics = new Dictionary<string, double>
            {
                ["meanNs"] = mean, ["errorNs"] = error, ["stdDevNs"] = stdDev, ["medianNs"] = median, ["ratio"] = ratio,
                ["allocatedBytesPerOp"] = allocated, ["allocRatio"] = allocRatio,
                ["gen0Per1000"] = gen0, ["gen1Per1000"] = gen1, ["gen2Per1000"] = gen2, ["iterations"] = iterations,
            },
        };
}
