using System.Text.Json;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Load;
using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Results.Html;
using HttpLab.Results.Markdown;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.Session;

/// <summary>
/// The session both measuring commands share: the same usage error, the same INCOMPLETE marker, the same report line
/// for <c>httplab run</c> and <c>httplab load</c>. Nothing here reaches a server: the target is unreachable, or the
/// measurement is a stand-in.
/// </summary>
public sealed class MeasurementSessionTests : IDisposable
{
    private static readonly Uri Unreachable = new("http://127.0.0.1:9/");

    // Exits at once without printing a ready line: the target child process never comes up.
    private static readonly SelfCommand NoServer = new("/bin/true", []);

    private readonly TemporaryDirectory work = new("httplab-session-");

    public void Dispose() => work.Dispose();

    [Theory]
    [InlineData("run", "json", "--target")]
    [InlineData("load", "-d", "1s")]
    public async Task Command_OutFolderNotEmpty_UsageErrorAndNothingLost(params string[] command)
    {
        var console = new TestConsole();
        var output = work.Directory.CreateSubdirectory("earlier");
        var earlier = Path.Combine(output.FullName, "results.json");
        await File.WriteAllTextAsync(earlier, "an earlier run");

        var exitCode = await console.RunAsync([.. command, Unreachable.ToString(), "--out", output.FullName]);

        Assert.Equal(ExitCodes.Usage, exitCode);
        Assert.StartsWith("httplab: error: ", console.Error, StringComparison.Ordinal);
        Assert.Contains(output.FullName, console.Error, StringComparison.Ordinal);
        Assert.Equal("an earlier run", await File.ReadAllTextAsync(earlier));
        Assert.Single(output.GetFileSystemInfos());
        Assert.DoesNotContain("Target:", console.Rich, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("run")]
    [InlineData("load")]
    public async Task Session_TargetDoesNotStart_Exit1AndResultsMarkedIncompleteWithTheReason(string command)
    {
        var console = new TestConsole();
        var output = Path.Combine(work.Path, command);

        var exitCode = command == "run"
            ? await new RunSession(console.Cli, NoServer).RunAsync(
                new RunRequest([JsonStudy()], null, StudyProfile.Smoke, work.Path, output), CancellationToken.None)
            : await new LoadSession(console.Cli, NoServer).RunAsync(LoadRequest(output), CancellationToken.None);

        Assert.Equal(ExitCodes.Failure, exitCode);
        const string Reason = "the target server exited with code 0 before it was ready";
        Assert.StartsWith($"httplab: error: {Reason}", console.Error, StringComparison.Ordinal);
        var marker = await File.ReadAllTextAsync(Path.Combine(output, ResultsDirectory.IncompleteMarker));
        Assert.Contains($"Reason: {Reason}", marker, StringComparison.Ordinal);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.Empty(results.RootElement.GetProperty("suites").EnumerateArray());
        var report = Path.Combine(output, HtmlReportExporter.FileName);
        Assert.Contains($"Report: {report}", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task MeasureAsync_GivenTarget_MeasuresItWithoutStartingAChildProcess()
    {
        var console = new TestConsole();
        var session = Start(console);
        SessionTarget? measured = null;

        var outcome = await session.MeasureAsync(
            Unreachable,
            startedTargetUrl: _ => throw new InvalidOperationException("no target is started"),
            interruptedBefore: "before anything",
            isFailure: _ => false,
            (target, _) =>
            {
                measured = target;
                return Task.FromResult(SessionOutcome.Complete);
            },
            CancellationToken.None);

        Assert.Equal(SessionOutcome.Complete, outcome);
        Assert.Equal(new SessionTarget(Unreachable, null), measured);
        Assert.Contains($"Target: {Unreachable}", console.Rich, StringComparison.Ordinal);
        Assert.DoesNotContain("child process", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task MeasureAsync_CtrlC_InterruptedSayingHowFarItGot()
    {
        var session = Start(new TestConsole());
        using var ctrlC = new CancellationTokenSource();

        var outcome = await session.MeasureAsync(
            Unreachable,
            startedTargetUrl: baseAddress => baseAddress,
            interruptedBefore: "before the stand-in finished",
            isFailure: _ => false,
            async (_, cancellationToken) =>
            {
                await ctrlC.CancelAsync();
                await Task.Delay(Timeout.InfiniteTimeSpan, cancellationToken);
                return SessionOutcome.Complete;
            },
            ctrlC.Token);

        var interrupted = new SessionOutcome(
            "interrupted (Ctrl-C) before the stand-in finished", ExitCodes.Interrupted);
        Assert.Equal(interrupted, outcome);
    }

    [Fact]
    public async Task MeasureAsync_FailureTheCommandExpects_FailedWithItsMessage()
    {
        var session = Start(new TestConsole());

        var outcome = await session.MeasureAsync(
            Unreachable,
            startedTargetUrl: baseAddress => baseAddress,
            interruptedBefore: "before anything",
            isFailure: exception => exception is HttpRequestException,
            (_, _) => throw new HttpRequestException("connection refused"),
            CancellationToken.None);

        Assert.Equal(SessionOutcome.Failed("connection refused"), outcome);
    }

    [Fact]
    public async Task MeasureAsync_ExceptionNoOneExpects_Propagates()
    {
        var session = Start(new TestConsole());

        await Assert.ThrowsAsync<InvalidOperationException>(() => session.MeasureAsync(
            Unreachable,
            startedTargetUrl: baseAddress => baseAddress,
            interruptedBefore: "before anything",
            isFailure: exception => exception is HttpRequestException,
            (_, _) => throw new InvalidOperationException("a bug"),
            CancellationToken.None));
    }

    [Fact]
    public async Task End_Complete_RemovesTheMarkerAndPrintsNoError()
    {
        var console = new TestConsole();
        var session = Start(console);

        var run = await session.WriteResultsAsync(SessionOutcome.Complete, "smoke", [], null, CancellationToken.None);
        session.End(SessionOutcome.Complete);

        Assert.True(run.Complete);
        Assert.Equal(Path.GetFileName(session.Directory.Path), run.RunId);
        Assert.False(File.Exists(Path.Combine(session.Directory.Path, ResultsDirectory.IncompleteMarker)));
        Assert.True(File.Exists(Path.Combine(session.Directory.Path, MarkdownReportExporter.FileName)));
        Assert.Empty(console.Error);
    }

    private static IStudy JsonStudy() => StudyCatalog.Create(new StudyOptions()).Single(study => study.Name == "json");

    private LoadRequest LoadRequest(string output) => new(
        null, null, 2, TimeSpan.FromSeconds(1), TimeSpan.Zero, null, 100, TimeSpan.FromSeconds(5), LoadEngineKind.Raw,
        work.Path, output);

    private MeasurementSession Start(TestConsole console) =>
        MeasurementSession.Start(console.Cli, NoServer, work.Path, null, ["stand-in"]);
}
