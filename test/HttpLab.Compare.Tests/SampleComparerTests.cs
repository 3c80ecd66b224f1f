using HttpLab.Results;

namespace HttpLab.Compare.Tests;

public sealed class SampleComparerTests
{
    // Fifteen iterations of about 100 μs with a few percent of spread, as a quick-profile case measures them.
    private static readonly double[] Base =
    [
        100_000, 101_200, 99_400, 102_300, 98_900, 100_700, 99_800, 101_900,
        100_300, 98_600, 101_400, 99_100, 100_900, 102_800, 99_600,
    ];

    private static readonly ComparisonThresholds Defaults = new();

    [Fact]
    public void Compare_RunWithItself_Same()
    {
        var result = SampleComparer.Compare(Base, Base, Defaults);

        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.Equal(1.0, result.Ratio);
        Assert.Equal(result.BaseMedianNs, result.DiffMedianNs);
    }

    [Fact]
    public void Compare_TwiceAsSlow_SlowerWithASmallPValue()
    {
        var result = SampleComparer.Compare(Base, Scaled(2.0), Defaults);

        Assert.Equal(Verdict.Slower, result.Verdict);
        Assert.Equal(2.0, result.Ratio, tolerance: 1e-9);
        Assert.True(result.PValue < 0.001, $"p = {result.PValue}");
    }

    [Fact]
    public void Compare_TwiceAsFast_Faster()
    {
        var result = SampleComparer.Compare(Base, Scaled(0.5), Defaults);

        Assert.Equal(Verdict.Faster, result.Verdict);
        Assert.Equal(0.5, result.Ratio, tolerance: 1e-9);
    }

    [Fact]
    public void Compare_ShiftUnderTheThreshold_SameThoughSignificant()
    {
        var result = SampleComparer.Compare(Base, Scaled(1.03), Defaults);

        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.Equal(
            Verdict.Slower, SampleComparer.Compare(Base, Scaled(1.03), new ComparisonThresholds(0.01)).Verdict);
    }

    [Fact]
    public void Compare_LargeRelativeDifferenceUnderTheNoiseFloor_Same()
    {
        double[] tiny = [1.0, 1.02, 0.98, 1.01, 0.99, 1.0, 1.03, 0.97, 1.0, 1.01];
        double[] doubled = tiny.Select(value => value * 1.4).ToArray();

        Assert.Equal(Verdict.Same, SampleComparer.Compare(tiny, doubled, Defaults).Verdict);
        Assert.Equal(
            Verdict.Slower, SampleComparer.Compare(tiny, doubled, new ComparisonThresholds(NoiseNs: 0.1)).Verdict);
    }

    [Fact]
    public void Compare_ThreeIterationsEach_UnknownHoweverLarge()
    {
        var result = SampleComparer.Compare(Base[..3], Scaled(2.0)[..3], Defaults);

        Assert.Equal(Verdict.Unknown, result.Verdict);
    }

    [Theory]
    [InlineData(3, 3, false)]
    [InlineData(3, 4, false)]
    [InlineData(3, 5, true)]
    [InlineData(4, 4, true)]
    [InlineData(1, 100, false)]
    [InlineData(15, 15, true)]
    public void CanShowDifference_OnlyWhenTheSmallestPValueIsUnderAlpha(int baseCount, int diffCount, bool expected)
    {
        Assert.Equal(expected, SampleComparer.CanShowDifference(baseCount, diffCount));
    }

    [Fact]
    public void Compare_FourIterationsEach_ShowsADoubling()
    {
        Assert.Equal(Verdict.Slower, SampleComparer.Compare(Base[..4], Scaled(2.0)[..4], Defaults).Verdict);
    }

    [Fact]
    public void Compare_OneSample_UnknownRatherThanAGuess()
    {
        var result = SampleComparer.Compare([100_000], Scaled(2.0), Defaults);

        Assert.Equal(Verdict.Unknown, result.Verdict);
        Assert.True(double.IsNaN(result.PValue));
    }

    [Fact]
    public void Compare_CasesFromSeveralLaunches_ADifferenceWithinTheirSpreadIsSameWithTheReason()
    {
        var baseCase = Case(Base, launchMedians: [100_000, 112_000, 95_000]);
        var diffCase = Case(Scaled(1.10), launchMedians: [104_000, 110_000, 118_000]);

        var result = SampleComparer.Compare(baseCase, diffCase, Defaults);

        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.True(result.PValue < 0.05, $"p = {result.PValue}");
        Assert.Equal(0.17, result.LaunchSpread, tolerance: 1e-9);
        Assert.True(result.SawLaunchDrift);
        Assert.Equal("within the 17% launch-to-launch spread", result.Reason);
    }

