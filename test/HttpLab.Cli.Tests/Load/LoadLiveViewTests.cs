using HttpLab.Results;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// <c>httplab load</c>'s progress on a terminal (the live panel, ended however the run ends) and in a log (a line every
/// few seconds), against the real target.
/// </summary>
[RunsApart]
public sealed class LoadLiveViewTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-live-")
{
    private const string PanelHeader = "measuring · the last whole second";

    public override async Task InitializeAsync()
    {
        await Target.InitializeAsync();
        for (var index = 0; index < 100; index++)
        {
            (await Target.Client.GetAsync(Plaintext)).Dispose();
        }
    }

    [Fact]
    public async Task Load_OnATerminal_RedrawsThePanelThenPrintsTheSummary()
    {
        var console = new TestConsole(terminal: true);

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "3s", "--warmup", "500ms",
            "--out", Path.Combine(Work.Path, "terminal"));

        Output.WriteLine(console.Rich);
        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains("warming up · nothing measured yet", console.Rich, StringComparison.Ordinal);
        Assert.Contains(PanelHeader, console.Rich, StringComparison.Ordinal);
        Assert.Contains(" req/s of 100 (", console.Rich, StringComparison.Ordinal);
        Assert.Contains("p99 ", console.Rich, StringComparison.Ordinal);

        // The panel is gone before the summary: nothing of it comes after the latency table.
        var summary = console.Rich.IndexOf("every request", StringComparison.Ordinal);
        Assert.True(summary > 0, console.Rich);
        Assert.True(console.Rich.LastIndexOf(PanelHeader, StringComparison.Ordinal) < summary);
        Assert.DoesNotContain("warming up", console.Rich[summary..], StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_OnATerminalCtrlC_EndsThePanelAndSummarisesWhatWasMeasured()
    {
        var console = new TestConsole(terminal: true);
        var outputFolder = Path.Combine(Work.Path, "terminal-interrupted");
        using var ctrlC = new CancellationTokenSource();
        console.WhenRich(PanelHeader, () => ctrlC.CancelAfter(TimeSpan.FromMilliseconds(100)));

        var exitCode = await console.RunAsync(
            ctrlC.Token, "load", Plaintext.ToString(), "--rate", "100", "--duration", "10m", "--warmup", "200ms",
            "--out", outputFolder);

        Assert.Equal(130, exitCode);
        var summary = console.Rich.IndexOf("INCOMPLETE RUN", StringComparison.Ordinal);
        Assert.True(summary > console.Rich.LastIndexOf(PanelHeader, StringComparison.Ordinal), console.Rich);
        Assert.True(File.Exists(Path.Combine(outputFolder, ResultsDirectory.IncompleteMarker)));
        Assert.StartsWith("httplab: error: interrupted", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_OnATerminalUntrustedCertificate_EndsThePanelWithTheReasonOnOneLine()
    {
        var console = new TestConsole(terminal: true);
        var https = new Uri(Target.Server.HttpsBaseAddress!, "plaintext");

        var exitCode = await console.RunAsync(
            "load", https.ToString(), "--connections", "2", "--duration", "1s",
            "--out", Path.Combine(Work.Path, "terminal-untrusted"));

        Assert.Equal(1, exitCode);
        var line = Assert.Single(console.Error.Trim().Split('\n'));
        Assert.Contains("is not trusted", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_NotATerminal_WritesLinesWithRateAgainstTargetP99AndCpu()
    {
        var console = new TestConsole(progressLineInterval: TimeSpan.Zero);

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "3s", "--warmup", "500ms",
            "--out", Path.Combine(Work.Path, "log"));

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.DoesNotContain('\u001b', console.Rich);
        var lines = console.Rich.Split('\n').Where(line => line.StartsWith("measuring", StringComparison.Ordinal))
            .ToList();
        Assert.NotEmpty(lines);
        Assert.All(lines, line =>
        {
            Assert.Contains(" req/s of 100 · p99 ", line, StringComparison.Ordinal);
            Assert.Contains(" · 0 errors · CPU ", line, StringComparison.Ordinal);
            Assert.Contains($" of {Environment.ProcessorCount} cores", line, StringComparison.Ordinal);
        });
    }
}
