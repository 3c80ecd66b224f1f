using HttpLab.Load.Capacity;

namespace HttpLab.Load.Tests.Capacity;

/// <summary>
/// A step that fails in one bad second runs again, and the second run decides; one that fails throughout does not.
/// Scripted steps of five seconds each, with the knee of the scripted server at 1,000 req/s.
/// </summary>
public sealed class CapacitySearchBurstTests
{
    private const double Knee = 1000;

    private static readonly double[] Clean = [0, 0, 0, 0, 0];

    private static readonly double[] BurstInThirdSecond = [0, 0, 0.8, 0, 0];

    [Fact]
    public async Task RunAsync_OneSlowSecondBelowTheKnee_RunsTheRateAgainAndTheCleanRunPasses()
    {
        var steps = Server((rps, index) => rps == 400 && index == 2 ? BurstInThirdSecond : Shares(rps));

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms"));

        Assert.Equal([100, 200, 400, 400, 800, 1600], steps.Rates.Take(6));
        var burst = outcome.Steps[2];
        Assert.Equal(StepVerdict.Burst, burst.Verdict);
        Assert.Equal("burst, run again", burst.VerdictText);
        Assert.Equal(
            "failed in one burst, 2–3 s (320 of the 320 requests breaking p99<10ms ended there, the slowest after "
            + "50.015 ms): without that second every threshold passes, so the rate runs again",
            burst.Note);
        var again = outcome.Steps[3];
        Assert.Equal(StepVerdict.Passed, again.Verdict);
        Assert.Equal("the run again after step 3's burst", again.Note);
        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.InRange(outcome.LastPass!.Rps, Knee / 1.05, Knee);
    }

    [Fact]
    public async Task RunAsync_TheSameBurstWhenRunAgain_TheSecondRunFailsTheRate()
    {
        var steps = Server((rps, _) => rps >= 400 ? BurstInThirdSecond : Clean);

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms"));

        Assert.Equal([100, 200, 400, 400, 283], steps.Rates.Take(5));
        Assert.Equal(StepVerdict.Burst, outcome.Steps[2].Verdict);
        Assert.Equal(StepVerdict.Failed, outcome.Steps[3].Verdict);
        Assert.Equal("the run again after step 3's burst", outcome.Steps[3].Note);
        Assert.Same(outcome.Steps[3], outcome.FirstFail);
    }

    [Fact]
    public async Task RunAsync_SlowInEverySecondAboveTheKnee_FailsWithoutRunningAgain()
    {
        var steps = Server((rps, _) => Shares(rps));

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms"));

        Assert.Equal([100, 200, 400, 800, 1600, 1130], steps.Rates.Take(6));
        Assert.DoesNotContain(outcome.Steps, step => step.Verdict == StepVerdict.Burst);
        Assert.Equal(StepVerdict.Failed, outcome.Steps[4].Verdict);
        Assert.Null(outcome.Steps[4].Note);
    }

    [Fact]
    public async Task RunAsync_APauseAcrossTheEndOfASecond_IsOneBurst()
    {
        var steps = Server((rps, index) => rps == 400 && index == 2 ? [0, 0.4, 0.4, 0, 0] : Shares(rps));

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms"));

        Assert.Equal(StepVerdict.Burst, outcome.Steps[2].Verdict);
        Assert.Equal(
            "failed in one burst, 1–3 s (320 of the 320 requests breaking p99<10ms ended there, the slowest after "
            + "50.015 ms): without those seconds every threshold passes, so the rate runs again",
            outcome.Steps[2].Note);
        Assert.Equal(StepVerdict.Passed, outcome.Steps[3].Verdict);
    }

    [Fact]
    public async Task RunAsync_SlowOverTwoSecondsOfAFourSecondStep_FailsWithoutRunningAgain()
    {
        // Only a step of five seconds or more leaves two out: here they are half of it.
        var steps = Server((rps, _) => rps >= 400 ? [0, 0.4, 0.4, 0] : [0, 0, 0, 0]);

        var outcome = await steps.SearchAsync(
            ScriptedCapacitySteps.Options("p99<10ms") with { StepDuration = TimeSpan.FromSeconds(4) });

        Assert.Equal(StepVerdict.Failed, outcome.Steps[2].Verdict);
    }

