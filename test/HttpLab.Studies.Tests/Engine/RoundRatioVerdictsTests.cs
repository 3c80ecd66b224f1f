using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

/// <summary>
/// <see cref="RatioVerdicts"/> on cases measured in rounds: judged round by round, and withheld for the whole group
/// when its A/A control (the baseline measured again) shows a difference.
/// </summary>
public sealed class RoundRatioVerdictsTests
{
    // Six rounds of a baseline, the machine faster or slower from round to round.
    private static readonly double[] Baseline = [100_000, 131_000, 92_000, 118_000, 104_000, 87_000];

    // What the later case of a round paid for the machine slowing down within it; the order alternates.
    private static readonly double[] Tilt = [1.1, 0.9, 1.12, 0.91, 1.09, 0.88];

    [Fact]
    public void Apply_DriftWithinRoundsAndNoDifference_Same()
    {
        var cases = RatioVerdicts.Apply([Case("Baseline", Baseline, isBaseline: true), Case("Drifting", Drifted(1.0))]);

        Assert.Equal("same", cases[1].RatioVerdict);
        Assert.NotNull(cases[1].RatioInterval);
        Assert.Equal(cases[1].RatioInterval!.Ratio, cases[1].Metrics[MetricCatalog.Ratio.Name]);
    }

    [Fact]
    public void Apply_TrueDifferenceUnderTheSameDrift_Slower()
    {
        var cases = RatioVerdicts.Apply([Case("Baseline", Baseline, isBaseline: true), Case("Slow", Drifted(1.3))]);

        Assert.Equal("slower", cases[1].RatioVerdict);
        Assert.InRange(cases[1].RatioInterval!.Low, 1.0, 1.3);
    }

    [Fact]
    public void Apply_ControlShowsADifference_GroupWithheldWithItsReason()
    {
        var baseline = Case("Baseline", Baseline, isBaseline: true) with
        {
            ControlRoundMediansNs = [.. Baseline.Select(value => value * 1.2)],
        };
        var cases = RatioVerdicts.Apply([baseline, Case("Slow", Drifted(1.5)), Case("Drifting", Drifted(1.0))]);

        Assert.Null(cases[0].RatioVerdict);
        Assert.Equal(1.2, cases[0].ControlInterval!.Ratio, 6);
        Assert.All(cases.Skip(1), @case =>
        {
            Assert.Equal(RatioVerdicts.Withheld, @case.RatioVerdict);
            Assert.Contains("A/A control", @case.RatioVerdictReason, StringComparison.Ordinal);
            Assert.Contains("1.20x", @case.RatioVerdictReason, StringComparison.Ordinal);
        });
    }

    [Fact]
    public void Apply_ControlSame_VerdictsStandAndTheControlIsKept()
    {
        var baseline = Case("Baseline", Baseline, isBaseline: true) with
        {
            ControlRoundMediansNs = [.. Baseline.Select((value, round) => value * (round % 2 == 0 ? 1.01 : 0.99))],
        };
        var cases = RatioVerdicts.Apply([baseline, Case("Slow", Drifted(1.5))]);

        Assert.Equal("slower", cases[1].RatioVerdict);
        Assert.Null(cases[1].RatioVerdictReason);
        Assert.InRange(cases[0].ControlInterval!.Ratio, 0.99, 1.01);
    }

    [Fact]
    public void Apply_ControlOffByLessThanItsInterval_RaisesTheThresholdToItsDistance()
    {
        // The control is 8% off but not consistently enough to withhold; a case 7% off must not then be called slower.
        var baseline = Case("Baseline", Baseline, isBaseline: true) with
        {
            ControlRoundMediansNs = [.. Baseline.Select((value, round) => value * (round % 2 == 0 ? 1.3 : 0.9))],
        };
        var steady = Baseline.Select(value => value * 1.07).ToArray();
        var cases = RatioVerdicts.Apply([baseline, Case("SlightlySlower", steady)]);

        Assert.InRange(cases[0].ControlInterval!.Ratio, 1.07, 1.1);
        Assert.Equal("same", cases[1].RatioVerdict);
        var withoutControl = RatioVerdicts.Apply([Case("Baseline", Baseline, isBaseline: true), Case("S", steady)]);
        Assert.Equal("slower", withoutControl[1].RatioVerdict);
    }

