using System.Globalization;
using System.Text.Json;
using HttpLab.Results;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// <c>httplab load --start-at --shard</c> against Kestrel: what a shard writes, and Ctrl-C while it waits.
/// </summary>
[RunsApart]
public sealed class LoadShardRunTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-shard-")
{
    [Fact]
    public async Task Load_OpenShardFromAStartTime_WaitsThenRecordsTheShardItsShareAndTheClock()
    {
        var console = new TestConsole(progressLineInterval: TimeSpan.Zero);
        var folder = Path.Combine(Work.Path, "open");
        // Three seconds ahead: the command's start-up, even with a stall of the test machine, ends before it.
        var startAt = DateTimeOffset.UtcNow.AddSeconds(3);
        var startAtText = startAt.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'", CultureInfo.InvariantCulture);

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "1s", "--warmup", "200ms",
            "--shard", "2/3", "--start-at", startAtText, "--out", folder);

        Output.WriteLine(console.Rich);
        Assert.True(exitCode is 0 or 1, console.Error + console.Rich);
        Assert.Contains("waiting for the start time · starts in ", console.Rich, StringComparison.Ordinal);
        Assert.Contains(
            $"open model, 100 req/s, shard 2/3 (33.333 req/s), 16 connections, raw engine, warm-up 200ms, then 1s, "
                + $"from {startAtText}",
            console.Rich,
            StringComparison.Ordinal);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var suite = results.RootElement.GetProperty("suites")[0];
        var loadCase = suite.GetProperty("cases")[0];
        var parameters = loadCase.GetProperty("parameters");
        Assert.Equal(2, parameters.GetProperty("shardIndex").GetInt32());
        Assert.Equal(3, parameters.GetProperty("shardCount").GetInt32());
        Assert.Equal(100, parameters.GetProperty("rate").GetDouble());
        Assert.Equal(startAtText, parameters.GetProperty("startAt").GetString());
        Assert.StartsWith(
            "system clock, Stopwatch ", parameters.GetProperty("clock").GetString(), StringComparison.Ordinal);
        var metrics = loadCase.GetProperty("metrics");
        Assert.Equal(100.0 / 3, metrics.GetProperty(MetricCatalog.TargetRps.Name).GetDouble(), 9);

        // The schedule: 20 warm-up requests, then 100 measured; the 2nd shard's measured ones are the 23rd, 26th...
        // request of the whole, the measured 3rd, 6th... 99th: 33 of them.
        Assert.Equal(33, metrics.GetProperty(MetricCatalog.Requests.Name).GetDouble());
        Assert.Contains("shard 2 of 3", suite.GetProperty("engine").GetString(), StringComparison.Ordinal);
        Assert.Contains(
            suite.GetProperty("notes").EnumerateArray(),
            note => note.GetString()!.StartsWith("Shard 2 of 3: ", StringComparison.Ordinal)
                && note.GetString()!.Contains($"began at {startAtText}", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Load_ClosedShard_OpensItsShareOfTheConnections()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "closed");

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--connections", "10", "--shard", "1/3", "--duration", "500ms",
            "--warmup", "0s", "--out", folder);

        Assert.True(exitCode is 0 or 1, console.Error + console.Rich);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var parameters = results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0].GetProperty("parameters");
        Assert.Equal(4, parameters.GetProperty("connections").GetInt32());
        Assert.Equal(1, parameters.GetProperty("shardIndex").GetInt32());
        Assert.False(parameters.TryGetProperty("startAt", out _));
    }

    [Fact]
    public async Task Load_OnATerminalCtrlCWhileWaitingForTheStartTime_InterruptedBeforeTheLoadStarted()
    {
        var console = new TestConsole(terminal: true);
        var folder = Path.Combine(Work.Path, "waiting");
        using var ctrlC = new CancellationTokenSource();
        console.WhenRich("waiting for the start time", () => ctrlC.CancelAfter(TimeSpan.FromMilliseconds(100)));
        var startAt = DateTimeOffset.UtcNow.AddMinutes(10)
            .ToString("yyyy-MM-dd'T'HH:mm:ssK", CultureInfo.InvariantCulture);

        var exitCode = await console.RunAsync(
            ctrlC.Token, "load", Plaintext.ToString(), "--rate", "100", "--duration", "1s", "--start-at", startAt,
            "--out", folder);

        Assert.Equal(130, exitCode);
        Assert.Contains("starts in ", console.Rich, StringComparison.Ordinal);
        var error = console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries)[0];
        Assert.StartsWith("httplab: error: interrupted", error, StringComparison.Ordinal);
        Assert.EndsWith("before the load started", error, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(folder, ResultsDirectory.IncompleteMarker)));
    }
}
