using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.ProgressLines;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using Spectre.Console;

namespace HttpLab.Cli.Load;

/// <summary>
/// One <c>httplab load</c> in a <see cref="MeasurementSession"/>: runs the load with a progress line, and writes the
/// CSVs, histograms and charts beside results.json and the report, also when Ctrl-C or SIGTERM stopped it (then
/// marked incomplete, exit 130 or 143).
/// </summary>
internal sealed class LoadSession(CliConsole console, SelfCommand self)
{
    public async Task<int> RunAsync(LoadRequest request, CancellationToken cancellationToken)
    {
        // Checked first (with a stand-in URL when the target is started): a bad combination of options is a usage error
        // before anything starts.
        if ((request.StartProblem() ?? request.ToOptions(request.Url ?? new Uri("http://127.0.0.1/")).Validate())
            is { } problem)
        {
            throw new UsageException(problem);
        }

        if (request.SendQuantum > TimeSpan.Zero && request.Rate is null)
        {
            throw new UsageException("--send-quantum paces the open model's schedule: give --rate too");
        }

        var session = MeasurementSession.Start(
            console, self, request.ResultsRoot, request.Out, [LoadResults.SuiteName]);
        LoadReport? report = null;
        IntervalLogFile? intervalLog = null;
        var outcome = await session.MeasureAsync(
            request.Url,
            startedTargetUrl: baseAddress => new Uri(baseAddress, "plaintext"),
            interruptedBefore: "before the load started",
            isFailure: exception => exception is LoadTargetException,
            async (target, cancellation) =>
            {
                var url = await StartedTargetHttp2.UrlForAsync(request, target.Url, cancellation)
                    .ConfigureAwait(false);
                if (Missed(request.Start) is { } missed)
                {
                    return SessionOutcome.Failed(missed);
                }

                var options = request.ToOptions(url);
                intervalLog = new IntervalLogFile(session.Directory.Files, options);
                report = await RunLoadAsync(options, intervalLog, cancellation).ConfigureAwait(false);
                return Outcome(report, request.Duration);
            },
            cancellationToken).ConfigureAwait(false);

        using var writtenAsItWent = intervalLog;
        var suite = report is null ? null : LoadResults.ToSuite(report);
        var run = session.Stamp(outcome, "load", suite is null ? [] : [suite], null);
        if (request.CrankStatistics && suite is not null)
        {
            // Before the files, so that a folder that cannot take them still leaves the figures in the job's output,
            // and before the summary and the error lines, so that no line of either can fall inside the block.
            CrankStatistics.Write(console.Output, run);
        }

        await session.SaveAsync(
                run,
                async () =>
                {
                    if (report is not null)
                    {
                        intervalLog!.Complete(report.MeasureStartUtc);
                        await LoadArtifacts.WriteAsync(
                                report, run, suite!, session.Directory.Files, CancellationToken.None)
                            .ConfigureAwait(false);
                    }

                    await session.ExportAsync(run, CancellationToken.None).ConfigureAwait(false);
                },
                CancellationToken.None)
            .ConfigureAwait(false);

        LoadConsoleSummary.Write(console.Console, run, report);
        session.End(outcome);
        if (report is { Complete: true, AllFailed: true })
        {
            var errors = LoadProgressText.Errors(report.Errors);
            console.WriteError($"every request failed ({errors}): no response to measure");
        }
        else if (report is { Complete: true, NoSuccess: true })
        {
            console.WriteError(
                $"no response had status {report.Options.ExpectStatus} ({report.StatusSummary()})");
        }
        else if (outcome.ExitCode == ExitCodes.ThresholdFailed)
        {
            var failed = suite!.Cases[0].Thresholds.Where(threshold => !threshold.Passed)
                .Select(threshold => $"{threshold.Threshold} (measured {threshold.MeasuredText})");
            console.WriteError($"threshold failed: {string.Join("; ", failed)}");
        }

        return outcome.ExitCode;
    }

    /// <summary>
    /// Why the start time can no longer be kept (it passed while the target started), or null: a generator that began
    /// late would send the requests due meanwhile all at once.
    /// </summary>
    private static string? Missed(LoadStart start)
    {
        var late = TimeProvider.System.GetUtcNow() - start.At;
        return late > LoadLimits.MaxStartAtBehind
            ? $"--start-at {LoadResults.StartAtText(start.At!.Value)} passed "
                + FormattableString.Invariant($"{late.Value.TotalSeconds:0.0} s ")
                + "before the load was ready (the target took that long to start): give a later time"
            : null;
    }

    private static SessionOutcome Outcome(LoadReport report, TimeSpan duration)
    {
        if (!report.Complete)
        {
            return SessionOutcome.Interrupted(
                $"after {report.MeasuredTime.TotalSeconds:0.#} s of the {DurationText.Format(duration)} measured");
        }

        // Failure first: a run that measured nothing of the server's work fails whatever its thresholds say.
        if (report.AllFailed || report.NoSuccess)
        {
            return SessionOutcome.CompleteButFailed;
        }

        return LoadResults.Thresholds(report).Any(threshold => !threshold.Passed)
            ? SessionOutcome.ThresholdFailed
            : SessionOutcome.Complete;
    }

    private async Task<LoadReport> RunLoadAsync(
        LoadOptions options, IntervalLogFile intervalLog, CancellationToken cancellationToken)
    {
        console.Console.MarkupLineInterpolated($"Load: [bold]{LoadProgressText.Plan(options)}[/]");
        if (!console.Console.Profile.Capabilities.Interactive)
        {
            // A log or a pipe shows no live panel: a line every few seconds instead of its redraw once a second.
            var throttle = new ProgressThrottle(TimeProvider.System, console.ProgressLineInterval);
            var lines = new SynchronousProgress<LoadProgress>(update =>
            {
                if (throttle.TryTake())
                {
                    console.Console.WriteLine(LoadProgressText.Line(update));
                }
            });
            return await LoadRunner.RunAsync(options, lines, intervalLog, cancellationToken).ConfigureAwait(false);
        }

        // Cleared when the run ends, however it ends (Ctrl-C, a failure): the summary below says it all again.
        return await console.Console.Live(LoadLivePanel.Starting(options, console.Console.Profile.Width))
            .AutoClear(true)
            .StartAsync(async context =>
            {
                // Live draws only when told: the plan's panel at once, then one redraw per report (UpdateTarget).
                context.Refresh();
                var panel = new SynchronousProgress<LoadProgress>(update =>
                    context.UpdateTarget(LoadLivePanel.Render(update, options, console.Console.Profile.Width)));
                return await LoadRunner.RunAsync(options, panel, intervalLog, cancellationToken)
                    .ConfigureAwait(false);
            }).ConfigureAwait(false);
    }
}
