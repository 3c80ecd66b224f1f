using HttpLab.Histograms.Tests.Support;

namespace HttpLab.Histograms.Tests;

public sealed class HistogramLogWriterTests
{
    private static LongHistogram Interval(long startMs, long endMs, params long[] values)
    {
        var histogram = LongHistogram.ForMicroseconds();
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        histogram.StartTimeStamp = startMs;
        histogram.EndTimeStamp = endMs;
        return histogram;
    }

    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    public void Write_HeaderLines_MatchHdrHistogramsFormat(string culture)
    {
        using var scope = new CultureScope(culture);
        using var text = new StringWriter { NewLine = "\r\n" };
        var writer = new HistogramLogWriter(text, maxValueUnitRatio: 1000);

        writer.WriteComment("[Logged with HttpLab]");
        writer.WriteLogFormatVersion();
        writer.WriteStartTime(1441753532570);
        writer.WriteBaseTime(1441753532000);
        writer.WriteLegend();

        Assert.Equal(
            "#[Logged with HttpLab]\n" +
            "#[Histogram log format version 1.3]\n" +
            "#[StartTime: 1441753532.570 (seconds since epoch), Tue Sep 08 23:05:32 UTC 2015]\n" +
            "#[BaseTime: 1441753532.000 (seconds since epoch)]\n" +
            "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n",
            text.ToString());
    }

    [Fact]
    public void WriteIntervalHistogram_MicrosecondHistogram_WritesMillisecondsAndTag()
    {
        using var text = new StringWriter();
        var writer = new HistogramLogWriter(text, maxValueUnitRatio: 1000) { BaseTime = 1_000_000 };
        var interval = Interval(1_000_500, 1_001_750, 1500, 1_000_000);
        interval.Tag = "get";

        writer.WriteIntervalHistogram(interval);

        var fields = text.ToString().TrimEnd('\n').Split(',');
        Assert.Equal(["Tag=get", "0.500", "1.250", "1000.447"], fields[..4]);
        Assert.True(HistogramEncoding.FromBase64(fields[4]).HasSameCounts(interval));
    }

    [Theory]
    [InlineData("a,b")]
    [InlineData("a b")]
    [InlineData("a\nb")]
    public void WriteIntervalHistogram_TagWithDelimiter_Throws(string tag)
    {
        var writer = new HistogramLogWriter(TextWriter.Null, 1000);
        var interval = Interval(0, 1000, 5);
        interval.Tag = tag;

        Assert.Throws<ArgumentException>(() => writer.WriteIntervalHistogram(interval));
    }

    [Fact]
    public void WriteThenRead_SeveralIntervals_MergeToTheOriginalTotal()
    {
        var whole = LongHistogram.ForMicroseconds();
        var intervals = new List<LongHistogram>();
        var random = new Random(1234);
        for (var second = 0; second < 10; second++)
        {
            var interval = Interval(1_700_000_000_000 + (second * 1000), 1_700_000_000_000 + ((second + 1) * 1000));
            for (var i = 0; i < 1000; i++)
            {
                interval.RecordValue((long)Math.Exp(random.NextDouble() * 16));
            }

            whole.Add(interval);
            intervals.Add(interval);
        }

        using var text = new StringWriter();
        var writer = new HistogramLogWriter(text, 1000) { BaseTime = 1_700_000_000_000 };
        writer.WriteLogFormatVersion();
        writer.WriteStartTime(1_700_000_000_000);
        writer.WriteBaseTime(1_700_000_000_000);
        writer.WriteLegend();
        intervals.ForEach(writer.WriteIntervalHistogram);

        var log = HistogramLogReader.Read(new StringReader(text.ToString()));
        var merged = log.Merge();

        Assert.Equal(10, log.Intervals.Count);
        Assert.Equal(1_700_000_000.0, log.StartTimeSeconds);
        Assert.Equal(1_700_000_000_000, log.Intervals[0].StartTimeStamp);
        Assert.Equal(1_700_000_010_000, log.Intervals[^1].EndTimeStamp);
        Assert.Equal(10_000, merged.TotalCount);
        Assert.True(merged.HasSameCounts(whole));
        Assert.Equal(whole.GetValueAtPercentile(99.9), merged.GetValueAtPercentile(99.9));
    }

    [Fact]
    public void Read_EmptyLog_HasNoIntervals()
    {
        var log = HistogramLogReader.Read(new StringReader("#[Histogram log format version 1.3]\n#[StartTime: 1.000 (seconds since epoch), x]\n"));

        Assert.Empty(log.Intervals);
        Assert.Equal(1.0, log.StartTimeSeconds);
    }

    [Theory]
    [InlineData("0.000,1.000,HISTFAAAAB542pNpmSzMwMDAxAABzFCaEUoz2X+AMIKZAEARAtM=")]
    [InlineData("0.000,1.000,0.042,HISTFAAAAB542pNpm")]
    [InlineData("zero,1.000,0.042,HISTFAAAAB542pNpmSzMwMDAxAABzFCaEUoz2X+AMIKZAEARAtM=")]
    public void Read_MalformedInterval_ThrowsWithTheLineNumber(string line)
    {
        var exception = Assert.Throws<InvalidDataException>(() => HistogramLogReader.Read(new StringReader("#comment\n" + line + "\n")));

        Assert.StartsWith("Line 2", exception.Message, StringComparison.Ordinal);
    }
}
