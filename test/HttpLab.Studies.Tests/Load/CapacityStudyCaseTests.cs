using HttpLab.Contracts.Consumer;
using HttpLab.Load.Capacity;
using HttpLab.Results;
using HttpLab.Studies.Load;

namespace HttpLab.Studies.Tests.Load;

/// <summary>
/// A route's capacity case, warnings and notes from real searches (the quick profile's plan) over scripted steps: no
/// server, the budget on a stepped clock.
/// </summary>
public sealed class CapacityStudyCaseTests
{
    private static readonly ConsumerRoute Route = new(ConsumerRoutes.CSharpTask);

    private static readonly CapacityPlan Quick = LoadStudySettings.For(StudyProfile.Quick, new LoadStudyOptions())
        .Capacity!;

    [Fact]
    public async Task From_KneeAt1000_CapacityAndNarrowBracketWithoutWarnings()
    {
        var capacity = await SearchAsync(
            Quick, closedRps: 800, ScriptedCapacitySteps.Server(rps => rps > 1000 ? 0.1 : 0));

        var result = CapacityStudyCase.From(capacity);

        Assert.Equal(CapacityAnswer.Found, capacity.Outcome.Answer);
        Assert.Equal("adapter/task", result.Name);
        Assert.Equal(["run", "route", "model"], result.Parameters.Keys);
        Assert.Equal("capacity p99<10ms", result.Parameters["run"].Text);
        Assert.Equal(ConsumerRoutes.CSharpTask, result.Parameters["route"].Text);
        Assert.InRange(result.Metrics[MetricCatalog.CapacityRps.Name], 1000 / 1.05, 1000);
        Assert.InRange(result.Metrics[MetricCatalog.CapacityFailRps.Name], 1000.0001, 1000 * 1.05);
        Assert.Equal(0, result.Metrics[MetricCatalog.CapacityAtLeast.Name]);
        Assert.Equal(capacity.Outcome.Steps.Count, result.Metrics[MetricCatalog.CapacitySteps.Name]);
        Assert.Empty(result.Warnings);
        Assert.Empty(CapacityStudyText.Warnings([capacity]));
        var notes = CapacityStudyText.Notes(Quick, [capacity]).ToArray();
        Assert.Contains("95% Wilson interval", notes[0], StringComparison.Ordinal);
        Assert.Contains("within 30 s per route", notes[0], StringComparison.Ordinal);
        Assert.StartsWith("adapter/task: capacity: ", notes[1], StringComparison.Ordinal);
        Assert.Contains("Steps (req/s): 200 passes (p99 800 μs); 400 passes", notes[1], StringComparison.Ordinal);
        Assert.Contains(
            "the highest allowed 1,600 req/s; closed model: 800 req/s", notes[1], StringComparison.Ordinal);
    }

    [Fact]
    public async Task From_GeneratorLimitedAt800_AtLeast400WithAGeneratorLimitedWarning()
    {
        var steps = new ScriptedCapacitySteps((options, _) =>
        {
            var rps = options.Rate!.Value.Start;
            return SampleReports.Constant(
                rps, options.Duration.TotalSeconds, slowShare: rps >= 800 ? 0.5 : 0,
                generatorLimited: rps >= 800 ? "send lateness p99 is 4 ms" : null, lateUs: 100_000);
        });
        var capacity = await SearchAsync(Quick, closedRps: 800, steps);

        var result = CapacityStudyCase.From(capacity);

        Assert.Equal(400, result.Metrics[MetricCatalog.CapacityRps.Name]);
        Assert.False(result.Metrics.ContainsKey(MetricCatalog.CapacityFailRps.Name));
        Assert.Equal(1, result.Metrics[MetricCatalog.CapacityAtLeast.Name]);
        var warning = Assert.Single(result.Warnings);
        Assert.StartsWith(
            "generator-limited: the capacity is at least 400 req/s: at 800 req/s the load generator could not keep up",
            warning,
            StringComparison.Ordinal);
        Assert.EndsWith("send lateness p99 is 4 ms", warning, StringComparison.Ordinal);
        Assert.Equal(["CAPACITY OF adapter/task: " + warning], CapacityStudyText.Warnings([capacity]));
    }

    [Fact]
    public async Task From_EveryRateFails_NoCapacityTheLowestRateTriedAsTheFailAndNoShortfall()
    {
        var capacity = await SearchAsync(Quick, closedRps: 800, ScriptedCapacitySteps.Server(_ => 0.5));

        var result = CapacityStudyCase.From(capacity);

        // 200 req/s, then halving to 1.5625: the eight steps of 3 s fit the 30 s budget, and 0.78 is below 1 req/s.
        Assert.Equal(CapacityAnswer.Below, capacity.Outcome.Answer);
        Assert.False(result.Metrics.ContainsKey(MetricCatalog.CapacityRps.Name));
        Assert.Equal(1.5625, result.Metrics[MetricCatalog.CapacityFailRps.Name]);
        Assert.Equal(0, result.Metrics[MetricCatalog.CapacityAtLeast.Name]);
        Assert.Equal(8, result.Metrics[MetricCatalog.CapacitySteps.Name]);
        Assert.Empty(result.Warnings);
        Assert.Contains(
            CapacityStudyText.Notes(Quick, [capacity]),
            note => note.StartsWith(
                "adapter/task: capacity: below 1.56 req/s: every rate tried, from 200 req/s down to 1.56 req/s, "
                    + "fails p99<10ms (p99 50",
                StringComparison.Ordinal));
    }

