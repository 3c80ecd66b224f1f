using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Run;

[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class RunFailureTests(ITestOutputHelper testOutput) : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-cli-failure-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task RunJson_CaseFailsInsideBenchmarkDotNet_ExitCode1ReasonShownAndMeasuredCasesKeptMarkedIncomplete()
    {
        await using var server =
            await LyingWeatherServer.StartAsync(WeatherLie.WrongChecksum, lyingFromStart: false, testOutput);
        // A progress line for every case, to know which case started when.
        var console = new TestConsole(progressLineInterval: TimeSpan.Zero);
        var output = Path.Combine(work.Path, "failed");
        // The third case (after the lead-in) starts measuring against a target that now lies about its checksum.
        console.WhenRich("json: 3/12 ", server.StartLying);

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "0", "--profile", "smoke", "--target", server.BaseAddress.ToString(),
            "--out", output);

        Assert.True(exitCode == 1, $"exit code {exitCode}: {console.Error}{console.Rich}");

        // The liar starts with the third case's progress line; the case measuring at that moment is the one that fails
        // (on a busy machine the line may come a moment early), and every case before it is kept.
        var failure = Regex.Match(
            console.Error,
            @"could not measure (?<case>\w+) \[Size=0\]: PayloadValidationException: \k<case> at size 0: checksum");
        Assert.True(failure.Success, console.Error);
        var started = Regex.Matches(console.Rich, @"json: (?<index>\d+)/12 \(\d+%\)[^·\n]* · (?<case>\w+) \[Size=0\]")
            .Select(match => (
                Index: int.Parse(match.Groups["index"].Value, CultureInfo.InvariantCulture),
                Case: match.Groups["case"].Value))
            .Distinct()
            .ToArray();
        var failed = Assert.Single(started, step => step.Case == failure.Groups["case"].Value);
        Assert.True(failed.Index >= 1, console.Rich);
        Assert.True(started.All(step => step.Index <= failed.Index), console.Rich);
        var reason = failure.Value;
        Assert.Contains(
            reason, await File.ReadAllTextAsync(Path.Combine(output, "INCOMPLETE")), StringComparison.Ordinal);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.Contains(
            reason, results.RootElement.GetProperty("incompleteReason").GetString(), StringComparison.Ordinal);
        var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
        var kept = suite.GetProperty("cases").EnumerateArray()
            .Select(result => result.GetProperty("name").GetString())
            .ToArray();
        var before = started
            .Where(step => step.Index < failed.Index)
            .OrderBy(step => step.Index)
            .Select(step => step.Case)
            .ToArray();
        Assert.True(
            before.SequenceEqual(kept),
            $"kept [{string.Join(", ", kept)}], "
                + $"measured before the failure [{string.Join(", ", before)}]: {console.Rich}");
        Assert.Contains(
            "GetAsync_ReadAsStreamAsync",
            await File.ReadAllTextAsync(Path.Combine(output, "report.md")),
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunJson_LaunchesAgainstARefusingTarget_ExitCode1CauseNamedAndNoSecondLaunch()
    {
        var console = new TestConsole();
        var output = Path.Combine(work.Path, "refused");
        var listener = new System.Net.Sockets.TcpListener(System.Net.IPAddress.Loopback, 0);
        listener.Start();
        var port = ((System.Net.IPEndPoint)listener.LocalEndpoint).Port;
        listener.Stop();

        var exitCode = await console.RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--launches", "2", "--target",
            $"http://127.0.0.1:{port}", "--out", output);

        Assert.True(exitCode == 1, $"exit code {exitCode}: {console.Error}{console.Rich}");
        Assert.Contains("Connection refused", console.Error, StringComparison.Ordinal);
        var incomplete = await File.ReadAllTextAsync(Path.Combine(output, "INCOMPLETE"));
        Assert.Contains("Connection refused", incomplete, StringComparison.Ordinal);
        Assert.Equal(
            ["launch-1"],
            Directory.GetDirectories(Path.Combine(output, "artifacts", "json", "net10.0")).Select(Path.GetFileName));
    }
}
