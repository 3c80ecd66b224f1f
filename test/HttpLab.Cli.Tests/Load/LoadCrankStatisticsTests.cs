using System.Diagnostics;
using System.Text.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// <c>httplab load --crank-statistics</c>: the block crank's agent reads from the job's output, holding the figures
/// results.json holds, also for a run that failed or was stopped.
/// </summary>
[RunsApart]
public sealed class LoadCrankStatisticsTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-crank-")
{
    private static readonly TimeSpan ExitLimit = TimeSpan.FromMinutes(2);

    /// <summary>
    /// Each figure's name, the reduce operation crank combines several generators' values with, and where results.json
    /// has its value (its latencies in μs, the block's in ms).
    /// </summary>
    private static readonly (string Name, string Reduce, Func<JsonElement, double?> Expected)[] Figures =
    [
        ("httplab/requests", "Sum", metrics => Metric(metrics, "requests")),
        ("httplab/responses", "Sum", metrics => Count(metrics, "uncorrectedLatencyUs")),
        ("httplab/rps", "Sum", metrics => Metric(metrics, "achievedRps")),
        ("httplab/rps/target", "Sum", metrics => Metric(metrics, "targetRps")),
        ("httplab/errors", "Sum", metrics => Metric(metrics, "errors")),
        ("httplab/errors/refused", "Sum", metrics => Metric(metrics, "errorsRefused")),
        ("httplab/errors/reset", "Sum", metrics => Metric(metrics, "errorsReset")),
        ("httplab/errors/timeout", "Sum", metrics => Metric(metrics, "errorsTimeout")),
        ("httplab/errors/unparsable", "Sum", metrics => Metric(metrics, "errorsUnparsable")),
        ("httplab/errors/not-sent", "Sum", metrics => Metric(metrics, "errorsNotSent")),
        ("httplab/bad-responses", "Sum",
            metrics => Count(metrics, "uncorrectedLatencyUs") - Count(metrics, "successLatencyUs")),
        ("httplab/latency/p50", "Max", metrics => Milliseconds(metrics, "latencyUs", "p50")),
        ("httplab/latency/p90", "Max", metrics => Milliseconds(metrics, "latencyUs", "p90")),
        ("httplab/latency/p99", "Max", metrics => Milliseconds(metrics, "latencyUs", "p99")),
        ("httplab/latency/p99.9", "Max", metrics => Milliseconds(metrics, "latencyUs", "p999")),
        ("httplab/latency/max", "Max", metrics => Milliseconds(metrics, "latencyUs", "max")),
        ("httplab/latency/uncorrected/p50", "Max", metrics => Milliseconds(metrics, "uncorrectedLatencyUs", "p50")),
        ("httplab/latency/uncorrected/p99", "Max", metrics => Milliseconds(metrics, "uncorrectedLatencyUs", "p99")),
        ("httplab/send-lateness/p99", "Max", metrics => Milliseconds(metrics, "sendLatenessUs", "p99")),
        ("httplab/send-lateness/max", "Max", metrics => Milliseconds(metrics, "sendLatenessUs", "max")),
        ("httplab/generator-cpu", "Max", metrics => Metric(metrics, "generatorCpuSeconds")),
        ("httplab/generator-limited", "Max", metrics => Metric(metrics, "generatorLimited")),
        ("httplab/server-limited", "Max", metrics => Metric(metrics, "serverLimited")),
    ];


