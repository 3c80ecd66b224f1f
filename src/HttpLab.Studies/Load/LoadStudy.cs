using HttpLab.Load;
using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Studies.Load;

/// <summary>
/// The earlier F# adapter study's load test, reproducibly: a consumer API calls the target's card service through each
/// adapter (and once without one), and the load generator measures every route at fixed rates (open model, latency
/// corrected for coordinated omission) and at the most it can take (closed model). Generator, card service and consumer
/// are three processes; the report says how many cores each used.
/// </summary>
public sealed class LoadStudy(LoadStudyOptions options) : IStudy
{
    public string Name => "load";

    public string Title => "Adapters under load";

    public string Description => "The card adapters (C# task, F# async, F# task, sync-over-async) behind a consumer "
        + "API against a plain C# baseline: latency at 500 and 1000 req/s, and the most throughput.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var settings = LoadStudySettings.For(context.Profile, options);
        var launcher = context.Consumers
            ?? throw new StudyFailedException("The load study starts a consumer API process beside the target, and the "
                + "runner gave it no way to start one.");
        var runs = new List<LoadStudyRun>();
        var consumerInProcess = false;
        using var check = new RouteCheck();
        try
        {
            foreach (var route in ConsumerRoute.All)
            {
                var consumer = await launcher.StartAsync(context.TargetUrl, cancellationToken).ConfigureAwait(false);
                await using (consumer.ConfigureAwait(false))
                {
                    consumerInProcess |= consumer.ProcessId == Environment.ProcessId;
                    await RunRouteAsync(
                        context, settings, route, consumer, check, runs, cancellationToken).ConfigureAwait(false);
                }
            }
        }
        catch (OperationCanceledException exception) when (cancellationToken.IsCancellationRequested)
        {
            throw new StudyInterruptedException(Suite(context, settings, runs, consumerInProcess, ["Interrupted: only "
                + "the runs listed were measured."]), exception);
        }

        return Suite(context, settings, runs, consumerInProcess, []);
    }

    /// <summary>
    /// Checks the route, runs every kind of load on it (adding each to <paramref name="runs"/> as it ends), checks it
    /// again.
    /// </summary>
    private async Task RunRouteAsync(
        StudyContext context,
        LoadStudySettings settings,
        ConsumerRoute route,
        IRunningConsumer consumer,
        RouteCheck check,
        List<LoadStudyRun> runs,
        CancellationToken cancellationToken)
    {
        var url = route.On(consumer.BaseAddress);
        await check.ThrowUnlessCorrectAsync(route, url, cancellationToken).ConfigureAwait(false);
        var cpu = new ProcessCpu(context.TargetProcessId, consumer.ProcessId);
        var first = runs.Count;
        foreach (var kind in settings.Runs)
        {
            var run = await RunOnceAsync(
                context, settings, route, kind, url, cpu, runs.Count, cancellationToken).ConfigureAwait(false);
            runs.Add(run);
            await LoadStudyFiles.WriteAsync(context.Artifacts, run, cancellationToken).ConfigureAwait(false);
            if (!run.Report.Complete)
            {
                throw new OperationCanceledException(cancellationToken);
            }
        }

        if (await check.ProblemAsync(route, url, cancellationToken).ConfigureAwait(false) is { } problem)
        {
            for (var index = first; index < runs.Count; index++)
            {
                runs[index] = runs[index] with { ProblemAfterRuns = problem };
            }
        }
    }

    private async Task<LoadStudyRun> RunOnceAsync(
        StudyContext context,
        LoadStudySettings settings,
        ConsumerRoute route,
        LoadRunKind kind,
        Uri url,
        ProcessCpu cpu,
        int done,
        CancellationToken cancellationToken)
    {
        var total = ConsumerRoute.All.Count * settings.Runs.Count;
        var label = $"{route.Name} {kind.Label}";
        context.Progress.Report(new StudyProgress(Name, label, done, total));
        var progress = new SynchronousProgress<LoadProgress>(update => context.Progress.Report(new StudyProgress(
            Name,
            Invariant($"{label}: {Phase(update.Phase)} {update.Elapsed.TotalSeconds:0} s, ")
                + Invariant($"{update.CurrentRps:#,0} req/s"),
            done,
            total)));
        var options = settings.Options(url, kind, firstOfRoute: kind == settings.Runs[0]);
        var before = cpu.Take();
        var report = await LoadRunner.RunAsync(options, progress, cancellationToken).ConfigureAwait(false);
        return new LoadStudyRun(route, kind, report, cpu.Since(before));
    }

    private SuiteResult Suite(
        StudyContext context,
        LoadStudySettings settings,
        IReadOnlyList<LoadStudyRun> runs,
        bool consumerInProcess,
        IReadOnlyList<string> extraWarnings) => new()
    {
        Name = Name,
        Title = Title,
        Engine = LoadStudyText.Engine(settings),
        Baseline = ConsumerRoute.All[0].Name,
        GroupBy = ["run"],
        TargetUrl = context.TargetUrl.ToString(),
        Warnings = [.. extraWarnings, .. LoadStudyText.Warnings(context.Profile, runs)],
        Notes = runs.Count == 0
            ? null
            : LoadStudyText.Notes(settings, runs, context.TargetProcessId, consumerInProcess),
        Cases = [.. runs.Select(LoadStudyCase.From)],
    };

    private static string Phase(LoadPhase phase) => phase switch
    {
        LoadPhase.WarmingUp => "warming up",
        LoadPhase.Measuring => "measuring",
        _ => "draining",
    };

}
