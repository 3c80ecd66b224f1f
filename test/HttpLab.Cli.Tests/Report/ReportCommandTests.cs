using HttpLab.Results;

namespace HttpLab.Cli.Tests.Report;

public sealed class ReportCommandTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-report-");

    private string Out => Path.Combine(work.Path, "out");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task Report_OldRun_BothReportsInANewFolderTheOldOneUntouched()
    {
        var folder = await WriteAsync("old", Run("20261124T230000Z-json"));
        var before = Directory.GetFiles(folder).Select(Path.GetFileName).Order(StringComparer.Ordinal).ToArray();
        var console = new TestConsole();

        var exitCode = await console.RunAsync("report", folder, "--out", Out);

        Assert.Equal(0, exitCode);
        Assert.Equal(
            ["report.html", "report.md"],
            Directory.GetFiles(Out).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        Assert.Equal(before, Directory.GetFiles(folder).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var html = await File.ReadAllTextAsync(Path.Combine(Out, "report.html"));
        Assert.Contains("20261124T230000Z-json", html, StringComparison.Ordinal);
        Assert.Contains("href=\"../old/results.json\"", html, StringComparison.Ordinal);
        var markdown = await File.ReadAllTextAsync(Path.Combine(Out, "report.md"));
        Assert.Contains("GetStreamAsync", markdown, StringComparison.Ordinal);
        Assert.Contains("report.html", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Report_SeveralRuns_OneReportWithEachRunInTheOrderGiven()
    {
        var first = await WriteAsync("first", Run("20261124T230000Z-json"));
        var second = await WriteAsync("second", Run("20261125T010000Z-json"));

        var exitCode = await new TestConsole().RunAsync("report", second, first, "--out", Out);

        Assert.Equal(0, exitCode);
        var html = await File.ReadAllTextAsync(Path.Combine(Out, "report.html"));
        Assert.Contains("HttpLab report: 2 runs", html, StringComparison.Ordinal);
        Assert.True(
            html.IndexOf("id=\"run-20261125t010000z-json\"", StringComparison.Ordinal)
            < html.IndexOf("id=\"run-20261124t230000z-json\"", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("missing", "neither a results folder nor a results.json file")]
    [InlineData("empty", "a folder without a results.json")]
    [InlineData("broken", "results.json")]
    public async Task Report_UnreadableRun_OneLineUsageErrorAndNoFolder(string name, string expected)
    {
        var folder = Path.Combine(work.Path, name);
        if (name != "missing")
        {
            Directory.CreateDirectory(folder);
        }

        if (name == "broken")
        {
            await File.WriteAllTextAsync(Path.Combine(folder, "results.json"), "{\"schemaVersion\": 1, \"runId\": ");
        }

        var console = new TestConsole();

        var exitCode = await console.RunAsync("report", folder, "--out", Out);

        Assert.Equal(2, exitCode);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.Contains(expected, line, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Out));
    }

    [Fact]
    public async Task Report_SameRunTwice_UsageError()
    {
        var folder = await WriteAsync("old", Run("20261124T230000Z-json"));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("report", folder, Path.Combine(folder, "results.json"), "--out", Out);

        Assert.Equal(2, exitCode);
        Assert.Contains("named more than once", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Report_OutputFolderNotEmpty_UsageErrorAndNothingOverwritten()
    {
        var folder = await WriteAsync("old", Run("20261124T230000Z-json"));
        Directory.CreateDirectory(Out);
        await File.WriteAllTextAsync(Path.Combine(Out, "report.html"), "mine");

        var exitCode = await new TestConsole().RunAsync("report", folder, "--out", Out);

        Assert.Equal(2, exitCode);
        Assert.Equal("mine", await File.ReadAllTextAsync(Path.Combine(Out, "report.html")));
    }

    private Task<string> WriteAsync(string name, RunResult run) => SavedRuns.WriteAsync(work.Path, name, run);

    private static RunResult Run(string runId) => SavedRuns.Run(
        runId,
        new DateTimeOffset(2026, 11, 24, 23, 0, 0, TimeSpan.Zero),
        [
            new SuiteResult
            {
                Name = "json",
                Title = "JSON client patterns",
                Engine = "BenchmarkDotNet",
                Cases =
                [
                    new CaseResult
                    {
                        Name = "GetStreamAsync",
                        Metrics = new Dictionary<string, double> { ["meanNs"] = 100_000, ["errorNs"] = 2_000 },
                    },
                ],
            },
        ]);
}
