namespace HttpLab.Histograms;

public sealed partial class LongHistogram
{
    /// <summary>
    /// Records from many threads at once (the recorder's active histogram): counts and extremes are updated with
    /// interlocked operations, so no increment is lost. Reading is only safe once writers have left (the recorder's phaser).
    /// The caller has validated the value's range.
    /// </summary>
    internal void RecordConcurrently(long value, long count)
    {
        Interlocked.Add(ref counts[layout.CountsArrayIndex(value)], count);
        Interlocked.Add(ref totalCount, count);
        UpdateMaxConcurrently(value);
        if (value > layout.UnitMagnitudeMask)
        {
            UpdateMinNonZeroConcurrently(value);
        }
    }

    internal void CountOutOfRangeConcurrently() => Interlocked.Increment(ref outOfRangeCount);

    private void UpdateMaxConcurrently(long value)
    {
        var current = Volatile.Read(ref maxValue);
        while (value > current)
        {
            var seen = Interlocked.CompareExchange(ref maxValue, value, current);
            if (seen == current)
            {
                return;
            }

            current = seen;
        }
    }

    private void UpdateMinNonZeroConcurrently(long value)
    {
        var current = Volatile.Read(ref minNonZeroValue);
        while (value < current)
        {
            var seen = Interlocked.CompareExchange(ref minNonZeroValue, value, current);
            if (seen == current)
            {
                return;
            }

            current = seen;
        }
    }
}