    [Fact]
    public async Task From_BudgetEndedBeforeARateFailed_ALowerBoundWarningNamingTheBudget()
    {
        var capacity = await SearchAsync(
            Quick with { Budget = TimeSpan.FromSeconds(9) }, closedRps: 800, ScriptedCapacitySteps.Server(_ => 0));

        var result = CapacityStudyCase.From(capacity);

        Assert.Equal(CapacityStop.Budget, capacity.Outcome.Stop);
        Assert.Equal(800, result.Metrics[MetricCatalog.CapacityRps.Name]);
        Assert.Equal(1, result.Metrics[MetricCatalog.CapacityAtLeast.Name]);
        Assert.Equal(
            "lower bound: the 9 s budget ended the search at 800 req/s before a rate failed",
            Assert.Single(result.Warnings));
    }

    [Fact]
    public async Task From_BudgetEndedInsideAWideBracket_AWideBracketWarningWithBothEnds()
    {
        var capacity = await SearchAsync(
            Quick with { Budget = TimeSpan.FromSeconds(12) },
            closedRps: 800,
            ScriptedCapacitySteps.Server(rps => rps > 500 ? 0.1 : 0));

        var result = CapacityStudyCase.From(capacity);

        Assert.Equal(CapacityAnswer.Found, capacity.Outcome.Answer);
        Assert.Equal(0, result.Metrics[MetricCatalog.CapacityAtLeast.Name]);
        Assert.Equal(
            "wide bracket: the 12 s budget ended the search before the bracket was within 5%: the capacity lies "
            + "anywhere from 400 req/s to 566 req/s",
            Assert.Single(result.Warnings));
        Assert.Single(CapacityStudyText.Warnings([capacity]));
    }

    [Fact]
    public async Task From_PassesUpToTwiceTheClosedThroughput_ALowerBoundAtTheHighestRateAllowed()
    {
        var capacity = await SearchAsync(Quick, closedRps: 300, ScriptedCapacitySteps.Server(_ => 0));

        var result = CapacityStudyCase.From(capacity);

        Assert.Equal(CapacityStop.MaxRate, capacity.Outcome.Stop);
        Assert.Equal(600, result.Metrics[MetricCatalog.CapacityRps.Name]);
        Assert.Equal(
            "lower bound: 600 req/s met p99<10ms and was the highest rate tried, 2 times the route's closed-model "
            + "throughput (300 req/s)",
            Assert.Single(result.Warnings));
    }

    [Theory]
    [InlineData(StudyProfile.Smoke, 5000.0, 400, "the profile's highest (400 req/s)")]
    [InlineData(
        StudyProfile.Quick, 60.0, 200, "the first rate, as the route's closed-model throughput was only 60 req/s")]
    public async Task From_PassesUpToTheHighestRateAllowed_SaysWhatSetIt(
        StudyProfile profile, double closedRps, double capacityRps, string why)
    {
        var plan = LoadStudySettings.For(profile, new LoadStudyOptions()).Capacity! with
        {
            Budget = TimeSpan.FromMinutes(1),
        };
        var capacity = await SearchAsync(plan, closedRps, ScriptedCapacitySteps.Server(_ => 0));

        var warning = Assert.Single(CapacityStudyCase.From(capacity).Warnings);

        Assert.Equal(capacityRps, capacity.Outcome.CapacityRps);
        Assert.EndsWith("was the highest rate tried, " + why, warning, StringComparison.Ordinal);
    }

    [Fact]
    public async Task From_UndecidedAtFirstAndWrongAfterwards_WarnsOfThePointEstimateAndTheAnswer()
    {
        // 1% slow is the very share p99 allows: no interval can tell it from the limit, even pooled.
        var capacity = await SearchAsync(
            Quick with { Budget = TimeSpan.FromSeconds(6) }, closedRps: 800, ScriptedCapacitySteps.Server(_ => 0.01))
            with
            {
                ProblemAfterRuns = "adapter/task answered 502 instead of 200",
            };

        var result = CapacityStudyCase.From(capacity);

        Assert.Contains(
            result.Warnings,
            warning => warning.StartsWith("point estimate: 200 req/s could not be told", StringComparison.Ordinal));
        Assert.Contains(
            result.Warnings, warning => warning.EndsWith("answered 502 instead of 200", StringComparison.Ordinal));
    }

    private static async Task<RouteCapacity> SearchAsync(
        CapacityPlan plan, double closedRps, ScriptedCapacitySteps steps)
    {
        var options = plan.Search(
            new Uri("http://127.0.0.1:5000/adapter/task"), closedRps, TimeSpan.FromSeconds(15),
            LoadStudySettings.Engine);
        var outcome = await CapacitySearch.RunAsync(options, steps, steps.Clock, null, CancellationToken.None);
        return new RouteCapacity(Route, plan, outcome, closedRps);
    }
}
