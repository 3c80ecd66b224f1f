using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Load;
using HttpLab.Load.Thresholds;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>--expect-status</c> and <c>--slo</c>: which responses are successes and the thresholds a load run must meet; a
/// failed threshold exits <see cref="ExitCodes.ThresholdFailed"/>.
/// </summary>
internal sealed record LoadCheckOptions(Option<StatusSet> ExpectStatus, Option<LoadThreshold[]> Slo)
{
    public static LoadCheckOptions Create() => new(
        new Option<StatusSet>("--expect-status")
        {
            Description = "The response statuses that count as successes: codes, ranges and classes joined by commas "
                + "(200,201 or 200-299 or 2xx,304; default 2xx). Other statuses are answers, left out of the "
                + "success latency and failures to --slo.",
            DefaultValueFactory = _ => StatusSet.Success,
            CustomParser = ParseStatus,
        },
        new Option<LoadThreshold[]>("--slo")
        {
            Description = "A threshold the run must meet, repeatable: p99<10ms, p99.9<=1s, mean<5ms, max<100ms "
                + "(units us, ms, s), errors<0.1% or errors<=5, rate>=99% (of --rate), rps>=1000. "
                + "Latency is that of every measured request, a failure counted as slower than any limit. "
                + $"A failed threshold exits {ExitCodes.ThresholdFailed}, unless every request failed (exit "
                + $"{ExitCodes.Failure}) or Ctrl-C or SIGTERM stopped the run ({ExitCodes.Interrupted}, "
                + $"{ExitCodes.Terminated}).",
            CustomParser = ParseThresholds,
        });

    public IEnumerable<Option> All => [ExpectStatus, Slo];

    public LoadChecks Read(ParseResult parseResult) => new(
        parseResult.GetValue(ExpectStatus) ?? StatusSet.Success,
        parseResult.GetValue(Slo) ?? []);

    private static StatusSet? ParseStatus(ArgumentResult result)
    {
        if (!StatusSet.TryParse(result.Tokens.Single().Value, out var set, out var problem))
        {
            result.AddError($"--expect-status {problem}");
        }

        return set;
    }

    /// <summary>Every <c>--slo</c> given, in order; on the first that is not a threshold, its error (exit 2).</summary>
    internal static LoadThreshold[] ParseThresholds(ArgumentResult result)
    {
        var thresholds = new List<LoadThreshold>();
        foreach (var token in result.Tokens)
        {
            if (!LoadThreshold.TryParse(token.Value, out var threshold, out var problem))
            {
                result.AddError($"--slo {problem}");
                return [];
            }

            thresholds.Add(threshold);
        }

        return [.. thresholds];
    }
}
