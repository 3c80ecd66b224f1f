using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests.Merge;

/// <summary>Load reports saved as <c>httplab load</c> saves its results folder, for the merge tests.</summary>
internal static class GeneratorFolders
{
    /// <summary>
    /// Writes <paramref name="report"/> into a new folder <paramref name="name"/> in <paramref name="parent"/>:
    /// results.json (with <paramref name="commandLine"/>, and <paramref name="parameters"/> added to its case), then
    /// the load run's own files (the per-second CSV, .hgrm files, latency.hlog, chart).
    /// </summary>
    public static async Task<string> WriteAsync(
        string parent,
        string name,
        LoadReport report,
        string commandLine = "httplab load --rate 1000 --duration 3s",
        IReadOnlyDictionary<string, ParameterValue>? parameters = null)
    {
        var folder = Path.Combine(parent, name);
        var suite = LoadResults.ToSuite(report);
        if (parameters is not null)
        {
            var loadCase = suite.Cases[0];
            var all = new Dictionary<string, ParameterValue>(loadCase.Parameters);
            foreach (var (key, value) in parameters)
            {
                all[key] = value;
            }

            suite = suite with { Cases = [loadCase with { Parameters = all }] };
        }

        var run = new RunResult
        {
            RunId = name,
            StartedUtc = report.MeasureStartUtc.AddSeconds(-1),
            FinishedUtc = report.MeasureStartUtc + report.MeasuredTime + TimeSpan.FromSeconds(1),
            Complete = report.Complete,
            IncompleteReason = report.Complete ? null : "stopped by Ctrl-C",
            CommandLine = commandLine,
            Profile = "load",
            Environment = SavedRuns.TestMachine,
            Suites = [suite],
        };
        var files = new ArtifactWriter(folder);
        await files.WriteTextAsync(JsonResultExporter.FileName, ResultsJson.Serialize(run), CancellationToken.None);
        await LoadArtifacts.WriteAsync(report, run, suite, files, CancellationToken.None);
        return folder;
    }
}
