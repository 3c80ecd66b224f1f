using System.Globalization;
using HttpLab.Results;
using HttpLab.Studies.Async.Adapters;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Async;

/// <summary>
/// What async/await costs, with the sleeps of an earlier async study corrected and put beside the platform's timer
/// resolution, the costs those sleeps hide measured without sleeping, and a sync-over-async burst that shows the thread
/// pool starving.
/// </summary>
public sealed class AsyncStudy : IStudy
{
    /// <summary>Every benchmark class, in the order the report shows them.</summary>
    internal static readonly IReadOnlyList<Type> AllBenchmarks =
    [
        typeof(SleepBenchmarks), typeof(SyncContextBenchmarks), typeof(CompletedAwaitBenchmarks),
        typeof(SyncVsYieldBenchmarks),
        typeof(HopBenchmarks), typeof(FanInBenchmarks), typeof(ExceptionBenchmarks), typeof(AdapterBenchmarks),
    ];

    // Measured in-process, the first HTTP case otherwise pays for the process warming up (see
    // AdapterPreflight.WarmUpAsync).
    private static readonly TimeSpan AdapterWarmUpPerCase = TimeSpan.FromSeconds(1);

    // The timer probe and the two bursts, reported as steps after BenchmarkDotNet's cases.
    private const int ExtraSteps = 3;

    private readonly AsyncStudyOptions options;
    private readonly IReadOnlyList<Type> benchmarkTypes;

    public AsyncStudy(AsyncStudyOptions options)
        : this(options, AllBenchmarks)
    {
    }

    /// <summary>
    /// Runs only <paramref name="benchmarkTypes"/> (some of <see cref="AllBenchmarks"/>), so a test can stay short.
    /// </summary>
    internal AsyncStudy(AsyncStudyOptions options, IReadOnlyList<Type> benchmarkTypes)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(benchmarkTypes);
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        this.options = options;
        this.benchmarkTypes = benchmarkTypes;
    }

    public string Name => "async";

    public string Title => "Async overhead";

    public string Description => "Sleeps against the timer's resolution, ConfigureAwait under a synchronization "
        + "context, the nanosecond costs of awaits, hops, fan-in and exceptions, F# async against task in the card "
        + "adapters, and a sync-over-async burst against the thread pool.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var burst = BurstSettings.For(context.TargetUrl, options.CallersFor(context.Profile));
        await BurstRunner.PreflightAsync(burst, cancellationToken).ConfigureAwait(false);
        if (benchmarkTypes.Contains(typeof(AdapterBenchmarks)))
        {
            await PrepareAdaptersAsync(context, cancellationToken).ConfigureAwait(false);
        }

        var template = new SuiteResult
        {
            Name = Name,
            Title = Title,
            Engine = "BenchmarkDotNet",
            GroupBy = ["group"],
            TargetUrl = context.TargetUrl.ToString(),
            Warnings = TemplateWarnings(benchmarkTypes),
            Cases = [],
        };

        // BenchmarkDotNet's engine is synchronous and has no cancellation; it runs on a pool thread so the caller can
        // stop waiting.
        var measured = await Task.Run(
            () => BenchmarkStudyRunner.Run(benchmarkTypes, context, template), cancellationToken).ConfigureAwait(false);
        var ideals = IdealDurations.Of(benchmarkTypes);
        var cases = new List<CaseResult>(IdealDurations.AddTo(measured.Cases, ideals));
        var bursts = new List<BurstResult>();
        var samples = TimerResolutionCase.Samples(context.Profile);
        try
        {
            context.Progress.Report(new StudyProgress(Name, TimerResolutionCase.Name, 0, ExtraSteps));
            cases.Add(await TimerResolutionCase.RunAsync(samples, cancellationToken).ConfigureAwait(false));
            foreach (var mode in BurstMode.InRunOrder)
            {
                context.Progress.Report(new StudyProgress(
                    Name,
                    $"{mode.CaseName} ({burst.Callers} callers)",
                    cases.Count - measured.Cases.Count,
                    ExtraSteps));
                var result = await BurstRunner.RunAsync(mode, burst, cancellationToken).ConfigureAwait(false);
                bursts.Add(result);
                cases.Add(BurstCases.ToCase(result, burst));
            }

            await BurstCsv.WriteAsync(context.Artifacts, bursts, cancellationToken).ConfigureAwait(false);
            context.Progress.Report(new StudyProgress(Name, "done", ExtraSteps, ExtraSteps));
        }
        catch (OperationCanceledException exception) when (cancellationToken.IsCancellationRequested)
        {
            throw new StudyInterruptedException(Finish(measured, cases, ideals, bursts, burst, samples, "Interrupted: "
                + "only the cases listed were measured."), exception);
        }

        return Finish(measured, cases, ideals, bursts, burst, samples, interruption: null);
    }

    private static async Task PrepareAdaptersAsync(StudyContext context, CancellationToken cancellationToken)
    {
        var settings = new AdapterBenchmarkSettings(context.TargetUrl, AdapterBenchmarkSettings.DefaultCardName);
        settings.ApplyToEnvironment();
        context.Progress.Report(new StudyProgress("async", "checking and warming the card adapters", 0, 1));
        await AdapterPreflight.RunAsync(settings, invocationsPerCase: 1, cancellationToken).ConfigureAwait(false);
        if (context.Profile != StudyProfile.Smoke)
        {
            await AdapterPreflight.WarmUpAsync(settings, AdapterWarmUpPerCase, cancellationToken).ConfigureAwait(false);
        }
    }

    private static string[] TemplateWarnings(IReadOnlyList<Type> benchmarkTypes)
    {
        var warnings = new List<string>
        {
            "The blocking burst leaves the thread pool with the threads it injected until they idle out (about 20 s): "
                + "a study run right after this one starts on a larger pool.",
        };
        if (benchmarkTypes.Contains(typeof(SleepBenchmarks)))
        {
            warnings.Add(
                "Allocations of the sleeps and sleeps-on-context cases are rough: BenchmarkDotNet counts the whole "
                    + "process's allocations (timers and other threads included) over one or a few 100 ms operations. "
                    + "The groups measured without sleeping run thousands of operations or more per measurement, where "
                    + "that noise divides away.");
        }

        return [.. warnings];
    }

    private static SuiteResult Finish(
        SuiteResult measured,
        IReadOnlyList<CaseResult> cases,
        IReadOnlyDictionary<string, IdealDurationAttribute> ideals,
        IReadOnlyList<BurstResult> bursts,
        BurstSettings burst,
        int samples,
        string? interruption) => measured with
        {
            Engine = string.Create(
                CultureInfo.InvariantCulture,
                $"{measured.Engine}; timer probe: {samples} samples each of Task.Delay(1) and CancelAfter(1); burst: "
                    + $"{burst.Callers} concurrent callers of GET /delay?headersMs={burst.HeadersMs}, awaiting then "
                    + $"blocking on .Result, ThreadPool sampled every {burst.SampleInterval.TotalMilliseconds} ms, "
                    + $"{burst.Timeout.TotalSeconds} s timeout"),
            Warnings = interruption is null ? measured.Warnings : [interruption, .. measured.Warnings],
            Notes = AsyncNotes.Write(cases, ideals, bursts, burst),
            Cases = [.. cases],
        };
}
