using System.Globalization;

namespace HttpLab.Histograms;

/// <summary>
/// Writes an HdrHistogram interval log (the format of HdrHistogram's HistogramLogWriter, log format version 1.3):
/// optional comments, start time, base time and legend, then one line per interval with its start (seconds), length
/// (seconds), maximum (scaled) and compressed V2 histogram in base64. HdrHistogram's HistogramLogProcessor and
/// HistogramLogAnalyzer read these files, and interval logs of several generators merge exactly.
/// </summary>
/// <remarks>Lines end with <c>\n</c>, numbers are culture-invariant. Not thread-safe; the caller owns and disposes the writer.</remarks>
public sealed class HistogramLogWriter
{
    /// <summary>The log format version HdrHistogram's writer declares.</summary>
    public const string LogFormatVersion = "1.3";

    private readonly TextWriter writer;
    private readonly double maxValueUnitRatio;

    /// <summary>Creates a log writer.</summary>
    /// <param name="writer">Receives the log text.</param>
    /// <param name="maxValueUnitRatio">
    /// Interval maxima are divided by this in the Interval_Max column: 1000 writes milliseconds from microsecond
    /// histograms, 1,000,000 (HdrHistogram's default) milliseconds from nanoseconds.
    /// </param>
    public HistogramLogWriter(TextWriter writer, double maxValueUnitRatio)
    {
        ArgumentNullException.ThrowIfNull(writer);
        if (!double.IsFinite(maxValueUnitRatio) || maxValueUnitRatio <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(maxValueUnitRatio), maxValueUnitRatio, "The max value unit ratio must be a positive number.");
        }

        this.writer = writer;
        this.maxValueUnitRatio = maxValueUnitRatio;
    }

    /// <summary>Milliseconds since the epoch subtracted from histogram time stamps by <see cref="WriteIntervalHistogram(LongHistogram)"/>; 0 writes absolute times.</summary>
    public long BaseTime { get; set; }

    /// <summary>Writes <c>#[Histogram log format version 1.3]</c>.</summary>
    public void WriteLogFormatVersion() => WriteComment($"[Histogram log format version {LogFormatVersion}]");

    /// <summary>Writes a comment line (<c>#</c> and the text).</summary>
    public void WriteComment(string comment)
    {
        ArgumentNullException.ThrowIfNull(comment);
        if (comment.AsSpan().ContainsAny('\r', '\n'))
        {
            throw new ArgumentException("A log comment must be a single line.", nameof(comment));
        }

        writer.Write($"#{comment}\n");
    }

    /// <summary>Writes <c>#[StartTime: seconds (seconds since epoch), date]</c>; readers add it to relative interval times.</summary>
    /// <param name="startTimeMilliseconds">The start time in milliseconds since the Unix epoch.</param>
    public void WriteStartTime(long startTimeMilliseconds)
    {
        // Java prints Date.toString() in the local zone; UTC keeps the file independent of the machine writing it.
        var date = DateTimeOffset.FromUnixTimeMilliseconds(startTimeMilliseconds).UtcDateTime
            .ToString("ddd MMM dd HH:mm:ss 'UTC' yyyy", CultureInfo.InvariantCulture);
        writer.Write($"#[StartTime: {JavaFormat.Fixed(startTimeMilliseconds / 1000.0, 3)} (seconds since epoch), {date}]\n");
    }

    /// <summary>Writes <c>#[BaseTime: seconds (seconds since epoch)]</c>: interval start times are relative to it.</summary>
    /// <param name="baseTimeMilliseconds">The base time in milliseconds since the Unix epoch.</param>
    public void WriteBaseTime(long baseTimeMilliseconds) =>
        writer.Write($"#[BaseTime: {JavaFormat.Fixed(baseTimeMilliseconds / 1000.0, 3)} (seconds since epoch)]\n");

    /// <summary>Writes the legend line naming the four interval columns.</summary>
    public void WriteLegend() =>
        writer.Write("\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n");

    /// <summary>Writes an interval stamped with the histogram's own start and end times, relative to <see cref="BaseTime"/>.</summary>
    public void WriteIntervalHistogram(LongHistogram histogram)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        WriteIntervalHistogram((histogram.StartTimeStamp - BaseTime) / 1000.0, (histogram.EndTimeStamp - BaseTime) / 1000.0, histogram);
    }

    /// <summary>Writes an interval with explicit times (the histogram's own time stamps are ignored) and its optional tag.</summary>
    /// <param name="startTimeSeconds">The interval start in seconds (absolute, or relative to a base time).</param>
    /// <param name="endTimeSeconds">The interval end in seconds, on the same scale.</param>
    /// <param name="histogram">The interval's values.</param>
    public void WriteIntervalHistogram(double startTimeSeconds, double endTimeSeconds, LongHistogram histogram)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        var tag = histogram.Tag;
        if (tag is not null && tag.AsSpan().ContainsAny(", \r\n"))
        {
            throw new ArgumentException("A histogram tag in an interval log cannot contain commas, spaces or line breaks.", nameof(histogram));
        }

        var line = string.Concat(
            JavaFormat.Fixed(startTimeSeconds, 3),
            ",",
            JavaFormat.Fixed(endTimeSeconds - startTimeSeconds, 3),
            ",",
            JavaFormat.Fixed(histogram.Max / maxValueUnitRatio, 3),
            ",",
            HistogramEncoding.ToBase64(histogram));
        writer.Write(tag is null ? $"{line}\n" : $"Tag={tag},{line}\n");
    }
}
