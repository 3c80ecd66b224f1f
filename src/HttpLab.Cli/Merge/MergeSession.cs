using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Load;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Load.Reporting.Merge;
using HttpLab.Results;
using HttpLab.Results.Html;

namespace HttpLab.Cli.Merge;

/// <summary>
/// One <c>httplab merge</c>: reads and checks every generator's folder, refuses runs that are not parts of one run
/// (unless <c>--force</c>), builds the merged <see cref="LoadReport"/> and writes it as <c>httplab load</c> writes a
/// run (results.json, report.md, report.html, the CSVs, .hgrm files, interval log and charts) into a new folder, with
/// a suite of each generator's own numbers. Nothing is written when the inputs are refused.
/// </summary>
internal sealed class MergeSession(CliConsole console)
{
    public async Task<int> RunAsync(MergeRequest request, CancellationToken cancellationToken)
    {
        var generators = await ReadAsync(request.Folders, cancellationToken).ConfigureAwait(false);
        if (MergeChecks.Duplicate(generators) is { } duplicate)
        {
            throw new UsageException(duplicate);
        }

        var problems = MergeChecks.Problems(generators);
        if (problems.Count > 0 && !request.Force)
        {
            var more = problems.Count > 1 ? $"; and {problems.Count - 1} more problem(s)" : string.Empty;
            throw new UsageException($"{problems[0]}{more} (--force merges anyway, saying so in the report)");
        }

        var report = MergedLoad.Build(generators);
        var folder = ResultsOptions.CreateFolder(
            request.ResultsRoot, request.Out, ["merge"], TimeProvider.System.GetUtcNow());
        var suite = MergedSuites.Load(report, generators, [.. problems.Select(problem => $"FORCED MERGE: {problem}")]);
        var incomplete = generators
            .Where(generator => !generator.Run.Complete)
            .Select(generator => $"{generator.Label} did not complete ({generator.Run.IncompleteReason})")
            .ToArray();
        var run = new RunResult
        {
            RunId = folder.RunId,
            StartedUtc = generators.Min(generator => generator.Run.StartedUtc),
            FinishedUtc = generators.Max(generator => generator.Run.FinishedUtc),
            Complete = incomplete.Length == 0,
            IncompleteReason = incomplete.Length == 0 ? null : string.Join("; ", incomplete),
            CommandLine = console.CommandLine,
            Profile = "load",
            Environment = generators[0].Run.Environment,
            Suites = [suite, MergedSuites.Generators(generators)],
        };

        await LoadArtifacts.WriteAsync(report, run, suite, folder.Files, CancellationToken.None)
            .ConfigureAwait(false);
        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, folder, CancellationToken.None).ConfigureAwait(false);
        }

        LoadConsoleSummary.Write(console.Console, run, report);
        GeneratorsConsoleTable.Write(console.Console, generators);
        if (run.IncompleteReason is { } reason)
        {
            folder.MarkIncomplete(reason);
        }
        else
        {
            folder.MarkComplete();
        }

        console.WriteReportLine(Path.Combine(folder.Path, HtmlReportExporter.FileName));
        return ExitCode(run, report, suite);
    }

    private static async Task<IReadOnlyList<GeneratorRun>> ReadAsync(
        IReadOnlyList<string> folders, CancellationToken cancellationToken)
    {
        if (folders.Count < 2)
        {
            throw new UsageException(
                "nothing to merge: give the results folders of two or more httplab load generators "
                + $"('{folders.FirstOrDefault()}' alone is already one run)");
        }

        var named = folders
            .GroupBy(
                folder => Path.TrimEndingDirectorySeparator(Path.GetFullPath(
                    File.Exists(folder) ? Path.GetDirectoryName(Path.GetFullPath(folder))! : folder)),
                StringComparer.Ordinal)
            .FirstOrDefault(same => same.Count() > 1);
        if (named is not null)
        {
            throw new UsageException($"'{named.First()}' is named more than once: its requests would count twice");
        }

        var generators = new List<GeneratorRun>(folders.Count);
        foreach (var folder in folders)
        {
            var (run, file) = await ResultsFile.ReadAsync(folder, cancellationToken).ConfigureAwait(false);
            try
            {
                generators.Add(await GeneratorFolder.ReadAsync(run, file, Given(folder), cancellationToken)
                    .ConfigureAwait(false));
            }
            catch (MergeInputException exception)
            {
                throw new UsageException(exception.Message);
            }
        }

        return generators;
    }

    /// <summary>The folder as given, also when its results.json was: how the error lines name it.</summary>
    private static string Given(string path) =>
        Directory.Exists(path) ? path
        : Path.GetDirectoryName(path) is { Length: > 0 } parent ? parent
        : ".";

    /// <summary>
    /// As <c>httplab load</c> exits: 1 when nothing of the server's work was measured or a generator did not
    /// complete, 3 when a threshold failed on the merged run, else 0; each with its one error line.
    /// </summary>
    private int ExitCode(RunResult run, LoadReport report, SuiteResult suite)
    {
        if (report.AllFailed)
        {
            console.WriteError(
                $"every request of every generator failed ({LoadProgressText.Errors(report.Errors)}): "
                + "no response to measure");
            return ExitCodes.Failure;
        }

        if (report.NoSuccess)
        {
            console.WriteError($"no response had status {report.Options.ExpectStatus} ({report.StatusSummary()})");
            return ExitCodes.Failure;
        }

        if (run.IncompleteReason is { } reason)
        {
            console.WriteError($"the merged run is incomplete: {reason}");
            return ExitCodes.Failure;
        }

        var failed = suite.Cases[0].Thresholds.Where(threshold => !threshold.Passed).ToArray();
        if (failed.Length > 0)
        {
            var measured = failed.Select(threshold => $"{threshold.Threshold} (measured {threshold.MeasuredText})");
            console.WriteError($"threshold failed: {string.Join("; ", measured)}");
            return ExitCodes.ThresholdFailed;
        }

        return ExitCodes.Success;
    }
}
