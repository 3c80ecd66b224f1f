using System.Diagnostics;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Results;
using HttpLab.Results.Html;
using HttpLab.Studies;
using Spectre.Console;

namespace HttpLab.Cli.Session;

/// <summary>
/// What <c>httplab run</c> and <c>httplab load</c> share, in the order they call it: <see cref="Start"/> creates the
/// results folder, <see cref="MeasureAsync"/> starts (and always stops) the target unless a URL was given,
/// <see cref="WriteResultsAsync"/> stamps the run and writes it through every exporter, and <see cref="End"/> marks
/// the folder complete or INCOMPLETE and prints where the report is. The results are written also when the
/// measurement failed or Ctrl-C stopped it.
/// </summary>
internal sealed class MeasurementSession
{
    /// <summary>How long a server child process (the target, the load study's consumer API) has to be ready.</summary>
    public static readonly TimeSpan ServerReadyTimeout = TimeSpan.FromSeconds(60);

    private readonly CliConsole console;
    private readonly SelfCommand self;
    private readonly DateTimeOffset startedUtc;

    private MeasurementSession(
        CliConsole console, SelfCommand self, ResultsDirectory directory, DateTimeOffset startedUtc)
    {
        this.console = console;
        this.self = self;
        this.startedUtc = startedUtc;
        Directory = directory;
    }

    public ResultsDirectory Directory { get; }

    /// <summary>Creates the results folder (<see cref="ResultsOptions.CreateFolder"/>) and starts the clock.</summary>
    public static MeasurementSession Start(
        CliConsole console, SelfCommand self, string resultsRoot, string? output, IReadOnlyList<string> suiteNames)
    {
        var startedUtc = TimeProvider.System.GetUtcNow();
        var directory = ResultsOptions.CreateFolder(resultsRoot, output, suiteNames, startedUtc);
        return new MeasurementSession(console, self, directory, startedUtc);
    }

    /// <summary>
    /// Runs <paramref name="measure"/> against <paramref name="givenTarget"/>, or against a target child process
    /// started for it (stopped when it returns) at the URL <paramref name="startedTargetUrl"/> makes of its address.
    /// Ctrl-C, a target that does not start and the exceptions <paramref name="isFailure"/> accepts end the session
    /// incomplete; any other exception is a bug and propagates.
    /// </summary>
    public async Task<SessionOutcome> MeasureAsync(
        Uri? givenTarget,
        Func<Uri, Uri> startedTargetUrl,
        string interruptedBefore,
        Func<Exception, bool> isFailure,
        Func<SessionTarget, CancellationToken, Task<SessionOutcome>> measure,
        CancellationToken cancellationToken)
    {
        try
        {
            await using var target = givenTarget is null
                ? await StartTargetAsync(cancellationToken).ConfigureAwait(false)
                : null;
            var url = givenTarget ?? startedTargetUrl(target!.BaseAddress);
            var childProcess = target is null ? string.Empty : $" (child process {target.ProcessId})";
            console.Console.MarkupLineInterpolated($"Target: [blue]{url}[/]{childProcess}");
            return await measure(new SessionTarget(url, target?.ProcessId), cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return SessionOutcome.Interrupted(interruptedBefore);
        }
        catch (Exception exception) when (exception is ServerStartException || isFailure(exception))
        {
            return SessionOutcome.Failed(FailureMessage.Of(exception));
        }
    }

    /// <summary>Stamps the run (its id is the folder's name) and writes it through every exporter.</summary>
    public async Task<RunResult> WriteResultsAsync(
        SessionOutcome outcome,
        string profile,
        IReadOnlyList<SuiteResult> suites,
        IReadOnlyList<StudyRuntimeInfo>? studyRuntimes,
        CancellationToken cancellationToken)
    {
        var run = Stamp(outcome, profile, suites, studyRuntimes);
        await SaveAsync(run, () => ExportAsync(run, cancellationToken), cancellationToken).ConfigureAwait(false);
        return run;
    }

    /// <summary>The run as measured, its id the folder's name, not yet written.</summary>
    public RunResult Stamp(
        SessionOutcome outcome,
        string profile,
        IReadOnlyList<SuiteResult> suites,
        IReadOnlyList<StudyRuntimeInfo>? studyRuntimes) => new()
    {
        RunId = Path.GetFileName(Path.TrimEndingDirectorySeparator(Directory.Path)),
        StartedUtc = startedUtc,
        FinishedUtc = TimeProvider.System.GetUtcNow(),
        Complete = outcome.IncompleteReason is null,
        IncompleteReason = outcome.IncompleteReason,
        Profile = profile,
        Environment = EnvironmentProbe.Capture() with { StudyRuntimes = studyRuntimes },
        Suites = suites,
        CommandLine = console.CommandLine,
    };

    /// <summary>
    /// Writes the run through every exporter, report.html last, so that it links every file already in the folder.
    /// </summary>
    public async Task ExportAsync(RunResult run, CancellationToken cancellationToken)
    {
        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, Directory, cancellationToken).ConfigureAwait(false);
        }
    }

    /// <summary>
    /// Runs <paramref name="write"/>, the writes of a measured run into the folder; when the folder cannot take them
    /// (a full disk, a folder made read-only or removed during the run), keeps the run's results.json in a temporary
    /// folder (<see cref="UnsavedResults"/>) and throws <see cref="ResultsNotWrittenException"/> saying where.
    /// </summary>
    public async Task SaveAsync(RunResult run, Func<Task> write, CancellationToken cancellationToken)
    {
        try
        {
            await write().ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw await UnsavedResults.KeepAsync(run, Directory.Path, exception, cancellationToken)
                .ConfigureAwait(false);
        }
    }

    /// <summary>
    /// Marks the folder complete, or incomplete with the reason (also printed as the error line), and prints the
    /// report's path.
    /// </summary>
    public void End(SessionOutcome outcome)
    {
        if (outcome.IncompleteReason is { } reason)
        {
            console.WriteError(reason);
            Directory.MarkIncomplete(reason);
        }
        else
        {
            Directory.MarkComplete();
        }

        console.WriteReportLine(Path.Combine(Directory.Path, HtmlReportExporter.FileName));
    }

    private async Task<ServerProcess> StartTargetAsync(CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        var target = await ServerProcess.StartTargetAsync(self, ServerReadyTimeout, cancellationToken)
            .ConfigureAwait(false);
        var seconds = Stopwatch.GetElapsedTime(started).TotalSeconds;
        console.Console.MarkupLineInterpolated($"Started the target in {seconds:0.0} s.");
        return target;
    }
}
