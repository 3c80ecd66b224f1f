using System.Text.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Run;

[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class RunCommandTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-cli-")
{
    [Fact]
    public async Task RunJson_SmokeAgainstTarget_WritesEveryOutputAndCompletes()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "run");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", Target.BaseAddress.ToString(),
            "--out", output);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        foreach (var file in new[] { "results.json", "report.md", "json.csv", "json.svg" })
        {
            Assert.True(File.Exists(Path.Combine(output, file)), $"{file} is missing");
        }

        Assert.False(File.Exists(Path.Combine(output, "INCOMPLETE")));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.True(results.RootElement.GetProperty("complete").GetBoolean());
        var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
        Assert.Equal(10, suite.GetProperty("cases").GetArrayLength());
        Assert.Contains("GetFromJsonAsync_SourceGenerated", console.Rich, StringComparison.Ordinal);
        Assert.Contains("report.html", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_UnreachableTarget_ExitCode1AndResultsMarkedIncomplete()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "unreachable");

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", "http://127.0.0.1:9/", "--out", output);

        Assert.Equal(1, exitCode);
        Assert.True(File.Exists(Path.Combine(output, "INCOMPLETE")));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.StartsWith("httplab: error: ", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunCancel_CtrlC_ExitCode130AndFinishedCasesKeptMarkedIncomplete()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "interrupted");
        // the whole run needs at least 11 x 43 x 20 ms = 9.5 s
        using var ctrlC = new CancellationTokenSource(TimeSpan.FromSeconds(6));

        var exitCode = await console.RunAsync(
            ctrlC.Token, "run", "cancel", "--profile", "smoke", "--deadline-ms", "20", "--iterations", "40",
            "--target", Target.BaseAddress.ToString(), "--out", output);

        Assert.Equal(130, exitCode);
        Assert.True(File.Exists(Path.Combine(output, "INCOMPLETE")));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
        var cases = suite.GetProperty("cases").GetArrayLength();
        Assert.InRange(cases, 1, 10);
    }
}