    [Fact]
    public async Task Load_AProcessWhoseOutputIsAPipe_OneBlockCrankReadsWithResultsJsonsFigures()
    {
        var folder = Path.Combine(Work.Path, "pipe");

        var (exitCode, jobOutput) = await RunAsJobAsync(
            "load", Plaintext.ToString(), "--rate", "200", "--duration", "1s", "--warmup", "200ms",
            "--crank-statistics", "--out", folder);

        Assert.True(exitCode == 0, $"exit code {exitCode}:\n{jobOutput}");
        var block = Assert.Single(CrankAgentOutput.Blocks(jobOutput));
        // The markers alone on their lines, the summary and the report line after the block, none inside it.
        var lines = jobOutput.Split('\n');
        Assert.Single(lines, line => line == CrankAgentOutput.Start);
        Assert.Single(lines, line => line == CrankAgentOutput.End);
        var report = Array.FindIndex(lines, line => line.StartsWith("Report: ", StringComparison.Ordinal));
        Assert.True(Array.IndexOf(lines, CrankAgentOutput.End) < report, jobOutput);

        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var metrics = Metrics(results);
        AssertFiguresOf(results, block);
        Assert.Equal(200, block.ValueOf("httplab/requests"));
        Assert.Equal(0, block.ValueOf("httplab/errors"));
        Assert.Equal(1, block.ValueOf("httplab/complete"));
        Assert.Equal("Min", block.MetadataOf("httplab/complete").Reduce);
        Assert.Equal(Figures.Length + 1, block.Measurements.Count);
        Assert.Equal(
            results.RootElement.GetProperty("finishedUtc").GetDateTimeOffset().UtcDateTime,
            Assert.Single(block.Measurements.Select(measurement => measurement.Timestamp).Distinct()));
        Assert.True(metrics.GetProperty("latencyUs").GetProperty("count").GetInt64() > 0);
    }

