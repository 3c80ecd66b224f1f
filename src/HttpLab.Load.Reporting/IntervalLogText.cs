using System.Text;
using HdrHistogram;
using HttpLab.Load.Intervals;
using HttpLab.Results.Histograms;
using static System.FormattableString;

namespace HttpLab.Load.Reporting;

/// <summary>
/// The text of a load run's interval log (<see cref="LoadFiles.IntervalLog"/>), as HdrHistogram.NET's
/// HistogramLogWriter writes it (the header by the writer itself, each interval's lines by
/// <see cref="HistogramEncoder"/>, which leaves no garbage): one comment line naming the run and the tags, the header
/// with the StartTime when measuring started, then three intervals a second (untagged,
/// <see cref="LoadFiles.UncorrectedTag"/> and <see cref="LoadFiles.SendLatenessTag"/>) with absolute times and
/// Interval_Max divided by 1,000,000 (the package's fixed ratio). The package writes UTF-16 in the current culture;
/// this is the same text in the invariant culture, which HdrHistogram's Java tools read.
/// </summary>
public static class IntervalLogText
{
    private const char ByteOrderMark = '\uFEFF';
    private const double MaxValueUnitRatio = 1_000_000;

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
        var lines = new StringBuilder();
        Append(lines, interval.Latency, interval, tag: null);
        Append(lines, interval.UncorrectedLatency, interval, LoadFiles.UncorrectedTag);
        Append(lines, interval.SendLateness, interval, LoadFiles.SendLatenessTag);
        return lines.ToString();
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
    /// One interval line as HistogramLogWriter writes it: the tag, the start and the length in seconds, the maximum
    /// divided by 1,000,000 (the package's fixed ratio), then the compressed histogram in base64.
    /// </summary>
    private static void Append(StringBuilder lines, HistogramBase histogram, LoadInterval interval, string? tag)
    {
        if (tag is not null)
        {
            lines.Append("Tag=").Append(tag).Append(',');
        }

        var start = interval.StartUtc.ToUnixTimeMilliseconds();
        var end = interval.EndUtc.ToUnixTimeMilliseconds();
        lines.Append(Invariant($"{start / 1000.0:F3},{(end - start) / 1000.0:F3},"))
            .Append(Invariant($"{histogram.GetMaxValue() / MaxValueUnitRatio:F3},"))
            .Append(Convert.ToBase64String(HistogramEncoder.OfThisThread.EncodeCompressed(histogram)))
            .Append('\n');
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
