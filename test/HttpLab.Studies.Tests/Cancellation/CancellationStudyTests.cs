using HttpLab.Results;
using HttpLab.Studies.Cancellation;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Cancellation;

[Collection(TimingSensitiveCollection.Name)]
public sealed class CancellationStudyTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture target = target.LogTo(output);

    private static readonly string[] IterationDistributions =
        [
            "slackUs", "propagationUs", "overshootUs", "serverNoticeUs", "nextRequestAfterCancelUs",
            "reusedConnectionRequestUs",
        ];

    private readonly TemporaryDirectory artifacts = new("httplab-cancel-");

    public void Dispose() => artifacts.Dispose();

    [Fact]
    public async Task RunAsync_TinyRun_EveryCaseCancelledWithEveryMetricAndServerSawTheAborts()
    {
        var study = new CancellationStudy(
            new CancellationStudyOptions { DeadlineMs = 50, Iterations = 3, ServerDelayMs = 5000 });

        var suite = await study.RunAsync(Context(), CancellationToken.None);

        var iterationCases = suite.Cases.Where(result => result.Name != "timerResolution").ToArray();
        Assert.Equal(11, iterationCases.Length);
        Assert.DoesNotContain(iterationCases, result => result.Name == "bodyStream/httpClientTimeout");
        Assert.All(iterationCases, result =>
        {
            var why = $"{result.Name}: {string.Join("; ", result.Warnings)}";
            Assert.True(3 == result.Metrics["cancelled"], why);
            Assert.True(0 == result.Metrics["lateCompletions"], why);
            Assert.True(0 == result.Metrics["completedBeforeDeadline"], why);
            Assert.True(0 == result.Metrics["errors"], why);
            Assert.True(0 == result.Metrics["unseenAborts"], why);
            Assert.True(result.Metrics["overshootP99PctOfDeadline"] >= 0);
            foreach (var name in IterationDistributions)
            {
                Assert.True(
                    result.Distributions.TryGetValue(name, out var distribution), $"{result.Name} lacks {name}");
                Assert.Equal(3, distribution.Count);
                Assert.True(distribution.Min <= distribution.P50 && distribution.P50 <= distribution.Max);
            }

            // Each overshoot is its slack plus its propagation; the histograms keep 3 significant digits.
            var overshoot = result.Distributions["overshootUs"];
            var slackPlusPropagation = result.Distributions["slackUs"].Max + result.Distributions["propagationUs"].Max;
            Assert.True(overshoot.Max <= slackPlusPropagation * 1.002, $"{why}: overshoot {overshoot.Max} us");
            // A histogram cannot hold the negative overshoots (the call stopped before its deadline): they become 0 and
            // the case says so.
            Assert.True(
                overshoot.Min > 0
                    || result.Warnings.Any(
                        warning => warning.Contains("overshootUs values were below zero", StringComparison.Ordinal)),
                $"{why}: an overshoot of 0 us without a warning");
        });

        var timer = Assert.Single(suite.Cases, result => result.Name == "timerResolution");
        Assert.True(timer.Metrics["stopwatchResolutionNs"] > 0);
        // Not ">= 1 ms": the runtime's timer queue counts in coarse milliseconds, so a Task.Delay(1) started late in
        // one can end early.
        Assert.True(timer.Distributions["taskDelay1Us"].Min > 0, "Task.Delay(1) took no measurable time");
        Assert.True(timer.Distributions["taskDelay1Us"].Count > 0);
        Assert.True(timer.Distributions.ContainsKey("cancelAfter1Us"));
        Assert.Contains(
            artifacts.Directory.GetFiles("*.hgrm"),
            file => file.Name == "headers-cancelAfter.overshootUs.hgrm");
    }

    [Fact]
    public async Task RunAsync_DeadlineLongerThanServerDelay_CountsCompletionsNotCancellations()
    {
        var study = new CancellationStudy(
            new CancellationStudyOptions { DeadlineMs = 400, Iterations = 2, ServerDelayMs = 10 });

        var suite = await study.RunAsync(Context(), CancellationToken.None);

        Assert.All(suite.Cases.Where(result => result.Name != "timerResolution"), result =>
        {
            Assert.True(
                2 == result.Metrics["completedBeforeDeadline"], $"{result.Name}: {string.Join("; ", result.Warnings)}");
            Assert.Equal(0, result.Metrics["cancelled"]);
            Assert.Equal(0, result.Metrics["lateCompletions"]);
            Assert.False(result.Distributions.ContainsKey("overshootUs"));
            Assert.Contains(
                result.Warnings,
                warning => warning.Contains("completed before the deadline", StringComparison.Ordinal));
        });
    }

    [Theory]
    [InlineData(0, null)]
    [InlineData(10_001, null)]
    [InlineData(200, 0)]
    public async Task RunAsync_OutOfRangeOptions_Refused(int deadlineMs, int? iterations)
    {
        var study = new CancellationStudy(
            new CancellationStudyOptions { DeadlineMs = deadlineMs, Iterations = iterations });

        await Assert.ThrowsAsync<ArgumentException>(() => study.RunAsync(Context(), CancellationToken.None));
    }

    private StudyContext Context() => new(
        target.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());
}
