using System.Text;
using HdrHistogram;
using HttpLab.Load.Intervals;
using HttpLab.Results;

namespace HttpLab.Load.Reporting.Tests;

public sealed class IntervalLogFileTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-hlog-");

    public void Dispose() => work.Dispose();

    [Fact]
    public void Append_EachSecond_OnDiskAtOnceAndTheSameTextAsTheLogWrittenAtTheEnd()
    {
        var report = SampleReports.Open();
        var folder = new ArtifactWriter(work.Path);
        using var log = new IntervalLogFile(folder, report.Options);

        var decoded = report.Intervals!.Select(Decoded).ToArray();
        log.Append(decoded[0]);
        var afterOne = File.ReadAllText(log.PartialPath);
        foreach (var interval in decoded.Skip(1))
        {
            log.Append(interval);
        }

        log.Complete(report.MeasureStartUtc);

        using var atTheEnd = new StringWriter();
        LoadArtifacts.WriteIntervalLog(report, atTheEnd);
        var written = File.ReadAllText(Path.Combine(folder.Path, LoadFiles.IntervalLog));
        Assert.Equal(atTheEnd.ToString(), written);
        Assert.Equal(4 + 3, afterOne.Split('\n', StringSplitOptions.RemoveEmptyEntries).Length);
        Assert.StartsWith(afterOne, written, StringComparison.Ordinal);
        Assert.False(File.Exists(log.PartialPath));
    }

    [Fact]
    public void Lines_EachInterval_AsHdrHistogramsOwnWriterWritesItUpToTheBase64WhichDecodesTheSame()
    {
        var interval = Decoded(SampleReports.Open().Intervals![1]);

        var ours = IntervalLogText.Lines(interval).Split('\n')[..3];

        var histograms = new[] { interval.Latency, interval.UncorrectedLatency, interval.SendLateness };
        string?[] tags = [null, LoadFiles.UncorrectedTag, LoadFiles.SendLatenessTag];
        for (var index = 0; index < 3; index++)
        {
            var theirs = TheirLine(histograms[index], interval, tags[index]);
            var prefix = theirs[..(theirs.LastIndexOf(',') + 1)];
            Assert.StartsWith(prefix, ours[index], StringComparison.Ordinal);
            var decoded = LatencyHistograms.DecodeCompressed(Convert.FromBase64String(ours[index][prefix.Length..]));
            Assert.Equal(LoadArtifactsTests.Buckets(histograms[index]), LoadArtifactsTests.Buckets(decoded));
        }
    }

    [Fact]
    public void Append_RecycledHistograms_KeepTheirOwnTimesAndTag()
    {
        var latency = LatencyHistograms.Create();
        latency.RecordValue(250);
        latency.StartTimeStamp = 7;
        latency.Tag = "own";
        using var log = new IntervalLogFile(new ArtifactWriter(work.Path), SampleReports.Open().Options);

        log.Append(new LoadInterval(
            0,
            SampleReports.MeasureStart,
            SampleReports.MeasureStart.AddSeconds(1),
            latency,
            LatencyHistograms.Create(),
            LatencyHistograms.Create()));

        Assert.Equal(7, latency.StartTimeStamp);
        Assert.Equal("own", latency.Tag);
    }

    [Fact]
    public void Complete_NoSecondMeasured_TheHeaderAlone()
    {
        var report = SampleReports.Open();
        var folder = new ArtifactWriter(work.Path);
        using var log = new IntervalLogFile(folder, report.Options);

        log.Complete(report.MeasureStartUtc);

        var text = File.ReadAllText(Path.Combine(folder.Path, LoadFiles.IntervalLog));
        using var reader = new HistogramLogReader(new MemoryStream(Encoding.UTF8.GetBytes(text)));
        Assert.Empty(reader.ReadHistograms());
        Assert.Contains("#[StartTime: 1741944600.000", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Append_FolderGoneMidRun_RunGoesOnAndCompleteThrowsTheFailure()
    {
        var report = SampleReports.Open();
        var folder = new ArtifactWriter(Path.Combine(work.Path, "run"));
        using var log = new IntervalLogFile(folder, report.Options);
        var decoded = report.Intervals!.Select(Decoded).ToArray();
        log.Append(decoded[0]);
        log.Dispose();
        Directory.Delete(folder.Path, recursive: true);
        using var again = new IntervalLogFile(folder, report.Options);

        again.Append(decoded[1]);
        again.Append(decoded[2]);

        Assert.ThrowsAny<IOException>(() => again.Complete(report.MeasureStartUtc));
    }

    /// <summary>The interval line HdrHistogram.NET's HistogramLogWriter writes for the histogram.</summary>
    private static string TheirLine(HistogramBase histogram, LoadInterval interval, string? tag)
    {
        histogram.StartTimeStamp = interval.StartUtc.ToUnixTimeMilliseconds();
        histogram.EndTimeStamp = interval.EndUtc.ToUnixTimeMilliseconds();
        histogram.Tag = tag;
        using var utf16 = new MemoryStream();
        using (var writer = new HistogramLogWriter(utf16))
        {
            writer.Append(histogram);
        }

        return Encoding.Unicode.GetString(utf16.ToArray()).Split('\n', StringSplitOptions.RemoveEmptyEntries)[^1];
    }

    private static LoadInterval Decoded(EncodedInterval interval) => new(
        interval.Second,
        interval.StartUtc,
        interval.EndUtc,
        LatencyHistograms.DecodeCompressed(interval.Latency),
        LatencyHistograms.DecodeCompressed(interval.UncorrectedLatency),
        LatencyHistograms.DecodeCompressed(interval.SendLateness));
}
