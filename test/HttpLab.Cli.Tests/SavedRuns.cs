using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests;

/// <summary>Hand-made runs saved as results folders, for the commands that read results (compare, report).</summary>
internal static class SavedRuns
{
    public static EnvironmentInfo TestMachine { get; } = new()
    {
        Os = "Debian GNU/Linux 13",
        Kernel = "6.12",
        CpuModel = "Test CPU",
        LogicalCores = 2,
        RuntimeVersion = ".NET 10.0.0",
        GcMode = "Workstation, concurrent",
        HttpLabVersion = "0.1.0",
    };

    /// <summary>A complete quick run of three minutes on <see cref="TestMachine"/>.</summary>
    public static RunResult Run(string runId, DateTimeOffset started, IReadOnlyList<SuiteResult> suites) => new()
    {
        RunId = runId,
        StartedUtc = started,
        FinishedUtc = started.AddMinutes(3),
        Complete = true,
        Profile = "quick",
        Environment = TestMachine,
        Suites = suites,
    };

    /// <summary>Fifteen iterations of about 100 μs, as a quick-profile case measures them.</summary>
    public static IReadOnlyList<double> QuickIterations { get; } =
    [
        100_000, 101_200, 99_400, 102_300, 98_900, 100_700, 99_800, 101_900,
        100_300, 98_600, 101_400, 99_100, 100_900, 102_800, 99_600,
    ];

    /// <summary>
    /// A json case at size 10 measured as <see cref="QuickIterations"/>, each iteration <paramref name="factor"/> times
    /// as long, allocating 4 KiB an operation.
    /// </summary>
    public static CaseResult JsonCase(string name, double factor = 1) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(10) },
        Metrics = new Dictionary<string, double>
        {
            ["meanNs"] = QuickIterations.Average() * factor,
            ["allocatedBytesPerOp"] = 4_096,
            ["iterations"] = QuickIterations.Count,
        },
        IterationsNs = [.. QuickIterations.Select(value => value * factor)],
    };

    /// <summary>The json study's suite of <paramref name="cases"/>.</summary>
    public static SuiteResult JsonSuite(IReadOnlyList<CaseResult> cases) => new()
    {
        Name = "json",
        Title = "JSON client patterns",
        Engine = "BenchmarkDotNet",
        GroupBy = ["size"],
        Cases = cases,
    };

    /// <summary>The run's results.json in a new folder <paramref name="name"/> in <paramref name="parent"/>.</summary>
    public static async Task<string> WriteAsync(string parent, string name, RunResult run)
    {
        var folder = Path.Combine(parent, name);
        Directory.CreateDirectory(folder);
        await File.WriteAllTextAsync(Path.Combine(folder, "results.json"), ResultsJson.Serialize(run));
        return folder;
    }
}