    [Fact]
    public void Compare_CasesFromSeveralLaunches_ADoublingBeyondTheirSpreadIsStillSlower()
    {
        var result = SampleComparer.Compare(
            Case(Base, launchMedians: [100_000, 112_000, 95_000]),
            Case(Scaled(2.0), launchMedians: [200_000, 190_000, 230_000]),
            Defaults);

        Assert.Equal(Verdict.Slower, result.Verdict);
        Assert.Null(result.Reason);
    }

    [Fact]
    public void Compare_OneRunFromOneLaunch_TheOtherRunsSpreadCountsButTheDriftIsNotSeenOnBothSides()
    {
        var result = SampleComparer.Compare(
            Case(Base, launchMedians: []), Case(Scaled(1.10), launchMedians: [90_000, 110_000]), Defaults);

        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.Equal(0.2, result.LaunchSpread, tolerance: 1e-9);
        Assert.False(result.SawLaunchDrift);
    }

    [Fact]
    public void Compare_CasesFromOneLaunchEach_TheThresholdAlone()
    {
        var result = SampleComparer.Compare(
            Case(Base, launchMedians: []), Case(Scaled(1.10), launchMedians: []), Defaults);

        Assert.Equal(Verdict.Slower, result.Verdict);
        Assert.True(double.IsNaN(result.LaunchSpread));
        Assert.False(result.SawLaunchDrift);
    }

    [Theory]
    [InlineData(new double[] { }, double.NaN)]
    [InlineData(new double[] { 100 }, double.NaN)]
    [InlineData(new double[] { 90, 110 }, 0.2)]
    [InlineData(new double[] { 100, 80, 120 }, 0.4)]
    public void LaunchSpread_RangeOverMedian(double[] medians, double expected)
    {
        Assert.Equal(expected, SampleComparer.LaunchSpread(medians), tolerance: 1e-9);
    }

    [Theory]
    [InlineData(-0.01, 0.5, "threshold")]
    [InlineData(1.0, 0.5, "threshold")]
    [InlineData(0.05, -1, "noise floor")]
    [InlineData(double.NaN, 0.5, "threshold")]
    public void Compare_ThresholdsOutOfRange_RefusedNamingWhich(double relative, double noise, string named)
    {
        var exception = Assert.Throws<ArgumentException>(
            () => SampleComparer.Compare(Base, Base, new ComparisonThresholds(relative, noise)));

        Assert.Contains(named, exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Compare_CasesMeasuredInRounds_JudgedOnTheRoundsNotThePooledIterations()
    {
        // Iterations that look 10% apart with no overlap, from rounds that wander by a third: the rounds decide.
        var baseCase = Case(Base, launchMedians: []) with { RoundMediansNs = [80_000, 130_000, 95_000, 125_000] };
        var diffCase = Case(Scaled(1.1), launchMedians: []) with
        {
            RoundMediansNs = [88_000, 143_000, 104_500, 137_500],
        };

        var result = SampleComparer.Compare(baseCase, diffCase, Defaults);

        Assert.Equal(Verdict.Slower, SampleComparer.Compare(Base, Scaled(1.1), Defaults).Verdict);
        Assert.Equal(Verdict.Same, result.Verdict);
        Assert.NotNull(result.Rounds);
        Assert.Equal(result.Rounds!.Ratio, result.Ratio);
    }

    [Fact]
    public void Compare_TooFewRoundsInEitherRun_Unknown()
    {
        var baseCase = Case(Base, launchMedians: []) with { RoundMediansNs = [100_000, 101_000] };
        var diffCase = Case(Scaled(2), launchMedians: []) with { RoundMediansNs = [200_000, 201_000, 199_000] };

        Assert.Equal(Verdict.Unknown, SampleComparer.Compare(baseCase, diffCase, Defaults).Verdict);
    }

    private static double[] Scaled(double factor) => Base.Select(value => value * factor).ToArray();

    private static CaseResult Case(double[] iterations, double[] launchMedians) => new()
    {
        Name = "GetStreamAsync",
        Metrics = new Dictionary<string, double>(),
        IterationsNs = iterations,
        LaunchMediansNs = launchMedians,
    };
}
