using HttpLab.Histograms.Tests.Support;

namespace HttpLab.Histograms.Tests;

/// <summary>Reads interval logs written by HdrHistogram itself and checks what HdrHistogram's own tests assert about them.</summary>
public sealed class HdrHistogramLogSampleTests
{
    private static HistogramLog ReadJHiccupLog() => HistogramLogReader.Read(new StringReader(HdrHistogramSamples.JHiccupV2Log));

    private static IEnumerable<string[]> IntervalLines(string log) =>
        log.Split('\n', StringSplitOptions.RemoveEmptyEntries)
            .Where(line => !line.StartsWith('#') && !line.StartsWith('"'))
            .Select(line => line.Split(','));

    [Fact]
    public void Read_JHiccupV2Log_MatchesHdrHistogramsJHiccupV2LogTest()
    {
        var log = ReadJHiccupLog();

        // Accumulated as HdrHistogram's test does, into a histogram of lowest 1 and 3 digits (Java: new Histogram(3)).
        var accumulated = new LongHistogram(1, 3_600_000_000_000, 3);
        foreach (var interval in log.Intervals)
        {
            accumulated.Add(interval);
        }

        Assert.Equal(38, log.Intervals.Count);
        Assert.Equal(30874, log.Intervals.Sum(interval => interval.TotalCount));
        Assert.Equal(30874, accumulated.TotalCount);
        Assert.Equal(956825599, accumulated.GetValueAtPercentile(99.9));
        Assert.Equal(981991423, accumulated.Max);
        Assert.Equal(1441753532.570, log.StartTimeSeconds);
    }

    [Fact]
    public void Read_JHiccupV2Log_DecodedMaximaMatchTheLoggedIntervalMax()
    {
        var log = ReadJHiccupLog();
        var loggedMax = IntervalLines(HdrHistogramSamples.JHiccupV2Log).Select(fields => fields[2]).ToList();

        // jHiccup logs nanoseconds with Interval_Max in milliseconds: HdrHistogram's Max / 1e6 printed with %.3f.
        Assert.Equal(loggedMax, log.Intervals.Select(interval => JavaFormat.Fixed(interval.Max / 1_000_000.0, 3)));
    }

    [Fact]
    public void Encode_JHiccupV2Intervals_ReproducesHdrHistogramsUncompressedEncoding()
    {
        foreach (var fields in IntervalLines(HdrHistogramSamples.JHiccupV2Log))
        {
            var javaBytes = HistogramEncodingTests.Inflate(Convert.FromBase64String(fields[3]));

            var ours = HistogramEncoding.Encode(HistogramEncoding.FromBase64(fields[3]));

            // Same header and the same count tokens. The only difference allowed: this 2015 encoder wrote a lone zero
            // count as a run of one (-1); HdrHistogram's current encoder, like ours, writes the count 0 (one byte either way).
            Assert.Equal(javaBytes[..40], ours[..40]);
            Assert.Equal(PayloadTokens(javaBytes).Select(token => token == -1 ? 0 : token), PayloadTokens(ours));
        }
    }

    private static List<long> PayloadTokens(byte[] encoding)
    {
        var tokens = new List<long>();
        var position = 40;
        while (position < encoding.Length)
        {
            tokens.Add(ZigZagLeb128.Read(encoding, ref position));
        }

        return tokens;
    }

    [Fact]
    public void Read_JHiccupV2Log_StampsIntervalsWithAbsoluteTimes()
    {
        var log = ReadJHiccupLog();

        // Logged starts are relative to the StartTime line (they are more than a year before it), as HdrHistogram infers.
        Assert.Equal(1441753532.570, log.BaseTimeSeconds);
        Assert.Equal((long)((0.126 + 1441753532.570) * 1000), log.Intervals[0].StartTimeStamp);
        Assert.Equal((long)((0.126 + 1441753532.570 + 1.007) * 1000), log.Intervals[0].EndTimeStamp);
    }

    [Fact]
    public void Read_TaggedLog_KeepsTagsAndMergesPerTag()
    {
        var log = HistogramLogReader.Read(new StringReader(HdrHistogramSamples.TaggedLog));

        Assert.Equal(["A", "A", "B", "B", "C", "C"], log.Intervals.Select(interval => interval.Tag));
        Assert.Equal(
            IntervalLines(HdrHistogramSamples.TaggedLog).Select(fields => fields[3]),
            log.Intervals.Select(interval => JavaFormat.Fixed(interval.Max / 1_000_000.0, 3)));

        var mergedB = log.Merge("B");
        Assert.Equal("B", mergedB.Tag);
        Assert.Equal(log.Intervals[2].TotalCount + log.Intervals[3].TotalCount, mergedB.TotalCount);
        Assert.Throws<InvalidOperationException>(() => log.Merge());
    }

    [Fact]
    public void Write_JHiccupV2Intervals_RoundTripsThroughOurLogWriter()
    {
        var original = ReadJHiccupLog();
        using var text = new StringWriter();
        var writer = new HistogramLogWriter(text, maxValueUnitRatio: 1_000_000);
        writer.WriteLogFormatVersion();
        writer.WriteStartTime(1441753532570);
        writer.WriteLegend();
        foreach (var interval in original.Intervals)
        {
            writer.WriteIntervalHistogram(interval);
        }

        var reread = HistogramLogReader.Read(new StringReader(text.ToString()));

        Assert.Equal(original.Intervals.Count, reread.Intervals.Count);
        for (var i = 0; i < original.Intervals.Count; i++)
        {
            Assert.True(reread.Intervals[i].HasSameCounts(original.Intervals[i]), $"interval {i}");
        }

        // Our log lines carry the same Interval_Max text as jHiccup's.
        Assert.Equal(
            IntervalLines(HdrHistogramSamples.JHiccupV2Log).Select(fields => fields[2]),
            IntervalLines(text.ToString()).Select(fields => fields[2]));
    }
}
