using System.Xml.Linq;
using HttpLab.Histograms;
using HttpLab.Load.Reporting;
using HttpLab.Load.Tests.Support;
using HttpLab.Results;

namespace HttpLab.Load.Tests.Reporting;

public sealed class LoadArtifactsTests : IDisposable
{
    private readonly DirectoryInfo work = Directory.CreateTempSubdirectory("httplab-load-");

    public void Dispose() => work.Delete(recursive: true);

    [Fact]
    public void TimeSeriesCsv_OneRowPerSecond()
    {
        var lines = LoadArtifacts.TimeSeriesCsv(SampleReports.Open()).Split("\r\n", StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal("second,requests,p50Us,p99Us,errors,uncorrectedP50Us,uncorrectedP99Us", lines[0]);
        Assert.Equal(4, lines.Length);
        Assert.StartsWith("1,1000,", lines[2], StringComparison.Ordinal);
    }

    [Fact]
    public void WriteIntervalLog_ReadBack_SameIntervalsAndTotals()
    {
        var report = SampleReports.Open();
        using var text = new StringWriter();

        LoadArtifacts.WriteIntervalLog(report, text);
        var log = HistogramLogReader.Read(new StringReader(text.ToString()));

        Assert.Equal(6, log.Intervals.Count);
        Assert.Equal(report.Latency.TotalCount, log.Merge().TotalCount);
        Assert.Equal(report.Latency.GetValueAtPercentile(99), log.Merge().GetValueAtPercentile(99));
        Assert.Equal(report.UncorrectedLatency.Max, log.Merge(LoadFiles.UncorrectedTag).Max);
        Assert.Equal(SampleReports.MeasureStart.AddSeconds(1).ToUnixTimeMilliseconds(), log.Intervals[2].StartTimeStamp);
    }

    [Fact]
    public async Task WriteAsync_EveryFile_Written()
    {
        var report = SampleReports.Open();
        var suite = LoadResults.ToSuite(report);
        var directory = ResultsDirectory.Create(work.FullName, null, ["load"], SampleReports.MeasureStart);

        await LoadArtifacts.WriteAsync(report, LoadResultsTests.Run(suite), suite, directory, CancellationToken.None);

        foreach (var file in LoadFiles.All)
        {
            Assert.True(File.Exists(Path.Combine(directory.Path, file)), $"{file} is missing");
        }

        var hgrm = await File.ReadAllTextAsync(Path.Combine(directory.Path, LoadFiles.LatencyDistribution));
        Assert.StartsWith("       Value     Percentile TotalCount 1/(1-Percentile)", hgrm, StringComparison.Ordinal);
        Assert.Contains("Total count    =         3000]", hgrm, StringComparison.Ordinal);
    }

    [Fact]
    public void LatencyChart_TimelineAndSpectrumWithCorrectedAndUncorrectedLines()
    {
        var report = SampleReports.Open();
        var suite = LoadResults.ToSuite(report);
        var intervals = report.Seconds.Select(second => new HttpLab.Results.Charts.LatencyInterval(second.Second, second.Requests, second.P50Us, second.P99Us, second.UncorrectedP50Us, second.UncorrectedP99Us)).ToArray();

        var svg = XDocument.Parse(HttpLab.Results.Charts.LatencyTimelineChart.Render(LoadResultsTests.Run(suite), suite, suite.Cases[0], intervals)!);

        XNamespace ns = "http://www.w3.org/2000/svg";
        var panels = svg.Descendants(ns + "g").Where(group => (group.Attribute("class")?.Value ?? string.Empty).StartsWith("panel", StringComparison.Ordinal)).ToArray();
        Assert.Equal(["panel panel-timeseries", "panel panel-spectrum"], panels.Select(panel => panel.Attribute("class")!.Value));
        string[] timeline = ["p99 corrected", "p50 corrected", "p99 uncorrected", "p50 uncorrected"];
        Assert.Equal(timeline, panels[0].Descendants(ns + "text").Select(text => text.Value).Where(timeline.Contains));
        string[] spectrum = ["latency (corrected)", "latency (uncorrected)"];
        Assert.Equal(spectrum, panels[1].Descendants(ns + "text").Select(text => text.Value).Where(spectrum.Contains));
        Assert.Contains("percentile (log scale of 1/(1 − p))", panels[1].Descendants(ns + "text").Select(text => text.Value));
        Assert.Contains("seconds since measuring started", panels[0].Descendants(ns + "text").Select(text => text.Value));
    }
}
