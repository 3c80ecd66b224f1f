namespace HttpLab.Compare.Tests;

/// <summary>
/// Scripted rounds: the machine's drift moves both cases of a round (a slow or fast stretch of the run) or tilts one
/// against the other (the one measured later in the round pays for it; the order alternates round by round), and a
/// verdict must see through both.
/// </summary>
public sealed class RoundRatioTests
{
    private static readonly ComparisonThresholds Defaults = new();

    // How slow the machine was in each of eight rounds, and how much slower it got between the baseline's measurement
    // and the case's within the round: the later one pays, and the order alternates.
    private static readonly double[] MachineSpeed = [1.00, 1.35, 0.90, 1.20, 1.05, 0.85, 1.30, 1.10];
    private static readonly double[] Tilt = [1.12, 0.90, 1.10, 0.89, 1.13, 0.91, 1.08, 0.88];

    [Fact]
    public void Judge_DriftBetweenBaselineAndCaseWithoutDifference_Same()
    {
        var (baseline, @case) = Rounds(trueRatio: 1.0);

        var paired = RoundRatio.Paired(baseline, @case)!;

        Assert.Equal(Verdict.Same, paired.Judge(Defaults, baseline[0]));
        Assert.InRange(paired.Ratio, 0.97, 1.03);
        Assert.True(paired.Low < 1 && paired.High > 1, $"{paired.Low}-{paired.High} should contain 1");
    }

    [Fact]
    public void Judge_TrueDifferenceUnderTheSameDrift_Slower()
    {
        var (baseline, @case) = Rounds(trueRatio: 1.3);

        var paired = RoundRatio.Paired(baseline, @case)!;

        Assert.Equal(Verdict.Slower, paired.Judge(Defaults, baseline[0]));
        Assert.InRange(paired.Ratio, 1.25, 1.35);
        Assert.True(paired.Low > 1, $"the interval {paired.Low}-{paired.High} should be above 1");
    }

    [Fact]
    public void Judge_TrueSpeedUpUnderTheSameDrift_Faster()
    {
        var (baseline, @case) = Rounds(trueRatio: 0.7);

        Assert.Equal(Verdict.Faster, RoundRatio.Paired(baseline, @case)!.Judge(Defaults, baseline[0]));
    }

    [Fact]
    public void Judge_SmallButConsistentDifference_SameUnderTheThreshold()
    {
        double[] baseline = [100, 102, 98, 101, 99, 100];
        var @case = baseline.Select(value => value * 1.03).ToArray();

        var paired = RoundRatio.Paired(baseline, @case)!;

        Assert.True(paired.Low > 1, "a 3% difference in every round is significant");
        Assert.Equal(Verdict.Same, paired.Judge(Defaults, baseline[0]));
    }

    [Fact]
    public void Of_MachineDriftAlone_CancelsInEveryRound()
    {
        var baseline = MachineSpeed.Select(speed => 100_000 * speed).ToArray();
        var @case = MachineSpeed.Select(speed => 150_000 * speed).ToArray();

        var paired = RoundRatio.Paired(baseline, @case)!;

        Assert.Equal(1.5, paired.Ratio, 6);
        Assert.Equal(1.5, paired.Low, 6);
        Assert.Equal(1.5, paired.High, 6);
        Assert.Equal(0, paired.Detectable, 6);
    }

    [Fact]
    public void Detectable_GrowsWithTheSpreadOfTheRounds()
    {
        double[] baseline = [100, 100, 100, 100, 100, 100];
        var steady = RoundRatio.Paired(baseline, [101, 99, 100, 102, 98, 100])!;
        var noisy = RoundRatio.Paired(baseline, [110, 90, 100, 120, 80, 100])!;

        Assert.True(noisy.Detectable > 5 * steady.Detectable, $"{noisy.Detectable} against {steady.Detectable}");
        Assert.InRange(steady.Detectable, 0.01, 0.05);
    }

    [Theory]
    [InlineData(new double[] { 100, 100 }, new double[] { 120, 120 })]
    [InlineData(new double[] { 100, 100, 100 }, new double[] { 120, 120 })]
    [InlineData(new double[] { 100, 0, 100 }, new double[] { 120, 120, 120 })]
    [InlineData(new double[] { 100, double.NaN, 100 }, new double[] { 120, 120, 120 })]
    public void Of_TooFewOrUnusableRounds_Null(double[] baseline, double[] @case) =>
        Assert.Null(RoundRatio.Paired(baseline, @case));

