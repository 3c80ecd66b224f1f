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

    /// <summary>The run's results.json in a new folder <paramref name="name"/> in <paramref name="parent"/>.</summary>
    public static async Task<string> WriteAsync(string parent, string name, RunResult run)
    {
        var folder = Path.Combine(parent, name);
        Directory.CreateDirectory(folder);
        await File.WriteAllTextAsync(Path.Combine(folder, "results.json"), ResultsJson.Serialize(run));
        return folder;
    }
}
