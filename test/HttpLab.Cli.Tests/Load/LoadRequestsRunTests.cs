using System.Text.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

[RunsApart]
public sealed class LoadRequestsRunTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-requests-run-")
{
    [Fact]
    public async Task Load_PostWithBodyAndSecretHeader_RecordsTheRequestWithoutTheSecret()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "post");

        var exitCode = await console.RunAsync(
            "load", new Uri(Target.BaseAddress, "echo").ToString(), "-m", "POST", "--body", "hello",
            "-H", "Authorization: Bearer s3cret", "--content-type", "text/plain", "-c", "2", "-n", "50",
            "--duration", "5s", "--warmup", "0s", "--out", folder);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var json = await File.ReadAllTextAsync(Path.Combine(folder, "results.json"));
        Assert.DoesNotContain("s3cret", json, StringComparison.Ordinal);
        Assert.DoesNotContain("s3cret", await File.ReadAllTextAsync(Path.Combine(folder, "report.md")),
            StringComparison.Ordinal);
        using var results = JsonDocument.Parse(json);
        var suite = results.RootElement.GetProperty("suites")[0];
        var loadCase = suite.GetProperty("cases")[0];
        Assert.Equal("closed 2 connections raw POST /echo", loadCase.GetProperty("name").GetString());
        Assert.Equal(50, loadCase.GetProperty("metrics").GetProperty("status200").GetDouble());
        Assert.Contains(
            suite.GetProperty("notes").EnumerateArray(),
            note => note.GetString() == $"Every request: POST {new Uri(Target.BaseAddress, "echo")} with headers "
                + "Host, User-Agent, Accept, Authorization, Content-Type, Content-Length (values not recorded) "
                + "and a 5-byte body.");
    }

    [Fact]
    public async Task Load_RequestsFile_SendsEveryRequestByWeightAndNamesEach()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "mix");
        var file = Path.Combine(Work.Path, "requests.txt");
        await File.WriteAllTextAsync(Path.Combine(Work.Path, "card.json"), """{"name":"x"}""");
        await File.WriteAllTextAsync(
            file,
            $"GET {new Uri(Target.BaseAddress, "plaintext")}\n# weight 3\n\n"
            + $"POST {new Uri(Target.BaseAddress, "echo")}\nContent-Type: application/json\n@card.json\n");

        var exitCode = await console.RunAsync(
            "load", "--requests-file", file, "--engine", "httpclient", "-c", "1", "-n", "40",
            "--duration", "5s", "--warmup", "0s", "--out", folder);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var suite = results.RootElement.GetProperty("suites")[0];
        var loadCase = suite.GetProperty("cases")[0];
        Assert.Equal("closed 1 connections httpclient 2 requests", loadCase.GetProperty("name").GetString());
        Assert.Equal(40, loadCase.GetProperty("metrics").GetProperty("status200").GetDouble());
        var notes = suite.GetProperty("notes").EnumerateArray().Select(note => note.GetString()!).ToList();
        Assert.Contains(
            notes, note => note.StartsWith("Request 1 of 2 (3 in every 4 sent): GET ", StringComparison.Ordinal));
        Assert.Contains(
            notes,
            note => note.StartsWith("Request 2 of 2 (1 in every 4 sent): POST ", StringComparison.Ordinal)
                && note.EndsWith("and a 12-byte body.", StringComparison.Ordinal));
    }
}
