using System.Text.Json;

namespace HttpLab.Cli.Tests.Run;

public sealed class RunFailureTests : IDisposable
{
    private readonly DirectoryInfo work = Directory.CreateTempSubdirectory("httplab-cli-failure-");

    public void Dispose() => work.Delete(recursive: true);

    [Fact]
    public async Task RunJson_CaseFailsInsideBenchmarkDotNet_ExitCode1ReasonShownAndMeasuredCasesKeptMarkedIncomplete()
    {
        await using var server = await TurncoatWeatherServer.StartAsync();
        var console = new TestConsole();
        var output = Path.Combine(work.FullName, "failed");
        // The third case starts measuring against a target that now lies about its checksum.
        console.WhenRich("json 2/10: ", server.StartLying);

        var exitCode = await console.RunAsync("run", "json", "--sizes", "0", "--profile", "smoke", "--target", server.BaseAddress.ToString(), "--out", output);

        Assert.True(exitCode == 1, $"exit code {exitCode}: {console.Error}{console.Rich}");
        const string reason = "could not measure GetAsync_ReadFromJsonAsync [Size=0]: PayloadValidationException: GetAsync_ReadFromJsonAsync at size 0: checksum";
        Assert.Contains(reason, console.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("json 3/10: ", console.Rich, StringComparison.Ordinal);
        Assert.Contains(reason, await File.ReadAllTextAsync(Path.Combine(output, "INCOMPLETE")), StringComparison.Ordinal);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.Contains(reason, results.RootElement.GetProperty("incompleteReason").GetString(), StringComparison.Ordinal);
        var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
        Assert.Equal(
            ["GetAsync_ReadAsStringAsync", "GetAsync_ReadAsStreamAsync"],
            suite.GetProperty("cases").EnumerateArray().Select(result => result.GetProperty("name").GetString()));
        Assert.Contains("GetAsync_ReadAsStreamAsync", await File.ReadAllTextAsync(Path.Combine(output, "report.md")), StringComparison.Ordinal);
    }
}
