using System.Text.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Run;

public sealed class RunCancelProtocolsTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-protocols-")
{
    [Theory]
    [InlineData("http3", "--protocols 'http3': 'http3' is not a protocol the cancel study knows; the protocols are: ")]
    [InlineData("http1,http1", "--protocols 'http1,http1': 'http1' is named twice")]
    [InlineData("", "'' is not a protocol the cancel study knows")]
    public async Task Run_BadProtocols_OneLineUsageError(string protocols, string expected)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "cancel", "--protocols", protocols, "--out", Work.Path + "/bad");

        Assert.Equal(2, exitCode);
        Assert.Contains(expected, console.Error, StringComparison.Ordinal);
        Assert.Single(console.Error.TrimEnd().Split('\n'));
        Assert.False(Directory.Exists(Work.Path + "/bad"));
    }

    [Fact]
    public async Task Run_CancelOverHttp1AndH2c_ResultsHoldBothProtocolsCases()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "both");

        var exitCode = await console.RunAsync(
            "run", "cancel", "--target", Target.BaseAddress.ToString(), "--profile", "smoke", "--iterations", "1",
            "--deadline-ms", "20", "--server-delay-ms", "2000", "--protocols", "h2c,http1", "--out", folder);

        Assert.True(exitCode == 0, console.Error);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var names = results.RootElement.GetProperty("suites")[0].GetProperty("cases").EnumerateArray()
            .Select(@case => @case.GetProperty("name").GetString())
            .ToArray();
        Assert.Contains("headers/cancelAfter", names);
        Assert.Contains("h2c/headers/cancelAfter", names);
        Assert.True(names.ToList().IndexOf("h2c/headers/cancelAfter") < names.ToList().IndexOf("headers/cancelAfter"));
    }
}
