using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;

namespace HttpLab.Load.Tests.Capacity;

/// <summary>The search's decisions on scripted steps: no server, no waiting, the budget on a stepped clock.</summary>
public sealed class CapacitySearchTests
{
    [Fact]
    public async Task RunAsync_KneeAt1000_BracketsTheKneeWithin5Percent()
    {
        var steps = ScriptedCapacitySteps.Server(rps => rps > 1000 ? 0.1 : 0);

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.Equal(CapacityStop.Bracket, outcome.Stop);
        Assert.Equal([100, 200, 400, 800, 1600], steps.Rates.Take(5));
        Assert.InRange(outcome.LastPass!.Rps, 1000 / 1.05, 1000);
        Assert.InRange(outcome.FirstFail!.Rps, 1000.0001, 1000 * 1.05);
        Assert.True(outcome.Narrow);
        Assert.All(steps.Rates.Skip(5), rps => Assert.InRange(rps, 800, 1600));
        Assert.All(outcome.Steps, step => Assert.True(step.Confident));
        Assert.StartsWith(
            $"capacity: {outcome.LastPass.RateText} meets p99<10ms (bracket: ", outcome.Text, StringComparison.Ordinal);
        Assert.Contains("fails: p99 50", outcome.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_MaxRateBelowTheKnee_StopsAtTheMaxRateAnsweringAtLeast()
    {
        var steps = ScriptedCapacitySteps.Server(rps => rps > 10_000 ? 0.5 : 0);

        var outcome = await steps.SearchAsync(Options() with { MaxRps = 500 });

        Assert.Equal([100, 200, 400, 500], steps.Rates);
        Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
        Assert.Equal(CapacityStop.MaxRate, outcome.Stop);
        Assert.Equal(500, outcome.CapacityRps);
        Assert.Null(outcome.FirstFail);
        Assert.StartsWith("capacity: at least 500 req/s meets p99<10ms", outcome.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_GeneratorLimitedAt800_AnswersAtLeast400GeneratorLimitedWithTheReason()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            // Slow as well: a generator-limited step that met the SLO at the full rate would pass.
            return SampleReports.Constant(
                rps, options.Duration.TotalSeconds, slowShare: rps >= 800 ? 0.5 : 0,
                generatorLimited: rps >= 800 ? "send lateness p99 is 4 ms" : null, lateUs: 100_000);
        });

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100, 200, 400, 800, 800], steps.Rates);
        Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
        Assert.Equal(CapacityStop.GeneratorLimited, outcome.Stop);
        Assert.Equal(400, outcome.CapacityRps);
        Assert.Equal(StepVerdict.GeneratorLimited, outcome.Steps[^1].Verdict);
        Assert.Empty(outcome.Steps[^1].Judgements);
        Assert.StartsWith("capacity: at least 400 req/s, generator-limited:", outcome.Text, StringComparison.Ordinal);
        Assert.Contains("send lateness p99 is 4 ms", outcome.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_GeneratorLimitedOnce_RunsTheRateAgainAndGoesOn()
    {
        var steps = new ScriptedCapacitySteps((options, index) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(
                rps, options.Duration.TotalSeconds, slowShare: rps > 300 || index == 1 ? 0.5 : 0,
                generatorLimited: index == 1 ? "stalled for 40 ms" : null, lateUs: 100_000);
        });

        var outcome = await steps.SearchAsync(Options() with { MaxRps = 400, Precision = 1 });

        Assert.Equal([100, 200, 200, 400], steps.Rates);
        Assert.Equal(
            [StepVerdict.Passed, StepVerdict.GeneratorLimited, StepVerdict.Passed, StepVerdict.Failed],
            outcome.Steps.Select(step => step.Verdict));
        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.Equal(200, outcome.CapacityRps);
        Assert.Null(outcome.GeneratorLimitedReason);
    }

