using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>
/// The words of the plan printed before a run, of the progress line written where nothing redraws (a log, a pipe), and
/// the pieces <see cref="LoadLivePanel"/> shares with that line, so the two never say the same thing differently.
/// </summary>
internal static class LoadProgressText
{
    public static string Plan(LoadOptions options)
    {
        var model = options.Rate is { } rate
            ? rate.IsRamp
                ? Invariant($"open model, {rate.Start:#,0.###} → {rate.End:#,0.###} req/s")
                : Invariant($"open model, {rate.Start:#,0.###} req/s")
            : "closed model";
        var cap = options.MaxRequests is { } max ? Invariant($" or {max:#,0} requests") : string.Empty;
        var engine = options.Engine == LoadEngineKind.Raw ? "raw" : "httpclient";
        var warmup = DurationText.Format(options.EffectiveWarmup);
        var duration = DurationText.Format(options.Duration);
        return Invariant(
            $"{model}{Shard(options)}, {options.LanesText}, {engine} engine, warm-up {warmup}, then {duration}{cap}")
            + (options.StartAt is { } at ? $", from {LoadResults.StartAtText(at)}" : string.Empty);
    }

    /// <summary>", shard 2/3 (333.3 req/s)": this generator's part and, open model, its share of the rate.</summary>
    private static string Shard(LoadOptions options) => options.Shard.IsWhole
        ? string.Empty
        : options.Rate is { } rate
            ? Invariant($", shard {options.Shard} ({rate.Mean / options.Shard.Count:#,0.###} req/s)")
            : Invariant($", shard {options.Shard}");

    /// <summary>
    /// One line with the key numbers: "measuring  12.0 s / 33 s ·  12,003 requests · 998 req/s of 1,000 ·
    /// p99 4.56 ms · 3 errors (3 timed out) · CPU 0.84 of 2 cores".
    /// </summary>
    public static string Line(LoadProgress progress)
    {
        if (progress.Phase == LoadPhase.WaitingForStart)
        {
            return $"{Phase(progress.Phase)} · {StartsIn(progress)}";
        }

        var counts = Invariant($"{progress.Requests,10:#,0} requests · {Rate(progress)}");
        var latency = progress.LastSecond switch
        {
            null => string.Empty,
            { HasLatency: false } => " · p99 -",
            var second => $" · p99 {Latency(second.P99Us)}",
        };
        var errors = progress.ErrorsByKind.Total == 0
            ? Invariant($"{progress.Errors:#,0} errors")
            : Invariant($"{progress.ErrorsByKind.Total:#,0} errors ({Errors(progress.ErrorsByKind)})");
        return $"{Phase(progress.Phase)} {Time(progress)} · {counts}{latency} · {errors} · CPU {Cores(progress)}";
    }

    public static string Phase(LoadPhase phase) => phase switch
    {
        LoadPhase.WaitingForStart => "waiting for the start time",
        LoadPhase.WarmingUp => "warming up",
        LoadPhase.Measuring => "measuring",
        _ => "draining",
    };

    /// <summary>"starts in 12.3 s".</summary>
    public static string StartsIn(LoadProgress progress) =>
        Invariant($"starts in {Math.Max(0, progress.StartsIn.TotalSeconds):#,0.0} s");

    /// <summary>"12.0 s / 33 s": the time since the start against the plan, warm-up included.</summary>
    public static string Time(LoadProgress progress) =>
        Invariant($"{progress.Elapsed.TotalSeconds,6:0.0} s / {progress.Planned.TotalSeconds:0.#} s");

    /// <summary>"998 req/s of 1,000": the last whole second's responses against the schedule's rate then.</summary>
    public static string Rate(LoadProgress progress) => progress.TargetRps is { } target
        ? Invariant($"{progress.CurrentRps,9:#,0} req/s of {target:#,0.#}")
        : Invariant($"{progress.CurrentRps,9:#,0} req/s");

    /// <summary>A latency in microseconds in its fitting unit: "850 μs", "4.56 ms".</summary>
    public static string Latency(double microseconds) => DurationFormat.InFittingUnit(microseconds * 1000, "#,0.##");

    /// <summary>"0.84 of 2 cores".</summary>
    public static string Cores(LoadProgress progress) =>
        Invariant($"{progress.GeneratorCores:0.00} of {progress.ProcessorCount} cores");

    /// <summary>The kinds counted, in their declared order: "1,000 timed out, 3 reset"; empty for none.</summary>
    public static string Errors(LoadErrorCounts errors) => string.Join(", ", Enum.GetValues<LoadErrorKind>()
        .Where(kind => errors[kind] > 0)
        .Select(kind => Invariant($"{errors[kind]:#,0} {ErrorName(kind)}")));

    private static string ErrorName(LoadErrorKind kind) => kind switch
    {
        LoadErrorKind.NotSent => "never sent",
        LoadErrorKind.Timeout => "timed out",
        _ => kind.ToString().ToLowerInvariant(),
    };
}
