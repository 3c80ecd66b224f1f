using System.Globalization;

namespace HttpLab.Histograms;

/// <summary>
/// Reads an HdrHistogram interval log (as written by <see cref="HistogramLogWriter"/>, HdrHistogram's HistogramLogWriter
/// or jHiccup) back into histograms. Times follow HdrHistogram's HistogramLogReader: an interval's absolute start is
/// its logged start plus the base time, which is <c>#[BaseTime:]</c> when present, else the start time when the first
/// interval is more than a year before it (relative times), else 0 (absolute times).
/// </summary>
public static class HistogramLogReader
{
    private const double SecondsPerYear = 365 * 24 * 3600.0;
    private static readonly char[] FieldSeparators = [',', ' '];

    /// <summary>Reads every interval of a log.</summary>
    /// <exception cref="InvalidDataException">A line is neither a comment, the legend nor a well-formed interval.</exception>
    public static HistogramLog Read(TextReader reader)
    {
        ArgumentNullException.ThrowIfNull(reader);
        double? startTimeSeconds = null;
        double? baseTimeSeconds = null;
        var intervals = new List<LongHistogram>();
        var lineNumber = 0;
        while (reader.ReadLine() is { } line)
        {
            lineNumber++;
            if (line.StartsWith('#'))
            {
                startTimeSeconds = ReadTimeComment(line, "#[StartTime: ", lineNumber) ?? startTimeSeconds;
                baseTimeSeconds = ReadTimeComment(line, "#[BaseTime: ", lineNumber) ?? baseTimeSeconds;
                continue;
            }

            if (string.IsNullOrWhiteSpace(line) || line.StartsWith("\"StartTimestamp\"", StringComparison.Ordinal))
            {
                continue;
            }

            var interval = ReadInterval(line, lineNumber, out var logStartSeconds, out var lengthSeconds);

            // HdrHistogram: without a start time the first interval defines it; without a base time, an interval
            // more than a year before the start time means the log's times are relative to it.
            startTimeSeconds ??= logStartSeconds;
            baseTimeSeconds ??= logStartSeconds < startTimeSeconds - SecondsPerYear ? startTimeSeconds : 0.0;

            var absoluteStart = logStartSeconds + baseTimeSeconds.Value;
            interval.StartTimeStamp = (long)(absoluteStart * 1000.0);
            interval.EndTimeStamp = (long)((absoluteStart + lengthSeconds) * 1000.0);
            intervals.Add(interval);
        }

        return new HistogramLog(startTimeSeconds, baseTimeSeconds, intervals);
    }

    private static double? ReadTimeComment(string line, string prefix, int lineNumber)
    {
        if (!line.StartsWith(prefix, StringComparison.Ordinal))
        {
            return null;
        }

        var rest = line.AsSpan(prefix.Length).TrimStart();
        var end = rest.IndexOfAny(' ', ']');
        var number = end < 0 ? rest : rest[..end];
        return double.TryParse(number, NumberStyles.Float, CultureInfo.InvariantCulture, out var seconds)
            ? seconds
            : throw new InvalidDataException($"Line {lineNumber}: '{prefix.Trim()}' is not followed by a number of seconds.");
    }

    private static LongHistogram ReadInterval(string line, int lineNumber, out double startSeconds, out double lengthSeconds)
    {
        var fields = line.Split(FieldSeparators, StringSplitOptions.RemoveEmptyEntries);
        string? tag = null;
        var first = 0;
        if (fields.Length > 0 && fields[0].StartsWith("Tag=", StringComparison.Ordinal))
        {
            tag = fields[0]["Tag=".Length..];
            first = 1;
        }

        if (fields.Length - first != 4
            || !double.TryParse(fields[first], NumberStyles.Float, CultureInfo.InvariantCulture, out startSeconds)
            || !double.TryParse(fields[first + 1], NumberStyles.Float, CultureInfo.InvariantCulture, out lengthSeconds)
            || !double.TryParse(fields[first + 2], NumberStyles.Float, CultureInfo.InvariantCulture, out _))
        {
            throw new InvalidDataException($"Line {lineNumber} is not an interval (start,length,max,histogram): '{Shorten(line)}'.");
        }

        try
        {
            var histogram = HistogramEncoding.FromBase64(fields[first + 3]);
            histogram.Tag = tag;
            return histogram;
        }
        catch (InvalidDataException exception)
        {
            throw new InvalidDataException($"Line {lineNumber}: {exception.Message}", exception);
        }
    }

    private static string Shorten(string line) => line.Length <= 80 ? line : string.Concat(line.AsSpan(0, 77), "...");
}
