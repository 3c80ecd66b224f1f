using System.Diagnostics;
using System.Globalization;
using HttpLab.Cli.Run;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Markdown;
using Spectre.Console;

namespace HttpLab.Cli.Load;

/// <summary>
/// One <c>httplab load</c>: creates the results folder, starts (and always stops) the target unless a URL was given,
/// runs the load with a progress line, and writes results.json, the report, CSVs, histograms and charts, also when
/// Ctrl-C stopped it (then marked incomplete, exit 130).
/// </summary>
internal sealed class LoadSession(CliConsole console, SelfCommand self)
{
    private static readonly TimeSpan TargetReadyTimeout = TimeSpan.FromSeconds(60);

    public async Task<int> RunAsync(LoadRequest request, CancellationToken cancellationToken)
    {
        // Checked with a stand-in URL first: a bad combination of options is a usage error before anything starts.
        if (request.ToOptions(new Uri("http://127.0.0.1/")).Validate() is { } problem)
        {
            throw new UsageException(problem);
        }

        var startedUtc = TimeProvider.System.GetUtcNow();
        ResultsDirectory directory;
        try
        {
            directory = ResultsDirectory.Create(request.ResultsRoot, request.Out, [LoadResults.SuiteName], startedUtc);
        }
        catch (ResultsDirectoryException exception)
        {
            throw new UsageException(exception.Message);
        }

        LoadReport? report = null;
        string? incompleteReason = null;
        var exitCode = ExitCodes.Success;
        try
        {
            await using var target = request.Url is null ? await StartTargetAsync(cancellationToken).ConfigureAwait(false) : null;
            var url = request.Url ?? new Uri(target!.BaseAddress, "plaintext");
            console.Console.MarkupLineInterpolated($"Target: [blue]{url}[/]{(target is null ? string.Empty : $" (child process {target.ProcessId})")}");
            report = await RunLoadAsync(request.ToOptions(url), cancellationToken).ConfigureAwait(false);
            if (!report.Complete)
            {
                (incompleteReason, exitCode) = ($"interrupted (Ctrl-C) after {report.MeasuredTime.TotalSeconds:0.#} s of the {DurationText.Format(request.Duration)} measured", ExitCodes.Interrupted);
            }
            else if (report.AllFailed)
            {
                exitCode = ExitCodes.Failure;
            }
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            (incompleteReason, exitCode) = ("interrupted (Ctrl-C) before the load started", ExitCodes.Interrupted);
        }
        catch (ServerStartException exception)
        {
            (incompleteReason, exitCode) = (exception.Message, ExitCodes.Failure);
        }

        var suite = report is null ? null : LoadResults.ToSuite(report);
        var run = new RunResult
        {
            RunId = Path.GetFileName(Path.TrimEndingDirectorySeparator(directory.Path)),
            StartedUtc = startedUtc,
            FinishedUtc = TimeProvider.System.GetUtcNow(),
            Complete = incompleteReason is null,
            IncompleteReason = incompleteReason,
            Profile = "load",
            Environment = EnvironmentProbe.Capture(),
            Suites = suite is null ? [] : [suite],
        };
        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, directory, CancellationToken.None).ConfigureAwait(false);
        }

        if (report is not null)
        {
            await LoadArtifacts.WriteAsync(report, run, suite!, directory, CancellationToken.None).ConfigureAwait(false);
        }

        LoadConsoleSummary.Write(console.Console, run, report);
        if (incompleteReason is not null)
        {
            console.WriteError(incompleteReason);
            directory.MarkIncomplete(incompleteReason);
        }
        else
        {
            directory.MarkComplete();
        }

        console.Console.MarkupLineInterpolated($"Report: [link]{Path.Combine(directory.Path, MarkdownReportExporter.FileName)}[/]");
        if (report is { Complete: true, AllFailed: true })
        {
            console.WriteError($"every request failed ({ErrorSummary(report.Errors)}): no response to measure");
        }

        return exitCode;
    }

    private static string ErrorSummary(LoadErrorCounts errors) => string.Join(", ", Enum.GetValues<LoadErrorKind>()
        .Where(kind => errors[kind] > 0)
        .Select(kind => string.Create(CultureInfo.InvariantCulture, $"{errors[kind]:#,0} {ErrorName(kind)}")));

    private static string ErrorName(LoadErrorKind kind) => kind switch
    {
        LoadErrorKind.NotSent => "never sent",
        LoadErrorKind.Timeout => "timed out",
        _ => kind.ToString().ToLowerInvariant(),
    };

    private async Task<ServerProcess> StartTargetAsync(CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        var target = await ServerProcess.StartTargetAsync(self, TargetReadyTimeout, cancellationToken).ConfigureAwait(false);
        console.Console.MarkupLineInterpolated($"Started the target in {Stopwatch.GetElapsedTime(started).TotalSeconds:0.0} s.");
        return target;
    }

    private async Task<LoadReport> RunLoadAsync(LoadOptions options, CancellationToken cancellationToken)
    {
        console.Console.MarkupLineInterpolated($"Load: [bold]{LoadProgressText.Plan(options)}[/]");
        if (!console.Console.Profile.Capabilities.Interactive)
        {
            // A log or a pipe shows no status spinner: a line a second instead.
            var lines = new SynchronousProgress<LoadProgress>(update => console.Console.WriteLine(LoadProgressText.Line(update, options)));
            return await LoadRunner.RunAsync(options, lines, cancellationToken).ConfigureAwait(false);
        }

        LoadReport? report = null;
        await console.Console.Status().StartAsync("Starting", async context =>
        {
            var progress = new SynchronousProgress<LoadProgress>(update => context.Status(Markup.Escape(LoadProgressText.Line(update, options))));
            report = await LoadRunner.RunAsync(options, progress, cancellationToken).ConfigureAwait(false);
        }).ConfigureAwait(false);
        return report!;
    }
}
