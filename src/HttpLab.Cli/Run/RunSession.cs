using System.Runtime.InteropServices;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.ProgressLines;
using HttpLab.Cli.Runtimes;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies;
using Spectre.Console;

namespace HttpLab.Cli.Run;

/// <summary>
/// One <c>httplab run</c> in a <see cref="MeasurementSession"/>: runs each study with a progress display; the cases of
/// a study that fails or that Ctrl-C stops are kept in the results, then marked incomplete.
/// </summary>
internal sealed class RunSession(CliConsole console, SelfCommand self)
{
    private static readonly TimeSpan InterruptGrace = TimeSpan.FromSeconds(3);

    public async Task<int> RunAsync(RunRequest request, CancellationToken cancellationToken)
    {
        var studyNames = request.Studies.Select(study => study.Name).ToArray();
        var session = MeasurementSession.Start(console, self, request.ResultsRoot, request.Out, studyNames);
        var suites = new List<SuiteResult>();
        RuntimeSet? runtimes = null;
        var outcome = await session.MeasureAsync(
            request.Target,
            startedTargetUrl: baseAddress => baseAddress,
            interruptedBefore: "before every study finished",
            // An OperationCanceledException that Ctrl-C did not cause is a timeout: HttpClient's, on a stalling target.
            isFailure: exception => exception is StudyFailedException or PayloadValidationException
                or HttpRequestException or OperationCanceledException,
            async (target, cancellation) =>
            {
                var studies = request.Studies;
                if (request.Runtimes is { } selection)
                {
                    runtimes = selection.OwnRuntime
                        ? RuntimeSet.Of(SelfRunner.For(self), selection.BaselineRuntime)
                        : await PrepareRuntimesAsync(selection, cancellation).ConfigureAwait(false);
                    if (runtimes.Builds.Count == 0)
                    {
                        return SessionOutcome.Failed(
                            $"none of the runtimes named in {selection.Option} could be had");
                    }

                    studies = [.. studies.Select(study => OnRuntimes(study, selection, runtimes))];
                }

                await RunStudiesAsync(
                        request with { Studies = studies },
                        target.Url,
                        target.ProcessId,
                        session.Directory,
                        suites,
                        cancellation)
                    .ConfigureAwait(false);
                return SessionOutcome.Complete;
            },
            cancellationToken).ConfigureAwait(false);

        var profile = request.Profile.ToString().ToLowerInvariant();
        var run = await session.WriteResultsAsync(
                outcome, profile, suites, runtimes?.Describe(), CancellationToken.None)
            .ConfigureAwait(false);
        ConsoleSummary.Write(console.Console, run);
        session.End(outcome);
        return outcome.ExitCode;
    }

    private async Task RunStudiesAsync(
        RunRequest request,
        Uri targetUrl,
        int? targetProcessId,
        ResultsDirectory directory,
        List<SuiteResult> suites,
        CancellationToken cancellationToken)
    {
        var consumers = new ConsumerProcessLauncher(self, MeasurementSession.ServerReadyTimeout);
        StudyContext Context(IStudy study, IProgress<StudyProgress> progress) =>
            new(targetUrl, request.Profile, directory.Artifacts(study.Name), progress)
            {
                TargetProcessId = targetProcessId,
                Consumers = consumers,
                Order = request.Order,
            };

        if (!console.Console.Profile.Capabilities.Interactive)
        {
            // A log or a pipe: Spectre would print every task again at each refresh, and a line a step would bury the
            // log (the cancel study takes thousands of steps), so a line every few seconds, with the time left.
            foreach (var study in request.Studies)
            {
                var log = new StudyProgressLog(
                    study.Name,
                    line => console.Console.WriteLine(line),
                    TimeProvider.System,
                    console.ProgressLineInterval);
                var suite = await RunStudyAsync(study, Context(study, log), suites, cancellationToken)
                    .ConfigureAwait(false);
                log.Finished();
                suites.Add(suite);
            }

            return;
        }

        await console.Console.Progress()
            .AutoClear(false)
            .Columns(
                new TaskDescriptionColumn { Alignment = Justify.Left },
                new ProgressBarColumn(),
                new PercentageColumn(),
                new ElapsedTimeColumn(),
                new SpinnerColumn())
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
                    var suite = await RunStudyAsync(study, Context(study, progress), suites, cancellationToken)
                        .ConfigureAwait(false);
                    task.Value = task.MaxValue;
                    task.StopTask();
                    suites.Add(suite);
                }
            }).ConfigureAwait(false);
    }

    private async Task<RuntimeSet> PrepareRuntimesAsync(RuntimeSelection selection, CancellationToken cancellation)
    {
        var cache = new RunnerBuildCache(selection.CacheRoot, RunnerBuildCache.BuiltFromSources, selection.MonoPath);
        console.Console.MarkupLineInterpolated(
            $"Preparing the study runners for {string.Join(", ", selection.Runtimes)} (cache: {cache.Root})...");
        Func<StudyRuntime, CancellationToken, Task<RunnerBuild>> obtain = selection.Builds is { } builds
            ? (runtime, cancellation) => builds.Single(build => build.Runtime == runtime)
                .RunnerAsync(selection.CacheRoot, cancellation)
            : cache.GetAsync;
        return await RuntimeSet.PrepareAsync(
                selection.Runtimes,
                selection.BaselineRuntime,
                obtain,
                line => console.Console.WriteLine(line),
                line => console.Console.MarkupLineInterpolated($"[yellow]{line}[/]"),
                cancellation)
            .ConfigureAwait(false);
    }

    /// <summary>
    /// The study on every runtime of <paramref name="runtimes"/>; the load study, which runs on HttpLab's own, says so.
    /// On HttpLab's own runtime, a study that takes one launch (under the default launches, every study but the
    /// micro-benchmark ones and cancel) runs as it is, in this process, and the load study's launches run one after
    /// another in this process (<see cref="RepeatedStudy"/>).
    /// </summary>
    internal static IStudy OnRuntimes(IStudy study, RuntimeSelection selection, RuntimeSet runtimes)
    {
        var launches = selection.LaunchesOf(study.Name);
        if (selection.OwnRuntime && launches == 1)
        {
            return study;
        }

        if (selection.OwnRuntime && !RuntimesStudy.Supported.Contains(study.Name))
        {
            return new RepeatedStudy(study, launches);
        }

        return RuntimesStudy.Supported.Contains(study.Name)
            ? new RuntimesStudy(study, selection.Options, runtimes, launches)
            : new WarningStudy(
                study,
                $"{study.Name} ran once, in httplab's own process on {RuntimeInformation.FrameworkDescription}: "
                + $"{selection.Option} and --launches apply to "
                + string.Join(", ", RuntimesStudy.Supported.Order(StringComparer.Ordinal)));
    }

    private static string Describe(IStudy study, StudyProgress update) =>
        $"{study.Name} {update.CompletedCases}/{update.TotalCases}: {update.CurrentCase}";

    /// <summary>
    /// Ctrl-C stops waiting at once. A cooperative study then hands back the cases it finished within a moment (they
    /// join <paramref name="suites"/>); BenchmarkDotNet cannot be stopped, so its thread is left to die with the
    /// process. A study that fails hands back the cases it measured before failing; they join <paramref name="suites"/>
    /// too.
    /// </summary>
    private static async Task<SuiteResult> RunStudyAsync(
        IStudy study, StudyContext context, List<SuiteResult> suites, CancellationToken cancellationToken)
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
}
