using HttpLab.Load.Reporting;
using HttpLab.Load.Thresholds;
using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests.Merge;

/// <summary>
/// <c>httplab merge</c>'s judgement of whether runs are parts of one run: settings, shards, time; what
/// <c>--force</c> keeps of it; each generator's self-check; where the merged run goes.
/// </summary>
public sealed class MergeCommandTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-merge-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task Merge_AnotherDuration_RefusedNamingTheFolderAndTheDifferenceNothingWritten()
    {
        string[] folders =
        [
            await WriteAsync("a", 0), await WriteAsync("b", 1, "httplab load --rate 1000 --duration 5s"),
            await WriteAsync("c", 2),
        ];

        var (exitCode, line, output) = await RefusedAsync(folders);

        Assert.Equal(2, exitCode);
        Assert.Contains($"'{folders[1]}' (run b) ran with other settings than '{folders[0]}' (run a)", line);
        Assert.Contains("duration 5s, not 3s", line);
        Assert.Contains("--force", line);
        Assert.False(Directory.Exists(output));
    }

    [Fact]
    public async Task Merge_AnotherDurationWithForce_MergedAndTheReportSaysWhatDiffers()
    {
        string[] folders =
        [
            await WriteAsync("a", 0), await WriteAsync("b", 1, "httplab load --rate 1000 --duration 5s"),
            await WriteAsync("c", 2),
        ];
        var output = Path.Combine(work.Path, "forced");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--force", "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var run = await ReadAsync(output);
        var warning = Assert.Single(
            run.Suites[0].Warnings, text => text.StartsWith("FORCED MERGE: ", StringComparison.Ordinal));
        Assert.Contains("duration 5s, not 3s", warning);
        Assert.Contains("FORCED MERGE", console.Rich);
        Assert.Equal(PartitionedRun.Requests, run.Suites[0].Cases[0].Metrics[MetricCatalog.Requests.Name]);
    }

    [Fact]
    public async Task Merge_OneGeneratorLimited_TheMergedRunIsGeneratorLimitedNamingIt()
    {
        const string Reason = "send lateness p99 is 2.5 ms, above the 1 ms limit";
        string[] folders =
        [
            await WriteAsync("a", 0),
            await WriteAsync("b", 1, report: PartitionedRun.Generator(1, TimeSpan.Zero) with
            {
                GeneratorLimitedReason = Reason,
            }),
            await WriteAsync("c", 2),
        ];
        var output = Path.Combine(work.Path, "limited");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var run = await ReadAsync(output);
        var merged = run.Suites[0].Cases[0];
        Assert.Equal(1, merged.Metrics[MetricCatalog.GeneratorLimited.Name]);
        Assert.Contains(
            $"{LoadResults.GeneratorLimitedPrefix}[generator 2 of 3, '{folders[1]}' (run b)] {Reason}",
            merged.Warnings);
        Assert.Contains(
            run.Suites[0].Warnings,
            warning => warning.StartsWith("GENERATOR-LIMITED", StringComparison.Ordinal)
                && warning.Contains("(run b)", StringComparison.Ordinal));
        var generators = run.Suites[1].Cases;
        Assert.Equal([0, 1, 0], generators.Select(@case => @case.Metrics[MetricCatalog.GeneratorLimited.Name]));
        Assert.Contains("GENERATOR-LIMITED", console.Rich);
    }

    [Fact]
    public async Task Merge_GeneratorsWithAThreshold_JudgedOnTheMergedRunAndExitCode3()
    {
        var folders = new List<string>();
        for (var generator = 0; generator < 2; generator++)
        {
            var report = PartitionedRun.Generator(generator, TimeSpan.Zero);
            report = report with { Options = report.Options with { Thresholds = [LoadThreshold.Parse("p99<1s")] } };
            folders.Add(await WriteAsync($"g{generator}", generator, report: report));
        }

        var output = Path.Combine(work.Path, "slo");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.Equal(3, exitCode);
        Assert.StartsWith(
            "httplab: error: threshold failed: p99<1s (measured ", console.Error, StringComparison.Ordinal);
        var threshold = Assert.Single((await ReadAsync(output)).Suites[0].Cases[0].Thresholds);
        Assert.False(threshold.Passed);
    }

    [Fact]
    public async Task Merge_AGeneratorInterrupted_MergedButIncompleteNamingItExitCode1()
    {
        string[] folders =
        [
            await WriteAsync("a", 0),
            await WriteAsync("b", 1, report: PartitionedRun.Generator(1, TimeSpan.Zero) with { Complete = false }),
        ];
        var output = Path.Combine(work.Path, "interrupted");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.Equal(1, exitCode);
        Assert.Contains($"the merged run is incomplete: '{folders[1]}' (run b) did not complete", console.Error);
        Assert.True(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
        Assert.False((await ReadAsync(output)).Complete);
    }

    [Fact]
    public async Task Merge_ShardsOfOneRun_TheTargetIsTheWholeRunsRateAndTheCountsAddUp()
    {
        string[] folders = [await ShardAsync("s1", 1, 3), await ShardAsync("s2", 2, 3), await ShardAsync("s3", 3, 3)];
        var output = Path.Combine(work.Path, "shards");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var run = await ReadAsync(output);
        var merged = run.Suites[0].Cases[0];
        Assert.Equal("open 1000 rps raw /plaintext", merged.Name);
        Assert.Equal(1000, merged.Metrics[MetricCatalog.TargetRps.Name], 9);
        Assert.Equal(PartitionedRun.Requests, merged.Metrics[MetricCatalog.Requests.Name]);
        Assert.Equal(["1/3", "2/3", "3/3"], run.Suites[1].Cases.Select(@case => @case.Parameters["shard"].Text));
        Assert.Equal("system clock of machine 2", run.Suites[1].Cases[1].Parameters["clock"].Text);
    }

    [Fact]
    public async Task Merge_ACsvOfAnOlderHttpLab_MergedAndTheColumnItLacksNamedAsCountedZero()
    {
        string[] folders = [await WriteAsync("a", 0), await WriteAsync("b", 1), await WriteAsync("c", 2)];
        var csv = Path.Combine(folders[1], LoadFiles.TimeSeries);
        var lines = await File.ReadAllLinesAsync(csv);
        Assert.EndsWith(",generatorJitUs", lines[0], StringComparison.Ordinal);
        await File.WriteAllLinesAsync(csv, lines.Select(line => line[..line.LastIndexOf(',')]));
        var output = Path.Combine(work.Path, "older");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var warning = Assert.Single(
            (await ReadAsync(output)).Suites[0].Warnings,
            text => text.StartsWith("OLDER GENERATOR", StringComparison.Ordinal));
        Assert.Equal(
            $"OLDER GENERATOR: '{folders[1]}' (run b) has no generatorJitUs in its load-timeseries.csv (an older "
            + "HttpLab wrote it): the merge counts 0 for it in every second, so the merged run's totals of them are "
            + "too low",
            warning);
    }

    [Fact]
    public async Task Merge_ClosedModelShards_TheirShareOfTheConnectionsIsNoDifferenceAndTheyAddUp()
    {
        var folders = new List<string>();
        foreach (var (index, connections) in new[] { (1, 4), (2, 3), (3, 3) })
        {
            var report = PartitionedRun.Generator(index - 1, TimeSpan.Zero);
            report = report with { Options = report.Options with { Rate = null, Connections = connections } };
            folders.Add(await ShardAsync($"c{index}", index, 3, report: report));
        }

        var output = Path.Combine(work.Path, "closed");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var merged = (await ReadAsync(output)).Suites[0].Cases[0];
        Assert.Equal("closed 10 connections raw /plaintext", merged.Name);
        Assert.Equal(10, merged.Parameters["connections"].Number);
        Assert.False(merged.Metrics.ContainsKey(MetricCatalog.TargetRps.Name));
    }

    [Theory]
    [InlineData("1/3 2/3", "shard 3/3 is missing")]
    [InlineData("1/3 1/3 3/3", "shard 1/3 is given twice")]
    [InlineData("1/2 2/3", "they split different runs")]
    [InlineData("1/2 whole", "is a whole run but")]
    public async Task Merge_ShardsThatAreNotAWhole_Refused(string shards, string expected)
    {
        var folders = new List<string>();
        foreach (var (shard, index) in shards.Split(' ').Select((shard, index) => (shard, index)))
        {
            folders.Add(shard == "whole"
                ? await WriteAsync($"g{index}", index)
                : await ShardAsync($"g{index}", int.Parse(shard[..1]), int.Parse(shard[2..]), index));
        }

        var (exitCode, line, _) = await RefusedAsync([.. folders]);

        Assert.Equal(2, exitCode);
        Assert.Contains(expected, line);
    }

    [Fact]
    public async Task Merge_RunsThatDidNotOverlap_RefusedSayingSo()
    {
        string[] folders = [await WriteAsync("a", 0), await WriteAsync("b", 1, offset: TimeSpan.FromSeconds(10))];

        var (exitCode, line, _) = await RefusedAsync(folders);

        Assert.Equal(2, exitCode);
        Assert.Contains($"'{folders[1]}' (run b) began measuring at 2025-03-14T09:30:10.000Z", line);
        Assert.Contains("did not overlap in time", line);
    }

    [Fact]
    public async Task Merge_StartedHalfASecondApart_SecondsAlignedOnTheWallClockAndAWarning()
    {
        string[] folders = [await WriteAsync("a", 0), await WriteAsync("b", 1, offset: TimeSpan.FromMilliseconds(700))];
        var output = Path.Combine(work.Path, "apart");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var run = await ReadAsync(output);
        Assert.Contains(run.Suites[0].Warnings, warning => warning.StartsWith(
            "NOT STARTED TOGETHER: the generators began measuring up to 700 ms apart", StringComparison.Ordinal));

        // b's second N, begun 0.7 s after a's, is nearest a's second N + 1.
        var rows = (await File.ReadAllLinesAsync(Path.Combine(output, LoadFiles.TimeSeries))).Skip(1)
            .Select(line => line.Split(',')[1])
            .ToArray();
        Assert.Equal(["1000", "2000", "2000", "1000"], rows);
    }

    [Fact]
    public async Task Merge_NoOut_ANewTimestampedFolderUnderTheResultsDir()
    {
        string[] folders = [await WriteAsync("a", 0), await WriteAsync("b", 1)];
        var root = Path.Combine(work.Path, "results");
        var console = new TestConsole();

        var exitCode = await console.RunAsync(["merge", .. folders, "--results-dir", root]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        var folder = Assert.Single(Directory.GetDirectories(root));
        Assert.EndsWith("-merge", folder, StringComparison.Ordinal);
        Assert.False(File.Exists(Path.Combine(folder, ResultsDirectory.IncompleteMarker)));
        Assert.Contains($"Report: {Path.Combine(folder, "report.html")}", console.Rich);
    }

    private async Task<string> WriteAsync(
        string name,
        int generator,
        string commandLine = "httplab load --rate 1000 --duration 3s",
        HttpLab.Load.LoadReport? report = null,
        TimeSpan offset = default) =>
        await GeneratorFolders.WriteAsync(
            work.Path, name, report ?? PartitionedRun.Generator(generator, offset), commandLine);

    /// <summary>
    /// A shard as <c>httplab load --shard I/N --start-at</c> records it: its index and count, the start time, and its
    /// clock, which differs from machine to machine.
    /// </summary>
    private async Task<string> ShardAsync(
        string name, int index, int count, int? generator = null, HttpLab.Load.LoadReport? report = null) =>
        await GeneratorFolders.WriteAsync(
            work.Path,
            name,
            report ?? PartitionedRun.Generator(generator ?? index - 1, TimeSpan.Zero),
            parameters: new Dictionary<string, ParameterValue>
            {
                ["shardIndex"] = ParameterValue.Of(index),
                ["shardCount"] = ParameterValue.Of(count),
                ["startAt"] = ParameterValue.Of("2025-03-14T09:29:59.000Z"),
                ["clock"] = ParameterValue.Of($"system clock of machine {index}"),
            });

    private async Task<(int ExitCode, string Line, string Output)> RefusedAsync(string[] folders)
    {
        var output = Path.Combine(work.Path, "refused");
        var console = new TestConsole();
        var exitCode = await console.RunAsync(["merge", .. folders, "--out", output]);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.False(Directory.Exists(output));
        return (exitCode, line, output);
    }

    private static async Task<RunResult> ReadAsync(string folder) =>
        ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
}
