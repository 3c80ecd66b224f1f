using HdrHistogram;
using HttpLab.Load.Intervals;
using HttpLab.Results.Histograms;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A generator's interval log (<see cref="LoadFiles.IntervalLog"/>) as HdrHistogram.NET's HistogramLogReader reads
/// it: when measuring started, each second's three histograms (kept compressed, as a run keeps them) and their sums.
/// </summary>
/// <param name="StartUtc">When the generator started measuring: its first interval's start (to the millisecond, as
/// the package reads it), or the log's StartTime when it has none.</param>
/// <param name="Intervals">Every second of the log, in order, numbered from 0.</param>
/// <param name="Latency">The untagged intervals added up.</param>
/// <param name="UncorrectedLatency">The intervals tagged <see cref="LoadFiles.UncorrectedTag"/> added up.</param>
/// <param name="SendLateness">The intervals tagged <see cref="LoadFiles.SendLatenessTag"/> added up.</param>
internal sealed record GeneratorLog(
    DateTimeOffset StartUtc,
    IReadOnlyList<EncodedInterval> Intervals,
    HistogramBase Latency,
    HistogramBase UncorrectedLatency,
    HistogramBase SendLateness)
{
    private const int SignificantDigits = 3;

    /// <summary>When the last interval ended (the start when the log holds none).</summary>
    public DateTimeOffset EndUtc => Intervals.Count == 0 ? StartUtc : Intervals[^1].EndUtc;

    /// <summary>Reads a log <c>httplab load</c> wrote.</summary>
    /// <exception cref="FormatException">The log is not one: the message says why, in one line.</exception>
    public static GeneratorLog Read(byte[] log)
    {
        ArgumentNullException.ThrowIfNull(log);
        var tags = new Dictionary<string, TagIntervals>(StringComparer.Ordinal)
        {
            [string.Empty] = new(), [LoadFiles.UncorrectedTag] = new(), [LoadFiles.SendLatenessTag] = new(),
        };
        var start = DateTime.MinValue;
        HistogramText.InInvariantCulture(() =>
        {
            using var reader = new HistogramLogReader(new MemoryStream(log));
            using var histograms = reader.ReadHistograms().GetEnumerator();
            var number = 1;
            while (Next(histograms, number) is { } histogram)
            {
                // Each is compressed at once: an hour's log decoded whole would take gigabytes.
                var tag = histogram.Tag ?? string.Empty;
                Check(histogram, number);
                if (!tags.TryGetValue(tag, out var intervals))
                {
                    throw new FormatException($"interval {number} has the tag '{tag}', which HttpLab never writes");
                }

                intervals.Add(histogram);
                number++;
            }

            start = reader.GetStartTime();
        });

        return Assemble(start, tags[string.Empty], tags[LoadFiles.UncorrectedTag], tags[LoadFiles.SendLatenessTag]);
    }

    /// <summary>The next histogram, or null at the end; whatever the package fails with is the log's fault.</summary>
    private static HistogramBase? Next(IEnumerator<HistogramBase> histograms, int number)
    {
        try
        {
            return histograms.MoveNext() ? histograms.Current : null;
        }
        catch (Exception exception) when (exception is not OutOfMemoryException)
        {
            throw new FormatException($"interval {number} is malformed ({FirstLine(exception.Message)})", exception);
        }
    }

    private static GeneratorLog Assemble(
        DateTime start, TagIntervals latency, TagIntervals uncorrected, TagIntervals lateness)
    {
        if (start.Year < 2000)
        {
            throw new FormatException("it has no StartTime header");
        }

        if (latency.Count != uncorrected.Count || latency.Count != lateness.Count)
        {
            throw new FormatException(
                $"it has {latency.Count} untagged intervals, {uncorrected.Count} tagged {LoadFiles.UncorrectedTag} "
                + $"and {lateness.Count} tagged {LoadFiles.SendLatenessTag}, not three a second");
        }

        var intervals = new List<EncodedInterval>(latency.Count);
        for (var second = 0; second < latency.Count; second++)
        {
            var (corrected, actual, late) = (latency.Times[second], uncorrected.Times[second], lateness.Times[second]);
            if (actual.Start != corrected.Start || late.Start != corrected.Start)
            {
                throw new FormatException($"second {second}'s three intervals do not start at the same time");
            }

            intervals.Add(new EncodedInterval(
                second,
                DateTimeOffset.FromUnixTimeMilliseconds(corrected.Start),
                DateTimeOffset.FromUnixTimeMilliseconds(corrected.End),
                latency.Encoded[second],
                uncorrected.Encoded[second],
                lateness.Encoded[second]));
        }

        var header = new DateTimeOffset(DateTime.SpecifyKind(start, DateTimeKind.Utc));
        return new GeneratorLog(
            intervals.Count > 0 ? intervals[0].StartUtc : header,
            intervals,
            latency.Total,
            uncorrected.Total,
            lateness.Total);
    }

    /// <summary>
    /// Refuses a histogram HttpLab's own could not take bucket for bucket: another range or precision would not add
    /// exactly.
    /// </summary>
    private static void Check(HistogramBase histogram, int number)
    {
        if (histogram.LowestTrackableValue != 1
            || histogram.NumberOfSignificantValueDigits != SignificantDigits
            || (histogram.TotalCount > 0 && histogram.GetMaxValue() > LatencyHistograms.HighestMicroseconds))
        {
            throw new FormatException(
                $"interval {number} is not an HttpLab latency histogram (1 μs to 1 h, {SignificantDigits} "
                + "significant digits), so it would not add exactly");
        }
    }

    private static string FirstLine(string message) =>
        message.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .FirstOrDefault() ?? "unreadable";

    /// <summary>One tag's intervals as they are read: their times, compressed histograms and sum.</summary>
    private sealed class TagIntervals
    {
        public List<(long Start, long End)> Times { get; } = [];

        public List<byte[]> Encoded { get; } = [];

        public HistogramBase Total { get; } = LatencyHistograms.Create();

        public int Count => Times.Count;

        public void Add(HistogramBase histogram)
        {
            Times.Add((histogram.StartTimeStamp, histogram.EndTimeStamp));
            Encoded.Add(LatencyHistograms.EncodeCompressed(histogram));
            LatencyHistograms.AddRecorded(Total, histogram);
        }
    }
}