    [Fact]
    public void Apply_DifferentFromTheBaselineButNotFromItsControl_Same()
    {
        // The baseline ran fast in every other round; measured again at the group's far end, it did not.
        var baseline = Case("Baseline", Baseline, isBaseline: true) with
        {
            ControlRoundMediansNs = [.. Baseline.Select((value, round) => value * (round % 2 == 0 ? 1.12 : 1.0))],
        };
        var steady = Baseline.Select(value => value * 1.08).ToArray();

        var cases = RatioVerdicts.Apply([baseline, Case("Between", steady)]);

        Assert.True(cases[0].ControlInterval!.Low <= 1, "the control's interval reaches 1: it withholds nothing");
        Assert.Equal("same", cases[1].RatioVerdict);
        var withoutControl = RatioVerdicts.Apply([Case("Baseline", Baseline, isBaseline: true), Case("B", steady)]);
        Assert.Equal("slower", withoutControl[1].RatioVerdict);
    }

    [Fact]
    public void Apply_ControlOffByADifferentAmountInEachLaunch_WithinItsLaunchSpreadSoNotWithheld()
    {
        // 0.72x in every round of the first launch, 0.92x in the second: process-to-process drift, not a difference.
        var baseline = InTwoLaunches(Case("Baseline", Baseline, isBaseline: true)) with
        {
            ControlRoundMediansNs = [.. Baseline.Select((value, round) => value * (round < 3 ? 0.72 : 0.92))],
        };

        var cases = RatioVerdicts.Apply([baseline, InTwoLaunches(Case("Drifting", Drifted(1.0)))]);

        Assert.Equal("same", cases[1].RatioVerdict);
        Assert.InRange(cases[1].RatioInterval!.Detectable, 0.18, 1);
    }

    [Fact]
    public void Apply_ControlOffAlikeInBothLaunches_Withheld()
    {
        var baseline = InTwoLaunches(Case("Baseline", Baseline, isBaseline: true)) with
        {
            ControlRoundMediansNs = [.. Baseline.Select((value, round) => value * (round < 3 ? 0.8 : 0.82))],
        };

        var cases = RatioVerdicts.Apply([baseline, InTwoLaunches(Case("Drifting", Drifted(1.0)))]);

        Assert.Equal(RatioVerdicts.Withheld, cases[1].RatioVerdict);
    }

    [Fact]
    public void Apply_TooFewRounds_Unknown()
    {
        var cases = RatioVerdicts.Apply(
            [Case("Baseline", Baseline[..2], isBaseline: true), Case("Slow", [.. Drifted(2.0)[..2]])]);

        Assert.Equal("unknown", cases[1].RatioVerdict);
        Assert.Null(cases[1].RatioInterval);
    }

    /// <summary>The case as pooled from two launches of three rounds each.</summary>
    private static CaseResult InTwoLaunches(CaseResult @case) => @case with
    {
        LaunchMediansNs = [@case.RoundMediansNs[1], @case.RoundMediansNs[4]],
    };

    private static double[] Drifted(double trueRatio) =>
        [.. Baseline.Select((value, round) => value * trueRatio * Tilt[round])];

    private static CaseResult Case(string name, double[] rounds, bool isBaseline = false) => new()
    {
        Name = name,
        Parameters = new Dictionary<string, ParameterValue> { ["size"] = ParameterValue.Of(10) },
        Metrics = new Dictionary<string, double> { [MetricCatalog.MedianNs.Name] = rounds[0] },
        // Three iterations a round around its median, as a round of the quick profile measures.
        IterationsNs = [.. rounds.SelectMany(median => new[] { median * 0.99, median, median * 1.01 })],
        RoundMediansNs = rounds,
        IsBaseline = isBaseline,
    };
}
