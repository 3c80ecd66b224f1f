using System.Diagnostics;
using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Capacity;

/// <summary>
/// The search against real Kestrel whose latency jumps by 50 ms above 300 req/s: the bracket it finds must hold the
/// knee, and the search must end within its budget.
/// </summary>
[RunsApart]
public sealed class CapacitySearchKneeTests(ITestOutputHelper output)
{
    private const double Knee = 300;

    /// <summary>The last step may drain for up to its request timeout; a second more to connect and stop.</summary>
    private static readonly TimeSpan Drain = TimeSpan.FromSeconds(3);

    [SkippableFact]
    public async Task RunAsync_ServerWithAKneeAt300_BracketHoldsTheKneeWithinTheBudget()
    {
        await using var server = await KneeServer.StartAsync(Knee, TimeSpan.FromMilliseconds(50), output);
        var options = new CapacitySearchOptions
        {
            Load = new LoadOptions
            {
                Url = server.Url,
                Duration = TimeSpan.FromSeconds(1),
                Connections = 64,
                Timeout = TimeSpan.FromSeconds(2),
            },
            // p90, not p99: a busy test machine's pauses must not decide a step below the knee.
            Slo = [LoadThreshold.Parse("p90<20ms")],
            StartRps = 100,
            MaxRps = 1600,
            StepDuration = TimeSpan.FromSeconds(1),
            StepWarmup = TimeSpan.FromMilliseconds(300),
            Budget = TimeSpan.FromSeconds(12),
            Precision = 0.1,
        };

        var started = Stopwatch.GetTimestamp();
        var outcome = await CapacitySearch.RunAsync(options, null, CancellationToken.None);
        var wall = Stopwatch.GetElapsedTime(started);

        foreach (var step in outcome.Steps)
        {
            output.WriteLine(
                $"step {step.Number} {step.Rps:0.#} req/s: {step.Verdict} {step.FailedText} {step.Note}");
        }

        output.WriteLine($"{outcome.Text} in {wall.TotalSeconds:0.00} s; {server.Delayed} responses delayed");
        Assert.True(wall <= options.Budget + Drain, $"{wall} is over the budget {options.Budget} + {Drain}");
        Assert.True(outcome.Complete);
        Assert.All(outcome.Steps, step => Assert.InRange(step.Rps, 100, 1600));
        if (outcome.Stop == CapacityStop.GeneratorLimited)
        {
            // A busy machine may stop the generator first; then the answer is a lower bound (or none), never above the
            // knee, and says so; but the knee was not found, which is what this test is for.
            Assert.Contains(outcome.Answer, new[] { CapacityAnswer.AtLeast, CapacityAnswer.Unknown });
            Assert.True((outcome.CapacityRps ?? 0) <= Knee * 1.1, outcome.Text);
            Assert.Contains("generator", outcome.Text, StringComparison.Ordinal);
            Skip.If(true, $"the knee was not checked: the generator could not keep up here ({outcome.Text})");
        }

        Assert.Equal(CapacityAnswer.Found, outcome.Answer);
        Assert.InRange(outcome.LastPass!.Rps, Knee * 0.6, Knee * 1.1);
        Assert.InRange(outcome.FirstFail!.Rps, Knee * 0.9, Knee * 1.5);
        Assert.Contains(outcome.Steps, step => step is { Rps: 400, Verdict: StepVerdict.Failed });
    }
}
