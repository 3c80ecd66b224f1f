namespace HttpLab.Results.Tests.Support;

/// <summary>A json suite of one group judged round by round, its verdicts standing or withheld.</summary>
internal static class RoundSamples
{
    private const string Reason = "the group's A/A control (its baseline measured again, at the group's far end) came "
        + "out 1.12x the baseline (1.06-1.19), so this run's drift was as large as a difference it would report; run "
        + "it again on a quieter machine, or with more launches (--launches 3)";

    public static RunResult Run(bool withheld)
    {
        var json = SampleRuns.Json();
        double[] rounds = [100_000, 120_000, 95_000, 110_000, 102_000, 98_000, 115_000, 104_000];
        var cases = json.Cases.Where(@case => (int)@case.Parameters["size"].Number!.Value == 10).ToArray();
        return SampleRuns.Completed() with
        {
            Suites =
            [
                json with
                {
                    Cases = [.. cases.Select((@case, index) => index == 0
                        ? @case with
                        {
                            IsBaseline = true,
                            RoundMediansNs = rounds,
                            ControlRoundMediansNs = [.. rounds.Select(value => value * (withheld ? 1.12 : 1.01))],
                            ControlInterval = withheld
                                ? new RatioInterval(1.12, 1.06, 1.19, 0.07, 8)
                                : new RatioInterval(1.01, 0.97, 1.06, 0.06, 8),
                        }
                        : @case with
                        {
                            RoundMediansNs = [.. rounds.Select(value => value * (1 + index / 10.0))],
                            RatioInterval = @case.Name == "GetStreamAsync"
                                ? new RatioInterval(1.31, 1.22, 1.40, 0.09, 8)
                                : new RatioInterval(1.02, 0.96, 1.08, 0.085, 8),
                            RatioVerdict = withheld ? "withheld" : @case.Name == "GetStreamAsync" ? "slower" : "same",
                            RatioVerdictReason = withheld ? Reason : null,
                        })],
                },
            ],
        };
    }
}
