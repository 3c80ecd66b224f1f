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
    internal const string StudyName = "load";

    public string Name => StudyName;

    public string Title => "Adapters under load";

    public string Description => "The card adapters (C# task, F# async, F# task, sync-over-async) behind a consumer "
        + "API against a plain C# baseline: latency at 500 and 1000 req/s, the most throughput, and each route's "
        + "capacity at a p99 SLO.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var settings = LoadStudySettings.For(context.Profile, options);
        var launcher = context.Consumers
            ?? throw new StudyFailedException("The load study starts a consumer API process beside the target, and the "
                + "runner gave it no way to start one.");
        var runs = new List<LoadStudyRun>();
        var capacities = new List<RouteCapacity>();
        var consumerInProcess = false;
        using var check = new RouteCheck();
        try
        {
            foreach (var route in InMeasuringOrder(context.Order))
            {
                var consumer = await launcher.StartAsync(context.TargetUrl, cancellationToken).ConfigureAwait(false);
                await using (consumer.ConfigureAwait(false))
                {
                    consumerInProcess |= consumer.ProcessId == Environment.ProcessId;
                    await RunRouteAsync(
                            context, settings, route, consumer, check, (runs, capacities), cancellationToken)
                        .ConfigureAwait(false);
                }
            }
        }
        catch (OperationCanceledException exception) when (cancellationToken.IsCancellationRequested)
        {
            throw new StudyInterruptedException(Suite(context, settings, (runs, capacities), consumerInProcess,
                ["Interrupted: only the runs listed were measured."]), exception);
        }

        return Suite(context, settings, (runs, capacities), consumerInProcess, []);
    }

    /// <summary>
    /// Checks the route, runs every kind of load on it and then its capacity search (adding each to
    /// <paramref name="measured"/> as it ends), checks it again.
    /// </summary>
    private async Task RunRouteAsync(
        StudyContext context,
        LoadStudySettings settings,
        ConsumerRoute route,
        IRunningConsumer consumer,
        RouteCheck check,
        (List<LoadStudyRun> Runs, List<RouteCapacity> Capacities) measured,
        CancellationToken cancellationToken)
    {
        var (runs, capacities) = measured;
        var url = route.On(consumer.BaseAddress);
        await check.ThrowUnlessCorrectAsync(route, url, cancellationToken).ConfigureAwait(false);
        var cpu = new ProcessCpu(context.TargetProcessId, consumer.ProcessId);
        var first = runs.Count;
        var done = runs.Count + capacities.Count;
        foreach (var kind in settings.Runs)
        {
            var run = await RunOnceAsync(
                context, settings, route, kind, url, cpu, done++, cancellationToken).ConfigureAwait(false);
            runs.Add(run);
            await LoadStudyFiles.WriteAsync(context.Artifacts, run, cancellationToken).ConfigureAwait(false);
            if (!run.Report.Complete)
            {
                throw new OperationCanceledException(cancellationToken);
            }
        }

        if (settings.Capacity is not null)
        {
            // The closed model kept every connection busy: what the route answered there bounds the search.
            var closedRps = runs.Skip(first).LastOrDefault(run => run.Kind.Rate is null)?.Report.AchievedRps;
            var capacity = await RouteCapacitySearch.RunAsync(
                context, settings, route, url, closedRps, (done, Total(settings)), cancellationToken)
                .ConfigureAwait(false);
            capacities.Add(capacity);
            await CapacityStudyFiles.WriteAsync(context.Artifacts, capacity, cancellationToken).ConfigureAwait(false);
            if (!capacity.Outcome.Complete)
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

            if (settings.Capacity is not null)
            {
                capacities[^1] = capacities[^1] with { ProblemAfterRuns = problem };
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
        var total = Total(settings);
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

    /// <summary>Every route's runs, and its capacity search when there is one.</summary>
    private static int Total(LoadStudySettings settings) =>
        ConsumerRoute.All.Count * (settings.Runs.Count + (settings.Capacity is null ? 0 : 1));

    private SuiteResult Suite(
        StudyContext context,
        LoadStudySettings settings,
        (IReadOnlyList<LoadStudyRun> Runs, IReadOnlyList<RouteCapacity> Capacities) measured,
        bool consumerInProcess,
        IReadOnlyList<string> extraWarnings) => new()
    {
        Name = Name,
        Title = Title,
        Engine = LoadStudyText.Engine(settings),
        Baseline = ConsumerRoute.All[0].Name,
        GroupBy = ["run"],
        TargetUrl = context.TargetUrl.ToString(),
        Warnings =
        [
            .. extraWarnings, .. LoadStudyText.Warnings(context.Profile, measured.Runs),
            .. CapacityStudyText.Warnings(measured.Capacities),
        ],
        Notes = measured.Runs.Count == 0
            ? null
            :
            [
                .. LoadStudyText.Notes(settings, measured.Runs, context.TargetProcessId, consumerInProcess),
                .. settings.Capacity is { } plan ? CapacityStudyText.Notes(plan, measured.Capacities) : [],
            ],
        Cases =
        [
            .. measured.Runs.OrderBy(run => Declared(run.Route)).Select(LoadStudyCase.From),
            .. measured.Capacities.OrderBy(capacity => Declared(capacity.Route)).Select(CapacityStudyCase.From),
        ],
    };

    /// <summary>
    /// The routes in the order they are measured: as declared (the baseline first), or reversed (the baseline last),
    /// to see whether a route's capacity depends on when it ran. The report lists them as declared either way.
    /// </summary>
    internal static IReadOnlyList<ConsumerRoute> InMeasuringOrder(CaseOrder order) =>
        order == CaseOrder.Reversed ? [.. ConsumerRoute.All.Reverse()] : ConsumerRoute.All;

    private static int Declared(ConsumerRoute route) => ConsumerRoute.All.ToList().IndexOf(route);

    private static string Phase(LoadPhase phase) => phase switch
    {
        LoadPhase.WarmingUp => "warming up",
        LoadPhase.Measuring => "measuring",
        _ => "draining",
    };

}
