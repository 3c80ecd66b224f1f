using HttpLab.Load;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>The words of the progress line and of the plan printed before a run.</summary>
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
            $"{model}, {options.LanesText}, {engine} engine, warm-up {warmup}, then {duration}{cap}");
    }

    public static string Line(LoadProgress progress, LoadOptions options)
    {
        var phase = progress.Phase switch
        {
            LoadPhase.WarmingUp => "warming up",
            LoadPhase.Measuring => "measuring",
            _ => "draining",
        };
        var total = (options.EffectiveWarmup + options.Duration).TotalSeconds;
        var time = Invariant($"{progress.Elapsed.TotalSeconds,6:0.0} s / {total:0.#} s");
        var counts = Invariant($"{progress.Requests,10:#,0} requests · {progress.CurrentRps,9:#,0} req/s");
        return Invariant($"{phase} {time} · {counts} · {progress.Errors:#,0} errors");
    }

}
