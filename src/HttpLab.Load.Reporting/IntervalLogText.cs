using System.Text;
using HdrHistogram;
using HttpLab.Load.Intervals;
using HttpLab.Results.Histograms;
using static System.FormattableString;

namespace HttpLab.Load.Reporting;

/// <summary>
/// The text of a load run's interval log (<see cref="LoadFiles.IntervalLog"/>), as HdrHistogram.NET's
/// HistogramLogWriter writes it: one comment line naming the run and the tags, the header with the StartTime when
/// measuring started, then three intervals a second (untagged, <see cref="LoadFiles.UncorrectedTag"/> and
/// <see cref="LoadFiles.SendLatenessTag"/>) with absolute times and Interval_Max divided by 1,000,000 (the package's
/// fixed ratio). The package writes UTF-16 in the current culture; this is the same text in the invariant culture,
/// which HdrHistogram's Java tools read.
/// </summary>
public static class IntervalLogText
{
    private const char ByteOrderMark = '\uFEFF';
    private const string Legend = "\"StartTimestamp\"";

    /// <summary>The comment line and the header: the first lines of the log.</summary>
    public static string Header(LoadOptions options, DateTimeOffset measureStartUtc)
    {
        ArgumentNullException.ThrowIfNull(options);
        var comment = Invariant($"#[Logged with HttpLab load: {LoadCaseName.For(options)}; values in microseconds; ")
            + "untagged = latency of every request from intended send times "
            + "(failures and requests never sent included), "
            + Invariant($"Tag={LoadFiles.UncorrectedTag} = responses from actual send times, ")
            + Invariant($"Tag={LoadFiles.SendLatenessTag} = how late the generator sent each request]\n");
        return comment + Written(log => log.Write(measureStartUtc.UtcDateTime));
    }

    /// <summary>The three lines of one interval.</summary>
    public static string Lines(LoadInterval interval)
    {
        ArgumentNullException.ThrowIfNull(interval);
        var written = Written(log =>
        {
            Append(log, interval.Latency, interval, tag: null);
            Append(log, interval.UncorrectedLatency, interval, LoadFiles.UncorrectedTag);
            Append(log, interval.SendLateness, interval, LoadFiles.SendLatenessTag);
        });

        // A new HistogramLogWriter writes the header before its first interval; the log has it once, at its top.
        return string.Concat(written.Split('\n', StringSplitOptions.RemoveEmptyEntries)
            .Where(line => !line.StartsWith('#') && !line.StartsWith(Legend, StringComparison.Ordinal))
            .Select(line => line + "\n"));
    }

    /// <summary>The three lines of one interval kept in memory.</summary>
    public static string Lines(EncodedInterval interval)
    {
        ArgumentNullException.ThrowIfNull(interval);
        return Lines(new LoadInterval(
            interval.Second,
            interval.StartUtc,
            interval.EndUtc,
            LatencyHistograms.DecodeCompressed(interval.Latency),
            LatencyHistograms.DecodeCompressed(interval.UncorrectedLatency),
            LatencyHistograms.DecodeCompressed(interval.SendLateness)));
    }

    /// <summary>
    /// Appends <paramref name="histogram"/> with the interval's times and <paramref name="tag"/>, then gives it back
    /// its own: the run recycles its interval histograms.
    /// </summary>
    private static void Append(HistogramLogWriter log, HistogramBase histogram, LoadInterval interval, string? tag)
    {
        var (start, end, ownTag) = (histogram.StartTimeStamp, histogram.EndTimeStamp, histogram.Tag);
        histogram.StartTimeStamp = interval.StartUtc.ToUnixTimeMilliseconds();
        histogram.EndTimeStamp = interval.EndUtc.ToUnixTimeMilliseconds();
        histogram.Tag = tag;
        try
        {
            log.Append(histogram);
        }
        finally
        {
            (histogram.StartTimeStamp, histogram.EndTimeStamp, histogram.Tag) = (start, end, ownTag);
        }
    }

    private static string Written(Action<HistogramLogWriter> write)
    {
        using var utf16 = new MemoryStream();
        HistogramText.InInvariantCulture(() =>
        {
            using var log = new HistogramLogWriter(utf16);
            write(log);
        });
        return Encoding.Unicode.GetString(utf16.GetBuffer(), 0, (int)utf16.Length).TrimStart(ByteOrderMark);
    }
}
