using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Json;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Merge;

/// <summary>
/// Three real <c>httplab load</c> runs against one Kestrel target at once, as three generators would, then
/// <c>httplab merge</c> of their folders: every count adds up.
/// </summary>
[RunsApart]
public sealed class MergeLoadRunTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-merge-load-")
{
    [Fact]
    public async Task Merge_ThreeLoadsRunTogether_CountsAddUpAndTheMergedLogHoldsEveryRequest()
    {
        var url = new Uri(Target.BaseAddress, "plaintext").ToString();
        var folders = Enumerable.Range(1, 3).Select(index => Path.Combine(Work.Path, $"g{index}")).ToArray();
        var loads = folders.Select(_ => new TestConsole()).ToArray();

        var exitCodes = await Task.WhenAll(folders.Select((folder, index) => loads[index].RunAsync(
            "load", url, "--rate", "50", "--duration", "1s", "--warmup", "200ms", "--out", folder)));
        Assert.True(exitCodes.All(code => code == 0), string.Join("\n", loads.Select(load => load.Error)));
        var merged = Path.Combine(Work.Path, "merged");
        var console = new TestConsole();
        var exitCode = await console.RunAsync(["merge", .. folders, "--out", merged]);

        Output.WriteLine(console.Rich);
        Assert.True(exitCode == 0, console.Error + console.Rich);
        var generators = await Task.WhenAll(folders.Select(ReadAsync));
        var run = await ReadAsync(merged);
        var mergedCase = run.Suites[0].Cases[0];
        foreach (var metric in new[] { MetricCatalog.Requests.Name, "status200", MetricCatalog.BytesSent.Name })
        {
            Assert.Equal(
                generators.Sum(generator => generator.Suites[0].Cases[0].Metrics[metric]), mergedCase.Metrics[metric]);
        }

        Assert.Equal(150, mergedCase.Metrics[MetricCatalog.Requests.Name]);
        Assert.Equal(150, mergedCase.Metrics[MetricCatalog.TargetRps.Name]);
        Assert.Equal(150, mergedCase.Distributions[MetricCatalog.LatencyUs.Name].Count);
        Assert.Equal(150, mergedCase.Distributions[MetricCatalog.SuccessLatencyUs.Name].Count);
        var log = await File.ReadAllTextAsync(Path.Combine(merged, LoadFiles.IntervalLog));
        using var reader = new HdrHistogram.HistogramLogReader(
            new MemoryStream(System.Text.Encoding.UTF8.GetBytes(log)));
        var intervals = reader.ReadHistograms().ToArray();
        Assert.Equal(150, intervals.Where(interval => interval.Tag is null).Sum(interval => interval.TotalCount));
        var lateness = intervals.Where(interval => interval.Tag == LoadFiles.SendLatenessTag);
        Assert.Equal(150, lateness.Sum(interval => interval.TotalCount));
        Assert.Equal(3, run.Suites[1].Cases.Count);
    }

    private static async Task<RunResult> ReadAsync(string folder) =>
        ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
}