    [Fact]
    public async Task Load_NothingListens_TheBlockOfWhatWasMeasuredEvenThoughEveryRequestFailed()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "refused");
        using var refusing = new RefusingPort();

        var exitCode = await console.RunAsync(
            "load", refusing.Url().ToString(), "--connections", "4", "--duration", "1s", "--warmup", "0s",
            "--crank-statistics", "--out", folder);

        Assert.Equal(1, exitCode);
        var block = Assert.Single(CrankAgentOutput.Blocks(console.Output));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        AssertFiguresOf(results, block);
        Assert.True(block.ValueOf("httplab/errors/refused") >= 4);
        Assert.Equal(0, block.ValueOf("httplab/responses"));
        Assert.Equal(1, block.ValueOf("httplab/server-limited"));
        // No response: no uncorrected latency to take a percentile of, so none is reported (not a 0).
        Assert.False(block.Has("httplab/latency/uncorrected/p99"));
        Assert.NotNull(block.MetadataOf("httplab/latency/uncorrected/p99"));
    }

    [Fact]
    public async Task Load_CtrlC_TheBlockOfWhatWasMeasuredMarkedIncomplete()
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, "interrupted");
        using var ctrlC = new CancellationTokenSource();
        // Stopped two seconds into measuring (after the 200 ms warm-up), whatever the machine's load made of the start.
        console.WhenRich("Load: ", () => ctrlC.CancelAfter(TimeSpan.FromMilliseconds(2200)));

        var exitCode = await console.RunAsync(
            ctrlC.Token, "load", Plaintext.ToString(), "--rate", "100", "--duration", "10m", "--warmup", "200ms",
            "--crank-statistics", "--out", folder);

        Assert.Equal(130, exitCode);
        var block = Assert.Single(CrankAgentOutput.Blocks(console.Output));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        AssertFiguresOf(results, block);
        Assert.True(block.ValueOf("httplab/requests") > 0);
        Assert.Equal(0, block.ValueOf("httplab/complete"));
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task Load_ClosedModel_ABlockOnlyWhenAskedAndNoTargetRate(bool crankStatistics)
    {
        var console = new TestConsole();
        var folder = Path.Combine(Work.Path, $"closed-{crankStatistics}");
        string[] option = crankStatistics ? ["--crank-statistics"] : [];

        var exitCode = await console.RunAsync(
            [
                "load", Plaintext.ToString(), "--connections", "2", "--requests", "50", "--duration", "10s",
                "--warmup", "0s", "--out", folder, .. option,
            ]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.DoesNotContain(CrankAgentOutput.Start, console.Rich, StringComparison.Ordinal);
        if (!crankStatistics)
        {
            Assert.DoesNotContain(CrankAgentOutput.Start, console.Output, StringComparison.Ordinal);
            return;
        }

        var block = Assert.Single(CrankAgentOutput.Blocks(console.Output));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        AssertFiguresOf(results, block);
        Assert.Equal(50, block.ValueOf("httplab/requests"));
        Assert.False(block.Has("httplab/rps/target"));
    }

    /// <summary>
    /// Every figure's value is results.json's (left out where results.json has none to give), its metadata one crank
    /// takes: the reduce operation above, a format, and for a percentile the word that crank's Max of several
    /// generators is not their combined percentile.
    /// </summary>
    private static void AssertFiguresOf(JsonDocument results, CrankBlock block)
    {
        var metrics = Metrics(results);
        Assert.All(block.Metadata, entry => Assert.Equal("httplab", entry.Source));
        Assert.All(block.Metadata, entry => Assert.StartsWith("n", entry.Format, StringComparison.Ordinal));
        Assert.Equal(
            Figures.Select(figure => figure.Name).Append("httplab/complete").Order(StringComparer.Ordinal),
            block.Metadata.Select(entry => entry.Name).Order(StringComparer.Ordinal));
        foreach (var (name, reduce, expected) in Figures)
        {
            var metadata = block.MetadataOf(name);
            Assert.True(reduce == metadata.Reduce, $"{name}: reduce {metadata.Reduce}, not {reduce}");
            if (name.Contains("/p", StringComparison.Ordinal))
            {
                Assert.Contains("httplab merge", metadata.LongDescription, StringComparison.Ordinal);
            }

            if (expected(metrics) is { } value)
            {
                Assert.True(value == block.ValueOf(name), $"{name}: {block.ValueOf(name)}, results.json {value}");
            }
            else
            {
                Assert.False(block.Has(name), $"{name} reported, but results.json has no value for it");
            }
        }

        var complete = results.RootElement.GetProperty("complete").GetBoolean();
        Assert.Equal(complete ? 1 : 0, block.ValueOf("httplab/complete"));
    }

    private static JsonElement Metrics(JsonDocument results) =>
        results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0].GetProperty("metrics");

    private static double? Metric(JsonElement metrics, string name) =>
        metrics.TryGetProperty(name, out var value) ? value.GetDouble() : null;

    private static double? Count(JsonElement metrics, string distribution) =>
        metrics.TryGetProperty(distribution, out var value) ? value.GetProperty("count").GetDouble() : null;

    /// <summary>A percentile of a distribution in μs, in ms; null when the distribution is empty.</summary>
    private static double? Milliseconds(JsonElement metrics, string distribution, string statistic) =>
        Count(metrics, distribution) > 0
            ? metrics.GetProperty(distribution).GetProperty(statistic).GetDouble() / 1000
            : null;

    /// <summary>
    /// httplab as a crank agent runs a job: a process with both outputs redirected, its lines collected as they arrive
    /// into one log, those of standard error marked "[STDERR] ".
    /// </summary>
    private static async Task<(int ExitCode, string Output)> RunAsJobAsync(params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        startInfo.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "httplab.dll"));
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        var log = new List<string>();
        var gate = new Lock();
        using var process = new Process { StartInfo = startInfo };
        process.OutputDataReceived += (_, line) => Add(line.Data);
        process.ErrorDataReceived += (_, line) => Add(line.Data is null ? null : "[STDERR] " + line.Data);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        using var timeout = new CancellationTokenSource(ExitLimit);
        try
        {
            await process.WaitForExitAsync(timeout.Token);
        }
        finally
        {
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
            }
        }

        lock (gate)
        {
            return (process.ExitCode, string.Join('\n', log));
        }

        void Add(string? line)
        {
            if (line is not null)
            {
                lock (gate)
                {
                    log.Add(line);
                }
            }
        }
    }
}
