using HttpLab.Load;
using HttpLab.Load.Capacity;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>The words of a capacity search's plan and of its progress lines.</summary>
internal static class CapacityProgressText
{
    public static string Plan(CapacitySearchOptions options)
    {
        var max = options.MaxRps is { } rps ? Invariant($" up to {rps:#,0.###} req/s") : string.Empty;
        var engine = options.Load.Engine == LoadEngineKind.Raw ? "raw" : "httpclient";
        return Invariant($"{string.Join(" and ", options.Slo)}, from {options.StartRps:#,0.###} req/s{max}, ")
            + Invariant($"steps of {DurationText.Format(options.StepWarmup)} warm-up + ")
            + Invariant($"{DurationText.Format(options.StepDuration)}, {options.Load.LanesText}, {engine} engine, ")
            + Invariant($"within {DurationText.Format(options.Budget)}");
    }

    public static string Line(CapacityProgress progress, CapacitySearchOptions options)
    {
        var head = Invariant($"step {progress.Step} at {progress.Rps:#,0.##} req/s");
        if (progress.Finished is { } step)
        {
            var verdict = step.VerdictText;
            var measured = step.MeasuredText;
            var unsure = step.Judgements.Count > 0 && !step.Confident ? " (point estimate)" : string.Empty;
            return Invariant($"{head}: {verdict}{unsure}{(measured.Length > 0 ? ": " + measured : string.Empty)}");
        }

        var load = progress.Load!.Value;
        var phase = load.Phase switch
        {
            LoadPhase.WarmingUp => "warming up",
            LoadPhase.Measuring => "measuring",
            _ => "draining",
        };
        var extension = progress.Extension ? " (extended)" : string.Empty;
        return Invariant($"{head}{extension}: {phase}, {load.CurrentRps:#,0} req/s, {load.Errors:#,0} errors · ")
            + Invariant($"{progress.Elapsed.TotalSeconds:0} s of {options.Budget.TotalSeconds:0} s");
    }
}
