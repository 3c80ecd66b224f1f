using System.Globalization;
using System.Text;
using System.Xml.Linq;
using HdrHistogram;
using HttpLab.Results;

namespace HttpLab.Load.Reporting.Tests;

public sealed class LoadArtifactsTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-load-");

    public void Dispose() => work.Dispose();

    [Fact]
    public void TimeSeriesCsv_OneRowPerSecond()
    {
        var csv = LoadArtifacts.TimeSeriesCsv(SampleReports.Open()).ToString();
        var lines = csv.Split("\r\n", StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal(
            "second,responses,p50Us,p99Us,errors,uncorrectedP50Us,uncorrectedP99Us,timeouts,refusedAtCap,"
                + "notSentAtEnd,waitedForConnection,lateSends,generatorPauseUs,busyConnections,generatorCpuSeconds,"
                + "generatorCollections,generatorGcPauseUs,generatorAllocatedBytes,generatorHeapBytes,generatorJitUs",
            lines[0]);
        Assert.Equal(4, lines.Length);
        Assert.StartsWith("1,1000,", lines[2], StringComparison.Ordinal);
    }

    [Fact]
    public void WriteIntervalLog_ReadBackWithHdrHistogram_SameIntervalsAndTotals()
    {
        var report = SampleReports.Open();
        using var text = new StringWriter();

        LoadArtifacts.WriteIntervalLog(report, text);
        using var reader = new HistogramLogReader(new MemoryStream(Encoding.UTF8.GetBytes(text.ToString())));
        var intervals = reader.ReadHistograms().ToList();

        Assert.Equal(9, intervals.Count);
        Assert.Equal(report.Latency.TotalCount, Merge(intervals, tag: null).TotalCount);
        Assert.Equal(report.Latency.GetValueAtPercentile(99), Merge(intervals, tag: null).GetValueAtPercentile(99));
        Assert.Equal(report.UncorrectedLatency.GetMaxValue(), Merge(intervals, LoadFiles.UncorrectedTag).GetMaxValue());
        Assert.Equal(Buckets(report.SendLateness), Buckets(Merge(intervals, LoadFiles.SendLatenessTag)));
        Assert.Equal(SampleReports.MeasureStart.AddSeconds(1).ToUnixTimeMilliseconds(), intervals[3].StartTimeStamp);
        Assert.Equal(SampleReports.MeasureStart.AddSeconds(2).ToUnixTimeMilliseconds(), intervals[3].EndTimeStamp);
    }

    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    public void WriteIntervalLog_AnyCulture_InvariantNumbersOneCommentAndHeaderOnce(string culture)
    {
        var report = SampleReports.Open();
        using var text = new StringWriter();
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = new CultureInfo(culture);
        try
        {
            LoadArtifacts.WriteIntervalLog(report, text);
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }

        var lines = text.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.StartsWith("#[Logged with HttpLab load: ", lines[0], StringComparison.Ordinal);
        Assert.Equal("#[Histogram log format version 1.3]", lines[1]);
        Assert.Equal("#[StartTime: 1741944600.000 (seconds since epoch), 2025-03-14T09:30:00.0000000Z]", lines[2]);
        Assert.Equal(
            "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"", lines[3]);
        Assert.Equal(4 + 9, lines.Length);
        Assert.StartsWith("1741944601.000,1.000,0.400,HISTF", lines[7], StringComparison.Ordinal);
        Assert.StartsWith(
            $"Tag={LoadFiles.UncorrectedTag},1741944601.000,1.000,0.000,HISTF", lines[8], StringComparison.Ordinal);
        Assert.StartsWith(
            $"Tag={LoadFiles.SendLatenessTag},1741944601.000,1.000,0.000,HISTF", lines[9], StringComparison.Ordinal);
    }

    /// <summary>Every recorded value with its count: equal for two histograms that agree at every percentile.</summary>
    internal static (long Value, long Count)[] Buckets(HistogramBase histogram) => histogram.RecordedValues()
        .Select(bucket => (bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo))
        .ToArray();

    private static LongHistogram Merge(IEnumerable<HistogramBase> intervals, string? tag)
    {
        var merged = LatencyHistograms.Create();
        foreach (var interval in intervals.Where(interval => interval.Tag == tag))
        {
            merged.Add(interval);
        }

        return merged;
    }

    [Fact]
    public async Task WriteAsync_EveryFile_Written()
    {
        var report = SampleReports.Open();
        var suite = LoadResults.ToSuite(report);
        var directory = ResultsDirectory.Create(work.Path, null, ["load"], SampleReports.MeasureStart);

        var run = LoadResultsTests.Run(suite);
        await LoadArtifacts.WriteAsync(report, run, suite, directory.Files, CancellationToken.None);

        foreach (var file in LoadFiles.All)
        {
            Assert.True(File.Exists(Path.Combine(directory.Path, file)), $"{file} is missing");
        }

        var hgrm = await File.ReadAllTextAsync(Path.Combine(directory.Path, LoadFiles.LatencyDistribution));
        Assert.StartsWith("       Value     Percentile TotalCount 1/(1-Percentile)", hgrm, StringComparison.Ordinal);
        Assert.Contains("Total count    =         3000]", hgrm, StringComparison.Ordinal);
    }

    [Fact]
    public async Task WriteAsync_OneRunOfAStudy_TheSameFilesAsTheRunOfItsOwn()
    {
        var report = SampleReports.Open();
        var directory = ResultsDirectory.Create(work.Path, null, ["load"], SampleReports.MeasureStart);
        var runFolder = directory.Artifacts("load").Subfolder("open-1000-rps.baseline");

        await LoadArtifacts.WriteAsync(report, runFolder, CancellationToken.None);

        Assert.Equal(
            LoadFiles.All.Order(StringComparer.Ordinal),
            Directory.GetFiles(runFolder.Path).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var chart = await File.ReadAllTextAsync(Path.Combine(runFolder.Path, LoadFiles.LatencyChart));
        Assert.Contains($"run {directory.RunId}", chart, StringComparison.Ordinal);
    }

    [Fact]
    public void LatencyChart_TimelineAndSpectrumWithCorrectedAndUncorrectedLines()
    {
        var report = SampleReports.Open();
        var suite = LoadResults.ToSuite(report);
        var intervals = report.Seconds
            .Select(second => new HttpLab.Results.Charts.LatencyInterval(
                second.Second, second.Responses, second.P50Us, second.P99Us,
                second.UncorrectedP50Us, second.UncorrectedP99Us))
            .ToArray();

        var svg = XDocument.Parse(HttpLab.Results.Charts.LatencyTimelineChart.Render(
            LoadResultsTests.Run(suite), suite, suite.Cases[0], intervals)!);

        XNamespace ns = "http://www.w3.org/2000/svg";
        var panels = svg.Descendants(ns + "g")
            .Where(group =>
                (group.Attribute("class")?.Value ?? string.Empty).StartsWith("panel", StringComparison.Ordinal))
            .ToArray();
        Assert.Equal(
            ["panel panel-timeseries", "panel panel-spectrum"],
            panels.Select(panel => panel.Attribute("class")!.Value));
        string[] timeline = ["p99 corrected", "p50 corrected", "p99 uncorrected", "p50 uncorrected"];
        Assert.Equal(timeline, panels[0].Descendants(ns + "text").Select(text => text.Value).Where(timeline.Contains));
        string[] spectrum = ["latency (corrected)", "latency (uncorrected)"];
        Assert.Equal(spectrum, panels[1].Descendants(ns + "text").Select(text => text.Value).Where(spectrum.Contains));
        Assert.Contains(
            "percentile (log scale of 1/(1 − p))", panels[1].Descendants(ns + "text").Select(text => text.Value));
        Assert.Contains(
            "seconds since measuring started", panels[0].Descendants(ns + "text").Select(text => text.Value));
    }
}
