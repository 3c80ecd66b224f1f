namespace HttpLab.Histograms;

/// <summary>The contents of an interval log read by <see cref="HistogramLogReader"/>.</summary>
/// <param name="StartTimeSeconds">The log's <c>#[StartTime:]</c> (seconds since epoch), or the first interval's start when it has none; null for a log without intervals or start time.</param>
/// <param name="BaseTimeSeconds">The log's <c>#[BaseTime:]</c>, or the base inferred as HdrHistogram does; null when the log has no intervals and no base time.</param>
/// <param name="Intervals">The interval histograms in file order, time-stamped in absolute milliseconds since the epoch and tagged.</param>
public sealed record HistogramLog(double? StartTimeSeconds, double? BaseTimeSeconds, IReadOnlyList<LongHistogram> Intervals)
{
    /// <summary>
    /// Merges the intervals (optionally only those with <paramref name="tag"/>; null selects untagged ones, as HdrHistogram's tools do
    /// by default) into one histogram with the first interval's layout, widened to the largest highest trackable value.
    /// </summary>
    /// <exception cref="InvalidOperationException">No interval carries the tag.</exception>
    public LongHistogram Merge(string? tag = null)
    {
        var selected = Intervals.Where(interval => interval.Tag == tag).ToList();
        if (selected.Count == 0)
        {
            throw new InvalidOperationException(tag is null ? "The log holds no untagged intervals." : $"The log holds no intervals tagged '{tag}'.");
        }

        var first = selected[0];
        // Decoded auto-resized histograms may hold values above their declared highest trackable value, hence the Max.
        var highest = selected.Max(interval => Math.Max(interval.HighestTrackableValue, interval.Max));
        var merged = new LongHistogram(first.LowestDiscernibleValue, highest, first.SignificantDigits)
        {
            Tag = tag,
        };
        foreach (var interval in selected)
        {
            merged.Add(interval);
        }

        return merged;
    }
}
