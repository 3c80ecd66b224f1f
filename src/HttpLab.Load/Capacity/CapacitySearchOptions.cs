using HttpLab.Load.Thresholds;
using static System.FormattableString;

namespace HttpLab.Load.Capacity;

/// <summary>
/// A capacity search: the highest constant rate at which the target still meets <see cref="Slo"/>. Every step is
/// <see cref="Load"/> at one rate for <see cref="StepDuration"/> after <see cref="StepWarmup"/>; the steps together
/// stay within <see cref="Budget"/>. Check it with <see cref="Validate"/>.
/// </summary>
public sealed record CapacitySearchOptions
{
    /// <summary>The default first rate, requests per second.</summary>
    public const double DefaultStartRps = 100;

    /// <summary>
    /// The ramp multiplies the rate by this after each passing step until one fails, and divides it by this after each
    /// failing step until one passes.
    /// </summary>
    public const double DefaultGrowth = 2;

    /// <summary>The lowest rate a ramp down from a failing first rate tries, requests per second.</summary>
    public const double LowestRps = 1;

    /// <summary>Bisection stops when the first failing rate is within this share above the last passing one.</summary>
    public const double DefaultPrecision = 0.05;

    /// <summary>No search runs more steps than this, whatever its budget.</summary>
    public const int DefaultMaxSteps = 30;

    /// <summary>The default step warm-up: connections, JIT and the thread pool settle in about a second.</summary>
    public static readonly TimeSpan DefaultStepWarmup = TimeSpan.FromSeconds(1);

    /// <summary>
    /// What every step sends and how (URL, requests, engine, connections, timeout, expected statuses); its rate,
    /// duration, warm-up, request cap and thresholds are the search's.
    /// </summary>
    public required LoadOptions Load { get; init; }

    /// <summary>
    /// The service-level objective: every threshold must pass. At least one must be a latency or error threshold.
    /// </summary>
    public required IReadOnlyList<LoadThreshold> Slo { get; init; }

    /// <summary>The first rate tried, requests per second.</summary>
    public double StartRps { get; init; } = DefaultStartRps;

    /// <summary>The highest rate tried; null for none (<see cref="TargetRate.MaxRps"/>).</summary>
    public double? MaxRps { get; init; }

    /// <summary>How long each step measures, after its warm-up.</summary>
    public required TimeSpan StepDuration { get; init; }

    /// <summary>How long each step sends before measuring.</summary>
    public TimeSpan StepWarmup { get; init; } = DefaultStepWarmup;

    /// <summary>
    /// The whole search's time: no step starts unless its warm-up and duration fit in what is left, so the search ends
    /// within the budget plus the last step's drain (at most <see cref="LoadOptions.Timeout"/>).
    /// </summary>
    public required TimeSpan Budget { get; init; }

    public double Growth { get; init; } = DefaultGrowth;

    public double Precision { get; init; } = DefaultPrecision;

    public int MaxSteps { get; init; } = DefaultMaxSteps;

    /// <summary>What one run of a step takes at least: its warm-up and its measured duration.</summary>
    public TimeSpan StepTime => StepWarmup + StepDuration;

    /// <summary>
    /// The default step duration for a budget: a tenth of it less the warm-up, so about ten steps fit (a ramp and a
    /// bisection to 5% need about that many), from 1 s to 10 s.
    /// </summary>
    public static TimeSpan DefaultStepDuration(TimeSpan budget, TimeSpan warmup) =>
        TimeSpan.FromTicks(
            Math.Clamp((budget / 10 - warmup).Ticks, TimeSpan.TicksPerSecond, 10 * TimeSpan.TicksPerSecond));

    /// <summary>The load options of one step at <paramref name="rps"/>.</summary>
    public LoadOptions StepOptions(double rps) => Load with
    {
        Rate = TargetRate.Constant(rps),
        Duration = StepDuration,
        Warmup = StepWarmup,
        MaxRequests = null,
        Thresholds = Slo,
    };

    /// <summary>The first problem with these options as one line, or null when the search can start.</summary>
    public string? Validate()
    {
        if (Load.Rate is { IsRamp: true } ramp)
        {
            return $"a capacity search runs constant rates: --rate {ramp} is a ramp; "
                + "give the first rate, e.g. --rate 100";
        }

        if (Load.MaxRequests is not null)
        {
            return "a capacity search's steps run for their duration: --requests does not apply";
        }

        if (SloProblem(Slo) is { } slo)
        {
            return slo;
        }

        if (StartRps <= 0 || StartRps > TargetRate.MaxRps)
        {
            return Invariant($"the first rate must be above 0 and at most {TargetRate.MaxRps:#,0} req/s, ")
                + Invariant($"not {StartRps}");
        }

        if (MaxRps is { } max && (max < StartRps || max > TargetRate.MaxRps))
        {
            return Invariant($"--max-rate must be from the first rate ({StartRps:#,0.###} req/s) ")
                + Invariant($"to {TargetRate.MaxRps:#,0} req/s, not {max:#,0.###}");
        }

        if (Growth <= 1 || Precision <= 0 || MaxSteps < 1)
        {
            return "the ramp's growth must be above 1, the precision above 0 and the step cap at least 1";
        }

        if (StepDuration <= TimeSpan.Zero || StepWarmup < TimeSpan.Zero)
        {
            return "a step's duration must be above 0 and its warm-up at least 0";
        }

        if (StepTime > Budget)
        {
            return $"--duration {Seconds(Budget)} leaves no time for one step ({Seconds(StepWarmup)} warm-up and "
                + $"{Seconds(StepDuration)} measured): give a longer --duration or a shorter --step";
        }

        return StepOptions(StartRps).Validate();
    }

    /// <summary>
    /// Why <paramref name="slo"/> cannot steer a search (it has no latency or error threshold), or null when it can.
    /// </summary>
    public static string? SloProblem(IReadOnlyList<LoadThreshold> slo)
    {
        ArgumentNullException.ThrowIfNull(slo);
        return slo.Count == 0 || !slo.Any(IsLatencyOrError)
            ? "a capacity search needs an SLO with a latency or error threshold, e.g. --slo 'p99<10ms' "
                + "or --slo 'errors<0.1%'"
            : null;
    }

    private static bool IsLatencyOrError(LoadThreshold threshold) => threshold.Statistic is
        ThresholdStatistic.Percentile or ThresholdStatistic.Mean or ThresholdStatistic.Max
        or ThresholdStatistic.Errors or ThresholdStatistic.ErrorShare;

    private static string Seconds(TimeSpan time) => Invariant($"{time.TotalSeconds:0.###} s");
}
