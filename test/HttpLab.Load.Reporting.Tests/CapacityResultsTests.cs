namespace HttpLab.Load.Reporting.Tests;

public sealed class CapacityResultsTests
{
    [Fact]
    public async Task ToSuite_ARateRunAgainAfterABurst_KeepsBothStepsNamedApartAndWarnsOfTheBurst()
    {
        // 400 req/s is slow through its third second the first time only; 800 is slow throughout.
        var steps = new ScriptedCapacitySteps((options, index) =>
        {
            var rps = options.Rate!.Value.Start;
            double[] shares = rps >= 800 ? [0.1, 0.1, 0.1] : rps == 400 && index == 1 ? [0, 0.8, 0] : [0, 0, 0];
            return SampleReports.BySecond(rps, shares);
        });
        var options = ScriptedCapacitySteps.Options("p99<10ms") with
        {
            StartRps = 200,
            MaxRps = 800,
            StepDuration = TimeSpan.FromSeconds(3),
            Budget = TimeSpan.FromSeconds(20),
            Precision = 0.5,
        };
        var outcome = await steps.SearchAsync(options);

        var suite = CapacityResults.ToSuite(outcome);

        var capacity = suite.Capacity!;
        Assert.Equal(["passed", "burst", "passed", "failed", "passed"], capacity.Steps.Select(step => step.Verdict));
        Assert.Equal(566, capacity.CapacityRps);
        Assert.Equal("the run again after step 2's burst", capacity.Steps[2].Note);
        Assert.Equal(
            ["open 400 rps raw /plaintext", "open 400 rps raw /plaintext, step 3"],
            suite.Cases.Select(@case => @case.Name)
                .Where(name => name.StartsWith("open 400", StringComparison.Ordinal)));
        var warning = Assert.Single(suite.Warnings, text => text.StartsWith("BURST", StringComparison.Ordinal));
        Assert.Equal(
            "BURST: step 2 at 400 req/s failed in one burst, 1–2 s (320 of the 320 requests breaking p99<10ms "
            + "ended there, the slowest after 50.015 ms): without that second every threshold passes, so the rate "
            + "runs again",
            warning);
    }
}
