using System.Globalization;
using System.Text.RegularExpressions;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Target;
using HttpLab.Studies.Cancellation;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Cancellation;

[Collection(TimingSensitiveCollection.Name)]
public sealed partial class CancellationStudyTests(TargetFixture target, ITestOutputHelper output)
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

    [SkippableFact]
    public async Task RunAsync_TinyRun_EveryCaseCancelledWithEveryMetricAndServerSawTheAborts()
    {
        var study = new CancellationStudy(
            new CancellationStudyOptions { DeadlineMs = 50, Iterations = 3, ServerDelayMs = 5000 });

        var suite = await study.RunAsync(Context(), CancellationToken.None);

        var iterationCases = suite.Cases.Where(result => result.Name != "timerResolution").ToArray();
        Assert.Equal(11, iterationCases.Length);
        Assert.DoesNotContain(iterationCases, result => result.Name == "bodyStream/httpClientTimeout");
        var stalled = iterationCases.Where(result => NeverReachedTheHandler(result) > 0).ToArray();
        Skip.If(
            stalled.Length > 0,
            "The machine stalled: a request did not reach the server's handler within its 50 ms deadline, so the "
                + $"server could not see its abort ({string.Join("; ", stalled.SelectMany(Warnings))})");
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

    [Fact]
    public async Task RunAsync_OverHttp1AndH2c_EachCaseOnEachAndOnlyHttp1Reconnects()
    {
        var study = new CancellationStudy(new CancellationStudyOptions
        {
            DeadlineMs = 50,
            Iterations = 3,
            ServerDelayMs = 5000,
            Protocols = [CancellationProtocol.Http1, CancellationProtocol.H2c],
        });

        var suite = await study.RunAsync(Context(), CancellationToken.None);

        var http1 = suite.Cases.Where(result => result.Name.Split('/').Length == 2 && result.Name != "timerResolution")
            .ToArray();
        var h2c = suite.Cases.Where(result => result.Name.StartsWith("h2c/", StringComparison.Ordinal)).ToArray();
        Assert.Equal(11, http1.Length);
        Assert.Equal(
            http1.Select(result => "h2c/" + result.Name),
            h2c.Select(result => result.Name));
        Assert.All(http1, result => Assert.False(result.Parameters.ContainsKey("protocol")));
        Assert.All(h2c, result =>
        {
            var why = $"{result.Name}: {string.Join("; ", result.Warnings)}";
            Assert.Equal("h2c", result.Parameters["protocol"].Text);
            Assert.True(3 == result.Metrics["cancelled"], why);
            Assert.True(0 == result.Metrics["errors"], why);
            Assert.True(0 == result.Metrics["unseenAborts"], why);
            Assert.True(0 == result.Metrics["reconnectsAfterCancel"], why);
            Assert.Equal(3, result.Distributions["nextRequestAfterCancelUs"].Count);
        });
        Assert.All(http1, result => Assert.True(
            3 == result.Metrics["reconnectsAfterCancel"], $"{result.Name}: {result.Metrics["reconnectsAfterCancel"]}"));
        Assert.Contains("over http1 (http://127.0.0.1:", suite.Engine, StringComparison.Ordinal);
        Assert.Contains(", h2c (http://127.0.0.1:", suite.Engine, StringComparison.Ordinal);
        Assert.Contains(
            artifacts.Directory.GetFiles("*.hgrm"),
            file => file.Name == "h2c-headers-cancelAfter.overshootUs.hgrm");
    }

    [Fact]
    public async Task RunAsync_OverHttps1AndH2_TlsOnBothAndOnlyHttp2KeepsItsConnection()
    {
        var study = new CancellationStudy(new CancellationStudyOptions
        {
            DeadlineMs = 50,
            Iterations = 2,
            ServerDelayMs = 5000,
            Protocols = [CancellationProtocol.Https1, CancellationProtocol.H2],
        });

        var suite = await study.RunAsync(Context(), CancellationToken.None);

        var https1 = suite.Cases.Where(result => result.Name.StartsWith("https1/", StringComparison.Ordinal)).ToArray();
        var h2 = suite.Cases.Where(result => result.Name.StartsWith("h2/", StringComparison.Ordinal)).ToArray();
        Assert.Equal(11, https1.Length);
        Assert.Equal(11, h2.Length);
        Assert.All([.. https1, .. h2], result =>
        {
            var why = $"{result.Name}: {string.Join("; ", result.Warnings)}";
            Assert.True(2 == result.Metrics["cancelled"], why);
            Assert.True(0 == result.Metrics["errors"], why);
            Assert.True(0 == result.Metrics["unseenAborts"], why);
        });
        Assert.All(https1, result => Assert.Equal(2, result.Metrics["reconnectsAfterCancel"]));
        Assert.All(h2, result => Assert.Equal(0, result.Metrics["reconnectsAfterCancel"]));
        Assert.Contains("over https1 (https://127.0.0.1:", suite.Engine, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_H2cAskedOfATargetWithoutIt_FailsNamingWhy()
    {
        await using var plain = await TargetServer.StartAsync(
            new TargetOptions { Http2Urls = string.Empty }, CancellationToken.None);
        var study = new CancellationStudy(new CancellationStudyOptions
        {
            Iterations = 1,
            Protocols = [CancellationProtocol.Http1, CancellationProtocol.H2c],
        });

        var failure = await Assert.ThrowsAsync<StudyFailedException>(() => study.RunAsync(
            new StudyContext(
                plain.BaseAddress,
                StudyProfile.Smoke,
                new ArtifactWriter(artifacts.Path),
                new Progress<StudyProgress>()),
            CancellationToken.None));

        Assert.Equal(
            "cancel: h2c was asked for but cannot be measured: the target serves no h2c endpoint (its Http2Urls "
                + "option is blank).",
            failure.Message);
    }

    [Fact]
    public async Task RunAsync_ReversedOrder_SameCasesMeasuredLastFirst()
    {
        var study = new CancellationStudy(
            new CancellationStudyOptions { DeadlineMs = 20, Iterations = 1, ServerDelayMs = 2000 });
        var order = new List<string>();
        var context = Context() with
        {
            Order = CaseOrder.Reversed,
            Progress = new SynchronousProgress<StudyProgress>(
                progress => order.Add(progress.CurrentCase.Split(' ')[0])),
        };

        var suite = await study.RunAsync(context, CancellationToken.None);

        Assert.Equal("getFromJson/dedicatedThread", order[0]);
        Assert.Equal("headers/cancelAfter", order[^1]);
        Assert.Equal("headers/cancelAfter", suite.Cases[0].Name);
        Assert.Equal("getFromJson/dedicatedThread", suite.Cases[^2].Name);
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

    private static IEnumerable<string> Warnings(CaseResult result) => result.Warnings;

    /// <summary>How many of a case's cancelled requests its warnings say never reached the server's handler.</summary>
    private static int NeverReachedTheHandler(CaseResult result) =>
        result.Warnings
            .Select(warning => NeverReachedPattern().Match(warning))
            .Where(match => match.Success)
            .Sum(match => int.Parse(match.Groups["count"].Value, CultureInfo.InvariantCulture));

    [GeneratedRegex(@"\((?<count>\d+) of them never reached its handler\)")]
    private static partial Regex NeverReachedPattern();
}
