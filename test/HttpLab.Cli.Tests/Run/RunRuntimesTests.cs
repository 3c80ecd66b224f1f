using System.Text.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Run;

// Its studies run in study runners, processes of their own that read no environment variable of this one, so it
// needs no place in the BenchmarkDotNet environment collection.
[RunsApart]
public sealed class RunRuntimesTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-runtimes-")
{
    [Theory]
    [InlineData("net7.0", "'net7.0' is not a runtime HttpLab knows; the runtimes are: net8.0, net9.0, net10.0, mono")]
    [InlineData("net8.0,net8.0", "'net8.0' is named twice")]
    [InlineData("", "is not a runtime HttpLab knows")]
    public async Task Run_BadRuntimes_OneLineUsageError(string runtimes, string expected)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "json", "--runtimes", runtimes, "--out", Work.Path + "/bad");

        Assert.Equal(2, exitCode);
        Assert.Contains(expected, console.Error, StringComparison.Ordinal);
        Assert.Single(console.Error.TrimEnd().Split('\n'));
        Assert.False(Directory.Exists(Work.Path + "/bad"));
    }

    [Theory]
    [InlineData("--runtimes", "net8.0", "--baseline-runtime", "net9.0", "'net9.0' is not among --runtimes (net8.0)")]
    [InlineData("--profile", "smoke", "--baseline-runtime", "net9.0", "--baseline-runtime needs --runtimes")]
    public async Task Run_BaselineRuntimeNotRun_UsageError(
        string option, string value, string baselineOption, string baseline, string expected)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "run", "json", option, value, baselineOption, baseline, "--out", Work.Path + "/baseline");

        Assert.Equal(2, exitCode);
        Assert.Contains(expected, console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_OneRuntimeUnobtainable_SkippedWithItsReasonAndTheOtherRuns()
    {
        var console = new TestConsole();
        var results = Path.Combine(Work.Path, "run");
        var missingMono = Path.Combine(Work.Path, "no-such-mono");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--runtimes", "mono,net8.0,net10.0", "--mono", missingMono,
            "--runtimes-cache", Path.Combine(Work.Path, "cache"), "--out", results);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains($"mono skipped: --mono {missingMono} does not exist", console.Rich, StringComparison.Ordinal);
        Assert.Contains("Built the net8.0 study runner in", console.Rich, StringComparison.Ordinal);
        Assert.Contains("Built the net10.0 study runner in", console.Rich, StringComparison.Ordinal);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(results, "results.json")));
        var runtimes = json.RootElement.GetProperty("environment").GetProperty("studyRuntimes").EnumerateArray()
            .ToDictionary(runtime => runtime.GetProperty("name").GetString()!);
        Assert.StartsWith(
            ".NET 8.0.", runtimes["net8.0"].GetProperty("version").GetString(), StringComparison.Ordinal);
        Assert.StartsWith(
            ".NET 10.0.", runtimes["net10.0"].GetProperty("version").GetString(), StringComparison.Ordinal);
        Assert.Contains(
            "does not exist", runtimes["mono"].GetProperty("skipped").GetString(), StringComparison.Ordinal);
        var suite = Assert.Single(json.RootElement.GetProperty("suites").EnumerateArray());
        var cases = suite.GetProperty("cases").EnumerateArray().ToArray();
        Assert.Equal(20, cases.Length);
        Assert.Equal(
            ["net8.0", "net10.0"],
            cases.Select(@case => @case.GetProperty("parameters").GetProperty("runtime").GetString()).Distinct());
        Assert.All(cases, @case => Assert.Equal(3, @case.GetProperty("iterationsNs").GetArrayLength()));
        var rows = suite.GetProperty("runtimes").GetProperty("rows").EnumerateArray().ToArray();
        Assert.Equal(10, rows.Length);
        Assert.All(
            rows, row => Assert.Equal("unknown", row.GetProperty("cells")[1].GetProperty("verdict").GetString()));
        Assert.Contains(
            suite.GetProperty("warnings").EnumerateArray(),
            warning => warning.GetString()!.StartsWith("mono skipped: ", StringComparison.Ordinal));
        Assert.True(File.Exists(Path.Combine(results, "artifacts", "json", "net8.0", "runner.log")));
        var report = await File.ReadAllTextAsync(Path.Combine(results, "report.md"));
        Assert.Contains("### Across runtimes (baseline net8.0)", report, StringComparison.Ordinal);
        Assert.Contains("| Studies on mono ", report, StringComparison.Ordinal);
        // .NET 8 comes with the runner (self-contained); .NET 10, which httplab runs on, is the installed one.
        var builds = Directory.GetDirectories(Path.Combine(Work.Path, "cache"));
        Assert.True(File.Exists(Path.Combine(Assert.Single(builds, Named("net8.0-")), "libcoreclr.so")));
        Assert.False(File.Exists(Path.Combine(Assert.Single(builds, Named("net10.0-")), "libcoreclr.so")));

        var cached = new TestConsole();
        exitCode = await cached.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--runtimes", "net10.0", "--runtimes-cache", Path.Combine(Work.Path, "cache"),
            "--out", Path.Combine(Work.Path, "again"));

        Assert.True(exitCode == 0, cached.Error + cached.Rich);
        Assert.Contains("Using the net10.0 study runner built earlier", cached.Rich, StringComparison.Ordinal);
        using var single = JsonDocument.Parse(
            await File.ReadAllTextAsync(Path.Combine(Work.Path, "again", "results.json")));
        var singleSuite = Assert.Single(single.RootElement.GetProperty("suites").EnumerateArray());
        Assert.False(singleSuite.TryGetProperty("runtimes", out _));
        Assert.All(
            singleSuite.GetProperty("cases").EnumerateArray(),
            @case => Assert.False(@case.GetProperty("parameters").TryGetProperty("runtime", out _)));
    }

    [Fact]
    public async Task Run_TwoLaunches_IterationsPooledFromBothAndEachLaunchInItsOwnFolder()
    {
        var console = new TestConsole();
        var results = Path.Combine(Work.Path, "launches");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--launches", "2", "--out", results);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(results, "results.json")));
        var suite = Assert.Single(json.RootElement.GetProperty("suites").EnumerateArray());
        Assert.Contains("2 launches", suite.GetProperty("engine").GetString(), StringComparison.Ordinal);
        // Launches on HttpLab's own runtime run in httplab itself: no study runner is built or looked up.
        Assert.DoesNotContain("study runner", console.Rich, StringComparison.Ordinal);
        var cases = suite.GetProperty("cases").EnumerateArray().ToArray();
        Assert.Equal(10, cases.Length);
        Assert.All(cases, @case => Assert.Equal(6, @case.GetProperty("iterationsNs").GetArrayLength()));
        Assert.All(
            cases, @case => Assert.Equal(6, @case.GetProperty("metrics").GetProperty("iterations").GetDouble()));
        foreach (var launch in new[] { "launch-1", "launch-2" })
        {
            var request = await File.ReadAllTextAsync(
                Path.Combine(results, "artifacts", "json", "net10.0", launch, "runner-request.json"));
            Assert.Contains(
                launch == "launch-1" ? "\"order\":\"declared\"" : "\"order\":\"reversed\"",
                request,
                StringComparison.Ordinal);
        }

        // The second launch runs the invocations the first chose, in its one smoke round: no BenchmarkDotNet pilot.
        var launches = Path.Combine(results, "artifacts", "json", "net10.0");
        var chosen = await File.ReadAllTextAsync(Path.Combine(launches, "launch-1", "invocations.json"));
        using var counts = JsonDocument.Parse(chosen);
        Assert.Equal(11, counts.RootElement.EnumerateObject().Count()); // the 10 cases and the A/A control
        using var secondRequest = JsonDocument.Parse(
            await File.ReadAllTextAsync(Path.Combine(launches, "launch-2", "runner-request.json")));
        Assert.Equal(
            counts.RootElement.EnumerateObject().Select(count => (count.Name, count.Value.GetInt64())),
            secondRequest.RootElement.GetProperty("invocations").EnumerateObject()
                .Select(count => (count.Name, count.Value.GetInt64())));
        var secondLogs = Directory.GetFiles(Path.Combine(launches, "launch-2"), "*.log", SearchOption.AllDirectories)
            .Where(log => Path.GetFileName(log) != "runner.log")
            .ToArray();
        Assert.Single(secondLogs);
        Assert.All(
            secondLogs, log => Assert.DoesNotContain("WorkloadPilot", File.ReadAllText(log), StringComparison.Ordinal));
        var firstRoundLog = Directory.GetFiles(Path.Combine(launches, "launch-1", "round-1"), "*.log").Single();
        Assert.Contains("WorkloadPilot", await File.ReadAllTextAsync(firstRoundLog), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_CacheFolderUnwritable_RuntimeSkippedNamingTheFolder()
    {
        var console = new TestConsole();
        var notAFolder = Path.Combine(Work.Path, "a-file");
        await File.WriteAllTextAsync(notAFolder, "not a folder");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--runtimes", "net8.0", "--runtimes-cache", notAFolder, "--out", Path.Combine(Work.Path, "unwritable"));

        Assert.Equal(1, exitCode);
        var expected = $"net8.0 skipped: its study runner cannot be built into {notAFolder}";
        Assert.Contains(expected, console.Rich, StringComparison.Ordinal);
        Assert.Contains(
            "none of the runtimes named in --runtimes could be had", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_NoRuntimeObtainable_FailsIncompleteNamingWhy()
    {
        var console = new TestConsole();
        var results = Path.Combine(Work.Path, "none");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--runtimes", "mono", "--mono", Path.Combine(Work.Path, "no-mono"), "--out", results);

        Assert.Equal(1, exitCode);
        Assert.Contains(
            "none of the runtimes named in --runtimes could be had", console.Error, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(results, "INCOMPLETE")));
    }

    private static Predicate<string> Named(string prefix) =>
        folder => Path.GetFileName(folder).StartsWith(prefix, StringComparison.Ordinal);
}