    [Fact]
    public void Judge_UnderTheNoiseFloor_Same()
    {
        double[] baseline = [2, 2, 2, 2, 2, 2];

        Assert.Equal(Verdict.Same, RoundRatio.Paired(baseline, [2.4, 2.4, 2.4, 2.4, 2.4, 2.4])!.Judge(Defaults, 2));
    }

    [Fact]
    public void Paired_OneRoundStalled_TheEstimateStaysWithTheOthersAndTheVerdictSame()
    {
        // The case's sixth round ran into a stall of the machine: 1.6x its baseline, the other rounds level with it.
        double[] baseline = [100, 104, 98, 101, 99, 103];
        double[] @case = [101, 103, 98, 100, 100, 165];

        var paired = RoundRatio.Paired(baseline, @case)!;

        Assert.InRange(paired.Ratio, 0.99, 1.03);
        Assert.Equal(Verdict.Same, paired.Judge(Defaults, 100));
    }

    [Fact]
    public void Paired_FiveRounds_TooFewForASignedRankInterval() =>
        Assert.Null(RoundRatio.Paired([100, 100, 100, 100, 100], [150, 150, 150, 150, 150]));

    [Fact]
    public void Unpaired_TwoRunsOfTheSameCode_Same()
    {
        double[] first = [100, 120, 95, 110, 102, 98, 115, 104];
        double[] second = [104, 101, 118, 96, 109, 112, 99, 103];

        var rounds = RoundRatio.Unpaired(first, second)!;

        Assert.Equal(Verdict.Same, rounds.Judge(Defaults, 100));
        Assert.True(rounds.Low < 1 && rounds.High > 1, $"{rounds.Low}-{rounds.High} should contain 1");
        Assert.True(rounds.PValue > 0.5, $"p = {rounds.PValue}");
    }

    [Fact]
    public void Unpaired_DifferenceBeyondEachRunsSpread_SlowerWithASmallPValue()
    {
        double[] first = [100, 120, 95, 110, 102, 98, 115, 104];
        var second = first.Reverse().Select(value => value * 1.5).ToArray();

        var rounds = RoundRatio.Unpaired(first, second)!;

        Assert.Equal(Verdict.Slower, rounds.Judge(Defaults, 100));
        Assert.Equal(1.5, rounds.Ratio, 6);
        Assert.True(rounds.PValue < 0.001, $"p = {rounds.PValue}");
    }

    [Fact]
    public void Unpaired_ADifferenceWithinTheRunsSpread_Same()
    {
        // Each run wanders by a third from round to round; 10% between their means cannot be told from that.
        double[] first = [80, 130, 95, 125, 70, 110];
        var second = first.Select(value => value * 1.1).Reverse().ToArray();

        Assert.Equal(Verdict.Same, RoundRatio.Unpaired(first, second)!.Judge(Defaults, 100));
    }

    [Fact]
    public void Unpaired_TooFewRounds_Null()
    {
        Assert.Null(RoundRatio.Unpaired([100, 101, 99, 98], [100, 101, 102]));
        // Three against three: even one run wholly above the other happens one time in ten by chance.
        Assert.Null(RoundRatio.Unpaired([100, 101, 99], [200, 201, 199]));
    }

    [Fact]
    public void Unpaired_FourRoundsEach_TheIntervalIsTheSpanOfTheShifts()
    {
        var rounds = RoundRatio.Unpaired([100, 100, 100, 100], [110, 120, 125, 130])!;

        Assert.Equal(1.1, rounds.Low, 9);
        Assert.Equal(1.3, rounds.High, 9);
        Assert.Equal(2.0 / 70, rounds.PValue, 12);
    }

    [Fact]
    public void Unpaired_OneStalledRound_MovesTheRatioLittle()
    {
        double[] first = [100, 102, 98, 101, 99, 100];
        double[] second = [110, 112, 108, 111, 109, 110];
        double[] stalled = [110, 112, 108, 111, 109, 200];

        var steady = RoundRatio.Unpaired(first, second)!;
        var withStall = RoundRatio.Unpaired(first, stalled)!;

        Assert.InRange(withStall.Ratio / steady.Ratio, 0.99, 1.01);
        Assert.Equal(Verdict.Slower, withStall.Judge(Defaults, 100));
    }

    /// <summary>
    /// Eight rounds of a baseline and a case <paramref name="trueRatio"/> times as slow, each round at the machine's
    /// speed of the moment and tilted against whichever of the two it measured later.
    /// </summary>
    private static (double[] Baseline, double[] Case) Rounds(double trueRatio)
    {
        var baseline = MachineSpeed.Select(speed => 100_000 * speed).ToArray();
        var @case = MachineSpeed.Select((speed, round) => 100_000 * speed * trueRatio * Tilt[round]).ToArray();
        return (baseline, @case);
    }
}
