namespace HttpLab.Histograms;

/// <summary>
/// Records values from many threads and hands out interval histograms, after HdrHistogram's Recorder: writers record
/// into an active histogram with interlocked increments and never block; <see cref="GetIntervalHistogram()"/> swaps in
/// a fresh histogram and waits (via a writer-reader phaser) until no writer is still inside the old one, so every
/// value lands in exactly one interval.
/// </summary>
public sealed class HistogramRecorder
{
    private readonly BucketLayout layout;
    private readonly TimeProvider timeProvider;
    private readonly WriterReaderPhaser phaser = new();
    private LongHistogram active;

    /// <summary>Creates a recorder whose interval histograms have the given range and precision.</summary>
    /// <param name="lowestDiscernibleValue">See <see cref="LongHistogram"/>.</param>
    /// <param name="highestTrackableValue">See <see cref="LongHistogram"/>.</param>
    /// <param name="significantDigits">See <see cref="LongHistogram"/>.</param>
    /// <param name="timeProvider">Stamps interval start and end times; <see cref="TimeProvider.System"/> when null.</param>
    public HistogramRecorder(long lowestDiscernibleValue, long highestTrackableValue, int significantDigits, TimeProvider? timeProvider = null)
    {
        layout = BucketLayout.Create(lowestDiscernibleValue, highestTrackableValue, significantDigits);
        this.timeProvider = timeProvider ?? TimeProvider.System;
        active = new LongHistogram(layout) { StartTimeStamp = NowMilliseconds() };
    }

    /// <summary>A recorder for HttpLab's standard latency range: 1 µs to 1 hour in microseconds, 3 significant digits.</summary>
    public static HistogramRecorder ForMicroseconds(TimeProvider? timeProvider = null) =>
        new(1, LongHistogram.MicrosecondsPerHour, 3, timeProvider);

    /// <summary>Records one occurrence of a value; safe from any number of threads.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative or above the highest trackable value.</exception>
    public void RecordValue(long value) => RecordValueWithCount(value, 1);

    /// <summary>Records one occurrence of a value, or counts it as out of range in the current interval and returns false.</summary>
    public bool TryRecordValue(long value) => TryRecordValueWithCount(value, 1);

    /// <summary>Records <paramref name="count"/> occurrences of a value; safe from any number of threads.</summary>
    public void RecordValueWithCount(long value, long count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if (!TryRecordValueWithCount(value, count))
        {
            throw OutOfRange(value);
        }
    }

    /// <summary>
    /// Records a value with HdrHistogram's coordinated-omission correction (see
    /// <see cref="LongHistogram.RecordValueWithExpectedInterval"/>); the value and its back-fill land in the same interval.
    /// </summary>
    public void RecordValueWithExpectedInterval(long value, long expectedInterval)
    {
        var criticalValue = phaser.WriterCriticalSectionEnter();
        try
        {
            var histogram = Volatile.Read(ref active);
            if ((ulong)value > (ulong)layout.HighestTrackableValue)
            {
                histogram.CountOutOfRangeConcurrently();
                throw OutOfRange(value);
            }

            histogram.RecordConcurrently(value, 1);
            if (expectedInterval > 0)
            {
                for (var missingValue = value - expectedInterval; missingValue >= expectedInterval; missingValue -= expectedInterval)
                {
                    histogram.RecordConcurrently(missingValue, 1);
                }
            }
        }
        finally
        {
            phaser.WriterCriticalSectionExit(criticalValue);
        }
    }

    /// <summary>Returns the values recorded since the previous call (or since construction) and starts a new interval.</summary>
    public LongHistogram GetIntervalHistogram() => GetIntervalHistogram(null);

    /// <summary>
    /// Returns the values recorded since the previous call and starts a new interval, reusing
    /// <paramref name="histogramToRecycle"/> (a histogram this recorder returned earlier, no longer used) to avoid allocating.
    /// </summary>
    /// <returns>The interval's histogram, its start and end time stamps set to the interval's bounds.</returns>
    public LongHistogram GetIntervalHistogram(LongHistogram? histogramToRecycle)
    {
        if (histogramToRecycle is not null
            && (histogramToRecycle.LowestDiscernibleValue != layout.LowestDiscernibleValue
                || histogramToRecycle.HighestTrackableValue != layout.HighestTrackableValue
                || histogramToRecycle.SignificantDigits != layout.SignificantDigits))
        {
            throw new ArgumentException("The histogram to recycle has a different range or precision than this recorder's.", nameof(histogramToRecycle));
        }

        var next = histogramToRecycle ?? new LongHistogram(layout);
        next.Reset();
        next.Tag = null;
        using (phaser.EnterReader())
        {
            var now = NowMilliseconds();
            next.StartTimeStamp = now;
            var interval = Interlocked.Exchange(ref active, next);
            interval.EndTimeStamp = now;

            // Writers that read the old histogram before the swap may still be adding to it: wait them out.
            phaser.FlipPhase();
            return interval;
        }
    }

    private bool TryRecordValueWithCount(long value, long count)
    {
        var criticalValue = phaser.WriterCriticalSectionEnter();
        try
        {
            var histogram = Volatile.Read(ref active);
            if ((ulong)value > (ulong)layout.HighestTrackableValue)
            {
                histogram.CountOutOfRangeConcurrently();
                return false;
            }

            if (count != 0)
            {
                histogram.RecordConcurrently(value, count);
            }

            return true;
        }
        finally
        {
            phaser.WriterCriticalSectionExit(criticalValue);
        }
    }

    private ArgumentOutOfRangeException OutOfRange(long value) =>
        new(nameof(value), value, $"The value is outside this recorder's trackable range 0..{layout.HighestTrackableValue}.");

    private long NowMilliseconds() => timeProvider.GetUtcNow().ToUnixTimeMilliseconds();
}
