using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.ProgressLines;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Load.Capacity;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using Spectre.Console;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load --find-max</c> in a <see cref="MeasurementSession"/>: the capacity search with a progress line per
/// step, every step's runs written as load cases (and their files under artifacts/load/), the step table and the
/// answer line; also when Ctrl-C or SIGTERM stopped it (the steps so far, marked incomplete, exit 130 or 143).
/// </summary>
internal sealed class CapacitySession(CliConsole console, SelfCommand self)
{
    public async Task<int> RunAsync(LoadRequest request, CancellationToken cancellationToken)
    {
        if ((request.StartProblem() ?? request.ToSearch(request.Url ?? new Uri("http://127.0.0.1/")).Validate())
            is { } problem)
        {
            throw new UsageException(problem);
        }

        var session = MeasurementSession.Start(
            console, self, request.ResultsRoot, request.Out, [LoadResults.SuiteName]);
        CapacityOutcome? outcome = null;
        var ended = await session.MeasureAsync(
            request.Url,
            startedTargetUrl: baseAddress => new Uri(baseAddress, "plaintext"),
            interruptedBefore: "before the capacity search started",
            isFailure: exception => exception is LoadTargetException,
            async (target, cancellation) =>
            {
                var url = await StartedTargetHttp2.UrlForAsync(request, target.Url, cancellation)
                    .ConfigureAwait(false);
                outcome = await SearchAsync(request.ToSearch(url), cancellation).ConfigureAwait(false);
                return Outcome(outcome);
            },
            cancellationToken).ConfigureAwait(false);

        var suite = outcome is null ? null : CapacityResults.ToSuite(outcome);
        var run = session.Stamp(ended, "load", suite is null ? [] : [suite], null);
        await session.SaveAsync(run, () => WriteAsync(session, outcome, run), CancellationToken.None)
            .ConfigureAwait(false);
        if (suite is not null)
        {
            CapacityConsoleSummary.Write(console.Console, suite);
        }

        session.End(ended);
        if (outcome is { Complete: true } && ended.ExitCode != ExitCodes.Success)
        {
            console.WriteError(outcome.Text);
        }

        return ended.ExitCode;
    }

    /// <summary>Every step's files (each run's, as httplab load writes them), then the run's own.</summary>
    private static async Task WriteAsync(MeasurementSession session, CapacityOutcome? outcome, RunResult run)
    {
        if (outcome is not null)
        {
            var artifacts = session.Directory.Artifacts(LoadResults.SuiteName);
            foreach (var step in outcome.Steps)
            {
                for (var index = 0; index < step.Runs.Count; index++)
                {
                    await LoadArtifacts.WriteAsync(
                            step.Runs[index],
                            artifacts.Subfolder(CapacityResults.FolderName(step, index)),
                            CancellationToken.None)
                        .ConfigureAwait(false);
                }
            }
        }

        await session.ExportAsync(run, CancellationToken.None).ConfigureAwait(false);
    }

    private static SessionOutcome Outcome(CapacityOutcome outcome)
    {
        if (!outcome.Complete)
        {
            return SessionOutcome.Interrupted(
                $"after {outcome.Steps.Count} steps of the capacity search ({outcome.Text})");
        }

        return outcome.Answer switch
        {
            CapacityAnswer.Found or CapacityAnswer.AtLeast => SessionOutcome.Complete,
            CapacityAnswer.Below => SessionOutcome.ThresholdFailed,
            _ => SessionOutcome.CompleteButFailed,
        };
    }

    private async Task<CapacityOutcome> SearchAsync(CapacitySearchOptions options, CancellationToken cancellationToken)
    {
        console.Console.MarkupLineInterpolated($"Capacity search: [bold]{CapacityProgressText.Plan(options)}[/]");
        if (!console.Console.Profile.Capabilities.Interactive)
        {
            var throttle = new ProgressThrottle(TimeProvider.System, console.ProgressLineInterval);
            var lines = new SynchronousProgress<CapacityProgress>(update =>
            {
                // Every finished step gets its line; the runs' progress a line every few seconds.
                if (update.Finished is not null || throttle.TryTake())
                {
                    console.Console.WriteLine(CapacityProgressText.Line(update, options));
                }
            });
            return await CapacitySearch.RunAsync(options, lines, cancellationToken).ConfigureAwait(false);
        }

        CapacityOutcome? outcome = null;
        await console.Console.Status().StartAsync("Starting", async context =>
        {
            var progress = new SynchronousProgress<CapacityProgress>(update =>
            {
                if (update.Finished is not null)
                {
                    console.Console.WriteLine(CapacityProgressText.Line(update, options));
                }
                else
                {
                    context.Status(Markup.Escape(CapacityProgressText.Line(update, options)));
                }
            });
            outcome = await CapacitySearch.RunAsync(options, progress, cancellationToken).ConfigureAwait(false);
        }).ConfigureAwait(false);
        return outcome!;
    }
}