    [Fact]
    public async Task RunAsync_GeneratorLimitedButMeetingTheSloAtTheFullRate_PassesAndSaysSo()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(
                rps, options.Duration.TotalSeconds, slowShare: rps > 300 ? 0.5 : 0, generatorLimited: "late sends",
                lateUs: 100_000);
        });

        var outcome = await steps.SearchAsync(Options());

        // Failing while generator-limited says nothing of the server: run again, then stopped.
        Assert.Equal([100, 200, 400, 400], steps.Rates);
        Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
        Assert.Equal(200, outcome.CapacityRps);
        Assert.Contains("passed although generator-limited", outcome.Steps[0].Note, StringComparison.Ordinal);
        Assert.Equal(StepVerdict.GeneratorLimited, outcome.Steps[2].Verdict);
    }

    [Fact]
    public async Task RunAsync_GeneratorLimitedButFailingBeyondItsDelay_FailsAsTheServers()
    {
        // 50 ms responses against a 10 ms limit: a generator 2 ms late cannot explain them.
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(
                rps, options.Duration.TotalSeconds, slowShare: rps > 300 ? 0.5 : 0,
                generatorLimited: rps > 300 ? "late sends" : null, lateUs: 2_000);
        });

        var outcome = await steps.SearchAsync(Options() with { Precision = 1 });

        Assert.Equal([100, 200, 400], steps.Rates);
        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.Equal(StepVerdict.Failed, outcome.Steps[2].Verdict);
        Assert.Contains("the failure is the server's", outcome.Steps[2].Note, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_GeneratorLimitedAtTheFirstRate_AnswersUnknown()
    {
        var steps = new ScriptedCapacitySteps((options, _) => SampleReports.Constant(
            options.Rate!.Value.Start, options.Duration.TotalSeconds, slowShare: 0.2,
            generatorLimited: "cores saturated", lateUs: 100_000));

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100, 100], steps.Rates);
        Assert.Equal(CapacityAnswer.Unknown, outcome.Answer);
        Assert.Null(outcome.CapacityRps);
        Assert.Contains("could not keep up even at 100 req/s: cores saturated", outcome.Text, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(10)]
    [InlineData(13)]
    [InlineData(24)]
    public async Task RunAsync_Budget_NoStepStartsThatWouldEndPastIt(int budgetSeconds)
    {
        var steps = ScriptedCapacitySteps.Server(rps => rps > 1000 ? 0.1 : 0);
        var options = Options() with
        {
            Budget = TimeSpan.FromSeconds(budgetSeconds),
            StepDuration = TimeSpan.FromSeconds(2),
            StepWarmup = TimeSpan.FromSeconds(1),
        };

        var outcome = await steps.SearchAsync(options);

        // Each run takes 3 s of the stepped clock, so the budget allows exactly its whole number of runs.
        Assert.Equal(budgetSeconds / 3, steps.Rates.Count);
        Assert.True(outcome.Elapsed <= options.Budget, $"{outcome.Elapsed} > {options.Budget}");
        Assert.Equal(CapacityStop.Budget, outcome.Stop);
        if (outcome.Answer == CapacityAnswer.Found)
        {
            Assert.False(outcome.Narrow);
            Assert.Contains("budget ended the search before the bracket", outcome.Text, StringComparison.Ordinal);
        }
        else
        {
            Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
            Assert.Contains("budget ended the search before a rate failed", outcome.Text, StringComparison.Ordinal);
        }
    }

    [Fact]
    public async Task RunAsync_InconclusiveThenDecidedByTheExtension_ExtendsOnceAndIsConfident()
    {
        // 1.8% slow: 9 of 500 cannot be told from the allowed 1% (interval 0.95%-3.4%); 18 of 1,000 can (1.14%-2.8%).
        var steps = ScriptedCapacitySteps.Server(_ => 0.018);

        var outcome = await steps.SearchAsync(Options());

        // Then down the ramp, every rate as slow.
        Assert.Equal([100, 100, 50, 50], steps.Rates.Take(4));
        var step = outcome.Steps[0];
        Assert.True(step.Extended);
        Assert.Equal(StepVerdict.Failed, step.Verdict);
        Assert.True(step.Confident);
        Assert.Contains("decided at 95% with the extension", step.Note, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_InconclusiveEvenWithTheExtension_DecidedByThePointEstimateAndSaysSo()
    {
        // Exactly 1% slow: the point estimate is within p99 (the 99th percentile is still fast), no interval can tell.
        var steps = ScriptedCapacitySteps.Server(rps => rps >= 200 ? 0.01 : 0);

        var options = Options() with { MaxRps = 200, StepDuration = TimeSpan.FromSeconds(10) };

        var outcome = await steps.SearchAsync(options);

        Assert.Equal([100, 200, 200], steps.Rates);
        var step = outcome.Steps[1];
        Assert.True(step.Extended);
        Assert.False(step.Confident);
        Assert.Equal(StepVerdict.Passed, step.Verdict);
        Assert.Contains("decided by the point estimate", step.Note, StringComparison.Ordinal);
        var judgement = Assert.Single(step.Judgements);
        Assert.Equal(4_000, judgement.Requests);
        Assert.Equal(40, judgement.Violations);
        Assert.InRange(judgement.Interval!.Value.Lower, 0.0073, 0.0074);
    }

    [Fact]
    public async Task RunAsync_NoTimeLeftToExtend_DecidesByThePointEstimateAndSaysWhy()
    {
        var steps = ScriptedCapacitySteps.Server(rps => 0.012);
        var options = Options() with { Budget = TimeSpan.FromSeconds(7), StepWarmup = TimeSpan.FromSeconds(1) };

        var outcome = await steps.SearchAsync(options);

        Assert.Equal([100], steps.Rates);
        var step = Assert.Single(outcome.Steps);
        Assert.Equal(StepVerdict.Failed, step.Verdict);
        Assert.False(step.Confident);
        Assert.Contains("left no time to extend", step.Note, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_EveryRateFails_RampsDownToTheLowestAndAnswersBelowIt()
    {
        var steps = ScriptedCapacitySteps.Server(rps => 0.2);

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100, 50, 25, 12.5, 6.25, 3.125, 1.5625], steps.Rates);
        Assert.Equal(CapacityAnswer.Below, outcome.Answer);
        Assert.Equal(CapacityStop.NoRatePassed, outcome.Stop);
        Assert.Null(outcome.CapacityRps);
        Assert.Equal(1.5625, outcome.FirstFail!.Rps);
        Assert.StartsWith(
            "capacity: below 1.56 req/s: every rate tried, from 100 req/s down to 1.56 req/s, fails p99<10ms (p99 ",
            outcome.Text,
            StringComparison.Ordinal);
        Assert.EndsWith("); none lower than 1 req/s is tried", outcome.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_FirstRateFailsALowerOnePasses_RampsDownThenBisectsToTheKnee()
    {
        var steps = ScriptedCapacitySteps.Server(rps => rps > 60 ? 0.2 : 0);

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100, 50], steps.Rates.Take(2));
        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.Equal(CapacityStop.Bracket, outcome.Stop);
        Assert.InRange(outcome.CapacityRps!.Value, 57, 60);
        Assert.InRange(outcome.FirstFail!.Rps, 60.01, 63);
    }

    [Fact]
    public async Task RunAsync_RampDownReachesARateWhereEverythingFails_StopsThereBelowIt()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(rps, options.Duration.TotalSeconds, failedShare: rps < 60 ? 1 : 0.2);
        });

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100, 50], steps.Rates);
        Assert.Equal(CapacityAnswer.Below, outcome.Answer);
        Assert.Equal(CapacityStop.NoRatePassed, outcome.Stop);
        Assert.EndsWith("; every request at 50 req/s failed: nothing answered", outcome.Text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_NoResponseHasAnExpectedStatus_NoLowerRateIsTried()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var report = SampleReports.Constant(options.Rate!.Value.Start, options.Duration.TotalSeconds);
            return report with
            {
                StatusCodes = new SortedDictionary<int, long> { [404] = report.Requests },
                SuccessLatency = LatencyHistograms.Create(),
            };
        });

        var outcome = await steps.SearchAsync(Options());

        Assert.Equal([100], steps.Rates);
        Assert.Equal(CapacityAnswer.Below, outcome.Answer);
        Assert.Equal(CapacityStop.FirstStepFailed, outcome.Stop);
        Assert.EndsWith(
            "; not one response at 100 req/s had an expected status (404 × 500), so no lower rate was tried",
            outcome.Text,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_BudgetEndsTheRampDown_AnswersBelowTheLowestTriedAndNamesTheBudget()
    {
        var steps = ScriptedCapacitySteps.Server(rps => 0.2);
        var options = Options() with { Budget = TimeSpan.FromSeconds(13) };

        var outcome = await steps.SearchAsync(options);

        Assert.Equal([100, 50], steps.Rates);
        Assert.Equal(CapacityStop.Budget, outcome.Stop);
        Assert.StartsWith("capacity: below 50 req/s: every rate tried, from 100 req/s down to 50 req/s", outcome.Text,
            StringComparison.Ordinal);
        Assert.EndsWith("; the 13 s budget ended the search before a rate passed", outcome.Text,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_EveryRequestOfTheFirstStepFailed_AnswersUnknown()
    {
        var steps = new ScriptedCapacitySteps((options, _) => SampleReports.Constant(
            options.Rate!.Value.Start, options.Duration.TotalSeconds, failedShare: 1) with
        {
            ServerLimitedReason = "500 connections were refused (nothing listening at http://127.0.0.1:5000?)",
        });

        var outcome = await steps.SearchAsync(Options() with { Slo = [LoadThreshold.Parse("errors<=10")] });

        Assert.Equal(CapacityAnswer.Unknown, outcome.Answer);
        Assert.True(outcome.Steps[0].AllFailed);
        Assert.Equal(StepVerdict.Failed, outcome.Steps[0].Verdict);
        Assert.EndsWith(
            "every request of the first step (100 req/s) failed: nothing answered: 500 connections were refused "
            + "(nothing listening at http://127.0.0.1:5000?)",
            outcome.Text,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_EveryRequestFailedAboveTheKnee_AFailingStepShownAsSuch()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(rps, options.Duration.TotalSeconds, failedShare: rps > 300 ? 1 : 0);
        });

        var outcome = await steps.SearchAsync(Options() with { Precision = 0.3 });

        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        var failed = outcome.Steps.Single(step => step.Rps == 400);
        Assert.True(failed.AllFailed);
        Assert.Equal(StepVerdict.Failed, failed.Verdict);
        Assert.Contains("slower than any limit", outcome.FirstFail!.FailedText, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_CancelledDuringTheThirdStep_KeepsTheStepsAndAnswersAtLeastTheLastPass()
    {
        using var stop = new CancellationTokenSource();
        var steps = new ScriptedCapacitySteps((options, index) =>
        {
            if (index == 2)
            {
                stop.Cancel();
            }

            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(rps, options.Duration.TotalSeconds, complete: index < 2);
        });

        var outcome = await CapacitySearch.RunAsync(Options(), steps, steps.Clock, null, stop.Token);

        Assert.Equal(3, outcome.Steps.Count);
        Assert.Equal(StepVerdict.Interrupted, outcome.Steps[2].Verdict);
        Assert.Equal(CapacityStop.Interrupted, outcome.Stop);
        Assert.False(outcome.Complete);
        Assert.Equal(CapacityAnswer.AtLeast, outcome.Answer);
        Assert.Equal(200, outcome.CapacityRps);
    }

    [Fact]
    public async Task RunAsync_Progress_ReportsEveryFinishedStepInOrder()
    {
        var steps = ScriptedCapacitySteps.Server(rps => rps > 300 ? 0.5 : 0);
        var finished = new List<int>();
        var progress = new SynchronousProgress<CapacityProgress>(update =>
        {
            if (update.Finished is { } step)
            {
                finished.Add(step.Number);
            }
        });

        var outcome = await CapacitySearch.RunAsync(Options(), steps, steps.Clock, progress, CancellationToken.None);

        Assert.Equal(Enumerable.Range(1, outcome.Steps.Count), finished);
    }

    [Theory]
    [InlineData(200, 400, 283)]
    [InlineData(283, 400, 336)]
    [InlineData(1000, 1010, 1004.99)]
    [InlineData(99.9, 100, 99.95)]
    public void Between_TwoRates_TheirGeometricMeanRoundedInside(double pass, double fail, double expected)
    {
        Assert.Equal(expected, CapacitySearch.Between(pass, fail), 2);
    }

    [Fact]
    public async Task RunAsync_InvalidOptions_ThrowsNamingTheProblem()
    {
        var steps = ScriptedCapacitySteps.Server(_ => 0);

        var problem = await Assert.ThrowsAsync<ArgumentException>(
            () => steps.SearchAsync(Options() with { MaxRps = 50 }));

        Assert.Contains(
            "--max-rate must be from the first rate (100 req/s)", problem.Message, StringComparison.Ordinal);
        Assert.Empty(steps.Rates);
    }

    private static CapacitySearchOptions Options() => ScriptedCapacitySteps.Options("p99<10ms");
}
