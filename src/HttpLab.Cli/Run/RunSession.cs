using System.Diagnostics;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Results.Markdown;
using HttpLab.Studies;
using Spectre.Console;

namespace HttpLab.Cli.Run;

/// <summary>
/// One <c>httplab run</c>: creates the results folder, starts (and always stops) the target, runs each study with a
/// progress display, and writes every output, also when a study fails or Ctrl-C stops the run (then marked incomplete).
/// </summary>
internal sealed class RunSession(CliConsole console, SelfCommand self)
{
    private static readonly TimeSpan TargetReadyTimeout = TimeSpan.FromSeconds(60);
    private static readonly TimeSpan InterruptGrace = TimeSpan.FromSeconds(3);

    public async Task<int> RunAsync(RunRequest request, CancellationToken cancellationToken)
    {
        var startedUtc = TimeProvider.System.GetUtcNow();
        ResultsDirectory directory;
        try
        {
            directory = ResultsDirectory.Create(request.ResultsRoot, request.Out, request.Studies.Select(study => study.Name).ToArray(), startedUtc);
        }
        catch (ResultsDirectoryException exception)
        {
            throw new UsageException(exception.Message);
        }

        var suites = new List<SuiteResult>();
        string? incompleteReason = null;
        var exitCode = ExitCodes.Success;
        try
        {
            await using var target = request.Target is null ? await StartTargetAsync(cancellationToken).ConfigureAwait(false) : null;
            var targetUrl = request.Target ?? target!.BaseAddress;
            console.Console.MarkupLineInterpolated($"Target: [blue]{targetUrl}[/]{(target is null ? string.Empty : $" (child process {target.ProcessId})")}");
            await RunStudiesAsync(request, targetUrl, target?.ProcessId, directory, suites, cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            (incompleteReason, exitCode) = ("interrupted (Ctrl-C) before every study finished", ExitCodes.Interrupted);
        }
        catch (Exception exception) when (exception is StudyFailedException or PayloadValidationException or ServerStartException or HttpRequestException)
        {
            (incompleteReason, exitCode) = (exception.Message, ExitCodes.Failure);
        }

        var run = new RunResult
        {
            RunId = Path.GetFileName(Path.TrimEndingDirectorySeparator(directory.Path)),
            StartedUtc = startedUtc,
            FinishedUtc = TimeProvider.System.GetUtcNow(),
            Complete = incompleteReason is null,
            IncompleteReason = incompleteReason,
            Profile = request.Profile.ToString().ToLowerInvariant(),
            Environment = EnvironmentProbe.Capture(),
            Suites = suites,
        };
        await WriteResultsAsync(run, directory).ConfigureAwait(false);

        ConsoleSummary.Write(console.Console, run);
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
        return exitCode;
    }

    private async Task<ServerProcess> StartTargetAsync(CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        var target = await ServerProcess.StartTargetAsync(self, TargetReadyTimeout, cancellationToken).ConfigureAwait(false);
        console.Console.MarkupLineInterpolated($"Started the target in {Stopwatch.GetElapsedTime(started).TotalSeconds:0.0} s.");
        return target;
    }

    private async Task RunStudiesAsync(RunRequest request, Uri targetUrl, int? targetProcessId, ResultsDirectory directory, List<SuiteResult> suites, CancellationToken cancellationToken)
    {
        var consumers = new ConsumerProcessLauncher(self, TargetReadyTimeout);
        StudyContext Context(IStudy study, IProgress<StudyProgress> progress) =>
            new(targetUrl, request.Profile, directory.ArtifactsPath(study.Name), progress) { TargetProcessId = targetProcessId, Consumers = consumers };

        if (!console.Console.Profile.Capabilities.Interactive)
        {
            // A log or a pipe: Spectre would print every task again at each refresh, so print each change once instead.
            foreach (var study in request.Studies)
            {
                var progress = new SynchronousProgress<StudyProgress>(update => console.Console.WriteLine(Describe(study, update)));
                suites.Add(await RunStudyAsync(study, Context(study, progress), suites, cancellationToken).ConfigureAwait(false));
            }

            return;
        }

        await console.Console.Progress()
            .AutoClear(false)
            .Columns(new TaskDescriptionColumn { Alignment = Justify.Left }, new ProgressBarColumn(), new PercentageColumn(), new ElapsedTimeColumn(), new SpinnerColumn())
            .StartAsync(async context =>
            {
                foreach (var study in request.Studies)
                {
                    var task = context.AddTask(Markup.Escape(study.Name), maxValue: 1);
                    var progress = new SynchronousProgress<StudyProgress>(update =>
                    {
                        task.MaxValue = Math.Max(1, update.TotalCases);
                        task.Value = update.CompletedCases;
                        task.Description = Markup.Escape(Describe(study, update));
                    });
                    var suite = await RunStudyAsync(study, Context(study, progress), suites, cancellationToken).ConfigureAwait(false);
                    task.Value = task.MaxValue;
                    task.StopTask();
                    suites.Add(suite);
                }
            }).ConfigureAwait(false);
    }

    private static string Describe(IStudy study, StudyProgress update) =>
        $"{study.Name} {update.CompletedCases}/{update.TotalCases}: {update.CurrentCase}";

    /// <summary>
    /// Ctrl-C stops waiting at once. A cooperative study then hands back the cases it finished within a moment (they
    /// join <paramref name="suites"/>); BenchmarkDotNet cannot be stopped, so its thread is left to die with the process.
    /// A study that fails hands back the cases it measured before failing; they join <paramref name="suites"/> too.
    /// </summary>
    private static async Task<SuiteResult> RunStudyAsync(IStudy study, StudyContext context, List<SuiteResult> suites, CancellationToken cancellationToken)
    {
        var work = study.RunAsync(context, cancellationToken);
        try
        {
            return await work.WaitAsync(cancellationToken).ConfigureAwait(false);
        }
        catch (StudyFailedException failed) when (failed.Partial is { } partial)
        {
            suites.Add(partial);
            throw;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            try
            {
                await work.WaitAsync(InterruptGrace, CancellationToken.None).ConfigureAwait(false);
            }
            catch (StudyInterruptedException interrupted)
            {
                suites.Add(interrupted.Partial);
            }
            catch (Exception exception) when (exception is OperationCanceledException or TimeoutException)
            {
                // Nothing finished to keep.
            }

            throw;
        }
    }

    private static async Task WriteResultsAsync(RunResult run, ResultsDirectory directory)
    {
        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, directory, CancellationToken.None).ConfigureAwait(false);
        }
    }
}
