namespace HttpLab.Cli.Tests.Run;

/// <summary>
/// <c>httplab run load --slo</c>: the SLO of every route's capacity search, checked before anything starts.
/// </summary>
public sealed class RunSloTests
{
    [Theory]
    [InlineData(new[] { "--slo", "p99<10" }, "--slo 'p99<10' is not a threshold (a latency limit needs a unit")]
    [InlineData(new[] { "--slo", "p99<5ms", "--slo", "fast" }, "--slo 'fast' is not a threshold")]
    [InlineData(
        new[] { "--slo", "rps>=1000" },
        "--slo rps>=1000: a capacity search needs an SLO with a latency or error threshold, e.g. --slo 'p99<10ms'")]
    [InlineData(
        new[] { "--slo", "p99<5ms", "--no-capacity" },
        "--slo sets the SLO of the capacity search that --no-capacity leaves out")]
    public async Task RunLoad_BadSlo_OneLineErrorNamingItAndExitCode2(string[] options, string expected)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["run", "load", .. options, "--target", "http://127.0.0.1:9/"]);

        Assert.Equal(2, exitCode);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.Contains(expected, line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunLoad_SeveralSloThresholdsBeforeTheStudy_Accepted()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "--slo", "p99<5ms", "--slo", "errors<0.1%", "load", "--list");

        Assert.True(exitCode == 0, console.Error);
        Assert.Contains("capacity at a p99 SLO", console.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunHelp_DescribesTheSloAndHowToLeaveTheSearchOut()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "--help");

        Assert.Equal(0, exitCode);
        Assert.Contains("--slo", console.Output, StringComparison.Ordinal);
        Assert.Contains("default p99<10ms", console.Output, StringComparison.Ordinal);
        Assert.Contains("--no-capacity", console.Output, StringComparison.Ordinal);
    }
}
