using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using HttpLab.Cli.CommandLine;
using HttpLab.Load;
using HttpLab.Load.Capacity;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>--find-max</c>, <c>--max-rate</c> and <c>--step</c>: a capacity search instead of one run, with
/// <c>--rate</c> its first rate, <c>--warmup</c> each step's warm-up and <c>--duration</c> its whole budget.
/// </summary>
internal sealed record CapacityOptions(Option<bool> FindMax, Option<double?> MaxRate, Option<TimeSpan?> Step)
{
    public static CapacityOptions Create(Func<string, string, TimeSpan, Option<TimeSpan?>> duration) => new(
        new Option<bool>("--find-max")
        {
            Description = "Find the highest constant rate that meets the --slo thresholds (at least one latency or "
                + "error threshold): steps of open-model runs, a x2 ramp from --rate "
                + $"(default {CapacitySearchOptions.DefaultStartRps:0} req/s) until one fails (down, halving, if the "
                + $"first fails), then bisection to {CapacitySearchOptions.DefaultPrecision:0%}; --duration bounds "
                + "the whole search, --warmup is each step's (default "
                + $"{DurationText.Format(CapacitySearchOptions.DefaultStepWarmup)}). Exits 0 with a capacity, "
                + $"{ExitCodes.ThresholdFailed} when no rate passes, {ExitCodes.Failure} when "
                + "every request failed.",
        },
        new Option<double?>("--max-rate")
        {
            Description = "--find-max: the highest rate to try, requests per second (at least the first rate).",
            CustomParser = ParseRate,
        },
        duration(
            "--step",
            "--find-max: how long each step measures after its warm-up. Default: a tenth of --duration less the "
            + "warm-up, from 1s to 10s.",
            LoadLimits.MaxDuration));

    public IEnumerable<Option> All => [FindMax, MaxRate, Step];

    /// <summary>The search's own settings, or null without <c>--find-max</c> (then neither other may be set).</summary>
    public CapacityRequest? Read(ParseResult parseResult)
    {
        var maxRate = parseResult.GetValue(MaxRate);
        var step = parseResult.GetValue(Step);
        if (!parseResult.GetValue(FindMax))
        {
            return maxRate is not null || step is not null
                ? throw new UsageException(
                    $"{(maxRate is not null ? "--max-rate" : "--step")} applies to a capacity search: add --find-max")
                : null;
        }

        return new CapacityRequest(maxRate, step);
    }

    private static double? ParseRate(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (!double.TryParse(text, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var rate)
            || !double.IsFinite(rate) || rate <= 0 || rate > TargetRate.MaxRps)
        {
            result.AddError(
                $"--max-rate '{text}' is not a rate: use requests per second above 0 and at most "
                + TargetRate.MaxRps.ToString("#,0", CultureInfo.InvariantCulture));
            return null;
        }

        return rate;
    }
}
