using HttpLab.Results;

namespace HttpLab.Cli.Tests.Compare;

public sealed class CompareCommandTests() : SavedRunsTests("httplab-compare-")
{
    [Fact]
    public async Task Compare_RunWithItself_EveryCaseSame()
    {
        var folder = await WriteAsync("base", Run(slowdown: null));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, folder, "--fail-on-regression", "--results-dir", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("3 cases compared: 3 Same", console.Rich, StringComparison.Ordinal);
        Assert.DoesNotContain("Slower", console.Rich, StringComparison.Ordinal);
        Assert.DoesNotContain("one process launch", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_OneCaseTwiceAsSlow_ThatCaseSlowerTheOthersSame()
    {
        var baseFolder = await WriteAsync("base", Run(slowdown: null));
        var diffFolder = await WriteAsync("diff", Run(slowdown: "GetStreamAsync"));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", baseFolder, diffFolder, "--results-dir", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("3 cases compared: 2 Same, 1 Slower", console.Rich, StringComparison.Ordinal);
        var slowerLine = Assert.Single(
            console.Rich.Split('\n'), line => line.Contains("Slower", StringComparison.Ordinal)
                && line.Contains("json/", StringComparison.Ordinal));
        Assert.Contains("GetStreamAsync", slowerLine, StringComparison.Ordinal);
        Assert.Contains("2.000", slowerLine, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_RunsOfSeveralLaunches_ADifferenceWithinTheLaunchSpreadIsSameAndSaysWhy()
    {
        var baseRun = WithLaunches(Run(slowdown: null), factor: 1.0, [100_000, 117_000, 100_500]);
        var diffRun = WithLaunches(Run(slowdown: null), factor: 1.1, [110_000, 111_000, 112_000]);
        var baseFolder = await WriteAsync("base", baseRun);
        var diffFolder = await WriteAsync("diff", diffRun);
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", baseFolder, diffFolder, "--fail-on-regression", "--results-dir", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("3 cases compared: 3 Same", console.Rich, StringComparison.Ordinal);
        Assert.Contains("within the 17% launch-to-launch spread", console.Rich, StringComparison.Ordinal);
        Assert.DoesNotContain("one process launch", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_RunsOfSeveralLaunches_ADoublingBeyondTheSpreadIsSlowerWithoutTheOneLaunchWarning()
    {
        var baseRun = WithLaunches(Run(slowdown: null), factor: 1.0, [100_000, 117_000, 100_500]);
        var diffRun = WithLaunches(Run(slowdown: null), factor: 2.0, [200_000, 201_000, 205_000]);
        var baseFolder = await WriteAsync("base", baseRun);
        var diffFolder = await WriteAsync("diff", diffRun);
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", baseFolder, diffFolder, "--fail-on-regression", "--results-dir", Out);

        Assert.Equal(1, exitCode);
        Assert.Contains("3 cases compared: 3 Slower", console.Rich, StringComparison.Ordinal);
        Assert.DoesNotContain("one process launch", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_Regression_WritesEveryReportWithTheRegressionAsAFailedTest()
    {
        var baseFolder = await WriteAsync("base", Run(slowdown: null));
        var diffFolder = await WriteAsync("diff", Run(slowdown: "GetStreamAsync"));
        var output = Path.Combine(Work.Path, "comparison");

        var exitCode = await new TestConsole().RunAsync("compare", baseFolder, diffFolder, "--out", output);

        Assert.Equal(0, exitCode);
        Assert.Equal(
            ["compare.csv", "compare.json", "compare.junit.xml", "compare.md", "compare.svg", "report.html"],
            Directory.GetFiles(output).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var html = await File.ReadAllTextAsync(Path.Combine(output, "report.html"));
        Assert.Contains("<td class=\"verdict-slower\">Slower</td>", html, StringComparison.Ordinal);
        Assert.Contains("<svg", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<?xml", html, StringComparison.Ordinal);
        var markdown = await File.ReadAllTextAsync(Path.Combine(output, "compare.md"));
        Assert.Contains("**Slower**", markdown, StringComparison.Ordinal);
        Assert.Contains(
            "> ⚠ A run's iteration samples come from one process launch", markdown, StringComparison.Ordinal);
        Assert.Contains("3 cases compared: 2 Same, 1 Slower", markdown, StringComparison.Ordinal);
        var csv = await File.ReadAllLinesAsync(Path.Combine(output, "compare.csv"));
        Assert.Equal(4, csv.Length);
        Assert.Contains(
            csv,
            line => line.StartsWith("json,GetStreamAsync [size=10],iterationsNs,median,ns,", StringComparison.Ordinal)
                && line.Contains(",2,", StringComparison.Ordinal)
                && line.Contains(",Slower,", StringComparison.Ordinal));
        var junit = System.Xml.Linq.XDocument.Load(Path.Combine(output, "compare.junit.xml"));
        var failed = Assert.Single(junit.Descendants("failure"));
        Assert.Equal("GetStreamAsync [size=10]", failed.Parent!.Attribute("name")!.Value);
        Assert.Equal("3", junit.Descendants("testsuite").Single().Attribute("tests")!.Value);
    }

    [Fact]
    public async Task Compare_RegressionWithFailOnRegression_ExitCode1()
    {
        var baseFolder = await WriteAsync("base", Run(slowdown: null));
        var diffFile = Path.Combine(await WriteAsync("diff", Run(slowdown: "GetStringAsync")), "results.json");

        var exitCode = await new TestConsole().RunAsync(
            "compare", baseFolder, diffFile, "--fail-on-regression", "--results-dir", Out);

        Assert.Equal(1, exitCode);
    }

    [Fact]
    public async Task Compare_CasesInOneRunOnly_ListedNotDropped()
    {
        var baseRun = Run(slowdown: null);
        var suite = baseRun.Suites[0];
        var diffRun = baseRun with
        {
            Suites = [suite with { Cases = [.. suite.Cases.Skip(1), SavedRuns.JsonCase("GetFromJsonAsync")] }],
        };
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", await WriteAsync("base", baseRun), await WriteAsync("diff", diffRun), "--results-dir", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("Only in base: 1", console.Rich, StringComparison.Ordinal);
        Assert.Contains("json/GetAsync_ReadAsStringAsync [size=10]", console.Rich, StringComparison.Ordinal);
        Assert.Contains("Only in diff: 1", console.Rich, StringComparison.Ordinal);
        Assert.Contains("json/GetFromJsonAsync [size=10]", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_IncompleteDiffRun_WarnsWithItsReasonAndListsWhatItLacks()
    {
        var baseRun = Run(slowdown: null);
        var suite = baseRun.Suites[0];
        var diffRun = baseRun with
        {
            Complete = false,
            IncompleteReason = "json: could not measure GetStringAsync [Size=10]",
            Suites = [suite with { Cases = [.. suite.Cases.SkipLast(1)] }],
        };
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", await WriteAsync("base", baseRun), await WriteAsync("diff", diffRun), "--results-dir", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains(
            "⚠ The diff run is incomplete (json: could not measure GetStringAsync [Size=10]): the cases it lacks",
            console.Rich,
            StringComparison.Ordinal);
        Assert.Contains("Only in base: 1", console.Rich, StringComparison.Ordinal);
        Assert.Contains("2 cases compared: 2 Same", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_TruncatedResultsJson_OneLineErrorNamingTheFileExitCode2()
    {
        var folder = await WriteAsync("base", Run(slowdown: null));
        var file = Path.Combine(folder, "results.json");
        var broken = Path.Combine(Work.Path, "broken.json");
        var json = await File.ReadAllTextAsync(file);
        await File.WriteAllTextAsync(broken, json[..(json.Length / 2)]);
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, broken, "--results-dir", Out);

        Assert.Equal(2, exitCode);
        Assert.False(Directory.Exists(Out), "Nothing is written for a comparison that cannot be made.");
        var error = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", error, StringComparison.Ordinal);
        Assert.Contains("broken.json", error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--threshold", "100")]
    [InlineData("--threshold", "-1")]
    [InlineData("--threshold", "five")]
    [InlineData("--noise", "-0.5")]
    public async Task Compare_ThresholdOutOfRange_UsageErrorNamingTheOption(string option, string value)
    {
        var folder = await WriteAsync("base", Run(slowdown: null));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, folder, option, value, "--results-dir", Out);

        Assert.Equal(2, exitCode);
        Assert.Contains(option, console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_OutFolderNotEmpty_UsageErrorBeforeAnyTable()
    {
        var folder = await WriteAsync("base", Run(slowdown: null));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, folder, "--out", folder);

        Assert.Equal(2, exitCode);
        Assert.Contains("never overwrites", console.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("cases compared", console.Rich, StringComparison.Ordinal);
        Assert.Equal(["results.json"], Directory.GetFiles(folder).Select(Path.GetFileName));
    }

    [Fact]
    public async Task Compare_MissingFolder_UsageError()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", Path.Combine(Work.Path, "nowhere"), Work.Path, "--results-dir", Out);

        Assert.Equal(2, exitCode);
        Assert.Contains("nowhere", console.Error, StringComparison.Ordinal);
    }

    private static RunResult Run(string? slowdown) => SavedRuns.Run(
        "20261124T230000Z-json",
        new DateTimeOffset(2026, 11, 24, 23, 0, 0, TimeSpan.Zero),
        [
            SavedRuns.JsonSuite(
            [
                .. new[] { "GetAsync_ReadAsStringAsync", "GetStreamAsync", "GetStringAsync" }
                    .Select(name => SavedRuns.JsonCase(name, name == slowdown ? 2 : 1)),
            ]),
        ]);

    private static RunResult WithLaunches(RunResult run, double factor, double[] launchMedians) => run with
    {
        Suites =
        [
            .. run.Suites.Select(suite => suite with
            {
                Cases =
                [
                    .. suite.Cases.Select(@case =>
                        SavedRuns.JsonCase(@case.Name, factor) with { LaunchMediansNs = launchMedians }),
                ],
            }),
        ],
    };
}