    [Fact]
    public async Task RunAsync_SlowGrowingThroughThreeSeconds_FailsWithoutRunningAgain()
    {
        // A queue building up: without its worst two seconds, the one before still holds 5% slow.
        var steps = Server((rps, _) => rps >= 400 ? [0, 0, 0.05, 0.2, 0.5] : Clean);

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms"));

        Assert.Equal(StepVerdict.Failed, outcome.Steps[2].Verdict);
        Assert.Equal(283, steps.Rates[3]);
    }

    [Fact]
    public async Task RunAsync_FailuresPackedInOneSecondOfAnErrorShare_IsABurst()
    {
        var steps = new ScriptedCapacitySteps((options, index) =>
        {
            var rps = options.Rate!.Value.Start;
            double[]? failed = rps == 400 && index == 2 ? [0, 0.5, 0, 0, 0] : null;
            return SampleReports.BySecond(rps, Clean, failed);
        });

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("errors<1%") with { MaxRps = 400 });

        Assert.Equal([100, 200, 400, 400], steps.Rates);
        Assert.Equal(StepVerdict.Burst, outcome.Steps[2].Verdict);
        Assert.StartsWith(
            "failed in one burst, 1–2 s (200 of the 200 ", outcome.Steps[2].Note, StringComparison.Ordinal);
        Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
        Assert.Equal(400, outcome.CapacityRps);
    }

    [Fact]
    public async Task RunAsync_OneSlowSecondAgainstAMaximum_FailsWithoutRunningAgain()
    {
        // A maximum is the user's word on every request: one slow second breaks it.
        var steps = Server((rps, _) => rps >= 400 ? BurstInThirdSecond : Clean);

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("max<20ms", "p99<10ms"));

        Assert.Equal(StepVerdict.Failed, outcome.Steps[2].Verdict);
        Assert.Equal(283, steps.Rates[3]);
    }

    [Fact]
    public async Task RunAsync_TwoSecondSteps_LeaveOneOut()
    {
        var steps = FirstRunAt400(stepSeconds: 2, [0, 0.8]);

        var outcome = await steps.SearchAsync(
            ScriptedCapacitySteps.Options("p99<10ms") with { StepDuration = TimeSpan.FromSeconds(2) });

        var burst = Assert.Single(outcome.Steps, step => step.Verdict == StepVerdict.Burst);
        Assert.Equal(400, burst.Rps);
        Assert.Equal(StepVerdict.Passed, outcome.Steps[burst.Number].Verdict);
    }

    [Fact]
    public async Task RunAsync_OneSecondSteps_HaveNoSecondToLeaveOut()
    {
        var steps = FirstRunAt400(stepSeconds: 1, [0.8]);

        var outcome = await steps.SearchAsync(
            ScriptedCapacitySteps.Options("p99<10ms") with { StepDuration = TimeSpan.FromSeconds(1) });

        Assert.DoesNotContain(outcome.Steps, step => step.Verdict == StepVerdict.Burst);
        Assert.Equal(400, outcome.FirstFail!.Rps);
    }

    [Fact]
    public async Task RunAsync_ABurstOfSlowAndAnErrorShareFailedThroughout_FailsWithoutRunningAgain()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return rps >= 400
                ? SampleReports.BySecond(rps, BurstInThirdSecond, failedShares: [0.02, 0.02, 0.02, 0.02, 0.02])
                : SampleReports.BySecond(rps, Clean);
        });

        var outcome = await steps.SearchAsync(ScriptedCapacitySteps.Options("p99<10ms", "errors<1%"));

        Assert.Equal(StepVerdict.Failed, outcome.Steps[2].Verdict);
    }

    /// <summary>10% slow in every second above the knee, none below.</summary>
    private static double[] Shares(double rps) => rps > Knee ? [0.1, 0.1, 0.1, 0.1, 0.1] : Clean;

    /// <summary>Steps of <paramref name="stepSeconds"/>, clean but for the first run at 400 req/s.</summary>
    private static ScriptedCapacitySteps FirstRunAt400(int stepSeconds, double[] shares)
    {
        var runsAt400 = 0;
        return new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            var first = rps == 400 && runsAt400++ == 0;
            return SampleReports.BySecond(rps, first ? shares : new double[stepSeconds]);
        });
    }

    private static ScriptedCapacitySteps Server(Func<double, int, double[]> shares) => new((options, index) =>
    {
        var rps = options.Rate!.Value.Start;
        return SampleReports.BySecond(rps, shares(rps, index));
    });
}
