using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class BenchmarkRoundsTests
{
    [Theory]
    [InlineData(CaseOrder.Declared, new[] { false, true, false, true })]
    [InlineData(CaseOrder.Reversed, new[] { true, false, true, false })]
    public void IsReversed_AlternatesRoundByRoundFromTheOrderAskedFor(CaseOrder order, bool[] expected) =>
        Assert.Equal(expected, Enumerable.Range(0, 4).Select(round => BenchmarkRounds.IsReversed(round, order)));

    [Fact]
    public void Describe_OneRound_NeitherAlternatesNorClaimsVerdicts()
    {
        var one = BenchmarkRounds.Describe(1);
        var six = BenchmarkRounds.Describe(6);

        Assert.StartsWith("1 round, opened by a lead-in", one, StringComparison.Ordinal);
        Assert.DoesNotContain("alternating", one, StringComparison.Ordinal);
        Assert.DoesNotContain("verdicts", one, StringComparison.Ordinal);
        Assert.StartsWith("6 rounds alternating declared and reversed order", six, StringComparison.Ordinal);
        Assert.EndsWith("verdicts on the per-round ratios", six, StringComparison.Ordinal);
    }

    [Fact]
    public void Plan_ALeadInThenEachGroupBackToBackWithItsControlAtTheFarEnd()
    {
        var planned = BenchmarkRounds.Plan(RunInfo(), reversed: false);

        Assert.Equal(
            ["Baseline 1 lead-in", "Baseline 1", "Other 1", "Third 1", "Baseline 1 control", "Baseline 2", "Other 2",
                "Third 2", "Baseline 2 control"],
            planned.Select(Describe));
    }

    [Fact]
    public void Plan_Reversed_TheDeclaredPlanBackwardsAfterALeadInOfItsFirstCase()
    {
        var declared = BenchmarkRounds.Plan(RunInfo(), reversed: false).Select(Describe);

        var reversed = BenchmarkRounds.Plan(RunInfo(), reversed: true).Select(Describe).ToArray();

        Assert.Equal("Baseline 2 lead-in", reversed[0]);
        Assert.Equal(declared.Skip(1).Reverse(), reversed.Skip(1));
    }

    [Fact]
    public void Plan_InvocationsOfAnEarlierRound_ReusedInsteadOfThePilot()
    {
        var first = BenchmarkRounds.Plan(RunInfo(), reversed: false);
        var invocations = new InvocationCounts(
        [
            KeyValuePair.Create(BenchmarkRounds.Key(first[1]), 416L),
            KeyValuePair.Create(BenchmarkRounds.Key(first[4]), 24L),
        ]);

        var later = BenchmarkRounds.Plan(RunInfo(), reversed: false, invocations);

        Assert.Equal(416, later[1].Job.Run.InvocationCount);
        Assert.Equal(16, later[1].Job.Run.UnrollFactor);
        Assert.Equal(24, later[4].Job.Run.InvocationCount);
        Assert.Equal(1, later[4].Job.Run.UnrollFactor);
        Assert.True(BenchmarkRounds.IsControl(later[4]));
        Assert.False(later[2].Job.HasValue(RunMode.InvocationCountCharacteristic));
        // The lead-in runs as the case it opens for.
        Assert.True(BenchmarkRounds.IsLeadIn(later[0]));
        Assert.Equal(416, later[0].Job.Run.InvocationCount);
    }

    [Theory]
    [InlineData(333_430, 150_000_000, 464)] // 449.9 invocations, up to a multiple of 16
    [InlineData(40_000_000, 150_000_000, 4)] // a slow case: fewer than 16, as they are
    [InlineData(200_000_000, 150_000_000, 1)] // one invocation longer than the iteration: still one
    [InlineData(1_000, 16_000, 16)]
    public void InvocationsFor_TimePerInvocation_EnoughForTheIterationTime(
        double perInvocationNs, double iterationNs, long expected) =>
        Assert.Equal(expected, BenchmarkRounds.InvocationsFor(perInvocationNs, iterationNs));

    private static string Describe(BenchmarkCase @case) =>
        $"{@case.Descriptor.WorkloadMethod.Name} {@case.Parameters["Size"]}"
        + (BenchmarkRounds.IsControl(@case) ? " control" : string.Empty)
        + (BenchmarkRounds.IsLeadIn(@case) ? " lead-in" : string.Empty);

    private static BenchmarkRunInfo RunInfo() => BenchmarkConverter.TypeToBenchmarks(
        typeof(PlannedBenchmarks), ManualConfig.CreateEmpty().AddJob(Job.Dry.WithId("quick")));

    /// <summary>Two groups (by size) of three cases; BenchmarkDotNet requires it public and unsealed.</summary>
#pragma warning disable CA1034, CA1822
    public class PlannedBenchmarks
    {
        [Params(1, 2)]
        public int Size { get; set; }

        [Benchmark(Baseline = true)]
        public int Baseline() => Size;

        [Benchmark]
        public int Other() => Size + 1;

        [Benchmark]
        public int Third() => Size + 2;
    }
#pragma warning restore CA1034, CA1822
}
