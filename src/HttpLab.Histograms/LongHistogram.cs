namespace HttpLab.Histograms;

/// <summary>
/// A latency histogram with HdrHistogram's exact bucket layout: fixed memory, no allocation while recording, values
/// kept to <see cref="SignificantDigits"/> significant digits across the whole range. Percentiles, the mean, the
/// percentile distribution (.hgrm) and the V2 encoding match what HdrHistogram computes for the same data, so files
/// written here can be read and merged by HdrHistogram's own tools.
/// </summary>
/// <remarks>
/// Not thread-safe: one thread records, or the caller synchronizes. For many recording threads use
/// <see cref="HistogramRecorder"/>, which hands out interval histograms of this type.
/// </remarks>
public sealed partial class LongHistogram
{
    /// <summary>HttpLab's standard latency range in microseconds: 1 µs to one hour.</summary>
    public const long MicrosecondsPerHour = 3_600_000_000;

    private readonly BucketLayout layout;
    private readonly long[] counts;
    private long totalCount;

    // Raw extremes as recorded; the public Min/Max report them at the histogram's resolution, as HdrHistogram does.
    private long maxValue;
    private long minNonZeroValue = long.MaxValue;
    private long outOfRangeCount;

    /// <summary>Creates a histogram for values 0..<paramref name="highestTrackableValue"/>.</summary>
    /// <param name="lowestDiscernibleValue">The smallest value distinguished from 0 (rounded down to a power of two internally).</param>
    /// <param name="highestTrackableValue">The largest value that may be recorded; at least twice the lowest discernible value.</param>
    /// <param name="significantDigits">Decimal digits of precision kept across the range, 0 to 5 (3 keeps 0.1%).</param>
    public LongHistogram(long lowestDiscernibleValue, long highestTrackableValue, int significantDigits)
        : this(BucketLayout.Create(lowestDiscernibleValue, highestTrackableValue, significantDigits))
    {
    }

    internal LongHistogram(in BucketLayout layout)
    {
        this.layout = layout;
        counts = new long[layout.CountsArrayLength];
    }

    /// <summary>The configured lowest discernible value.</summary>
    public long LowestDiscernibleValue => layout.LowestDiscernibleValue;

    /// <summary>The configured highest trackable value: the largest value <see cref="RecordValue"/> accepts.</summary>
    public long HighestTrackableValue => layout.HighestTrackableValue;

    /// <summary>The configured number of significant value digits.</summary>
    public int SignificantDigits => layout.SignificantDigits;

    /// <summary>HdrHistogram's bucket count (the "Buckets" line of a percentile distribution).</summary>
    public int BucketCount => layout.BucketCount;

    /// <summary>HdrHistogram's sub-bucket count (the "SubBuckets" line of a percentile distribution).</summary>
    public int SubBucketCount => layout.SubBucketCount;

    /// <summary>The number of values recorded.</summary>
    public long TotalCount => totalCount;

    /// <summary>The number of values refused because they were negative or above <see cref="HighestTrackableValue"/>.</summary>
    /// <remarks>Kept by <see cref="Add"/>, <see cref="Copy"/> and <see cref="Reset"/>; the V2 encoding has no field for it.</remarks>
    public long OutOfRangeCount => outOfRangeCount;

    /// <summary>Start of the recorded interval in milliseconds since the Unix epoch; long.MaxValue when not set (as in HdrHistogram).</summary>
    public long StartTimeStamp { get; set; } = long.MaxValue;

    /// <summary>End of the recorded interval in milliseconds since the Unix epoch; 0 when not set (as in HdrHistogram).</summary>
    public long EndTimeStamp { get; set; }

    /// <summary>An optional tag written with the histogram into an interval log (no commas, spaces or line breaks).</summary>
    public string? Tag { get; set; }

    /// <summary>Creates a histogram for HttpLab's standard latency range: 1 µs to 1 hour in microseconds, 3 significant digits.</summary>
    public static LongHistogram ForMicroseconds() => new(1, MicrosecondsPerHour, 3);

    internal ref readonly BucketLayout Layout => ref layout;

    /// <summary>Records one occurrence of a value.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative or above <see cref="HighestTrackableValue"/>.</exception>
    public void RecordValue(long value)
    {
        if ((ulong)value > (ulong)layout.HighestTrackableValue)
        {
            RefuseValue(value);
        }

        counts[layout.CountsArrayIndex(value)]++;
        totalCount++;
        UpdateMinAndMax(value);
    }

    /// <summary>Records one occurrence of a value, or counts it in <see cref="OutOfRangeCount"/> and returns false when it is out of range.</summary>
    public bool TryRecordValue(long value)
    {
        if ((ulong)value > (ulong)layout.HighestTrackableValue)
        {
            outOfRangeCount++;
            return false;
        }

        counts[layout.CountsArrayIndex(value)]++;
        totalCount++;
        UpdateMinAndMax(value);
        return true;
    }

    /// <summary>Records <paramref name="count"/> occurrences of a value.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is out of range, or the count is negative.</exception>
    public void RecordValueWithCount(long value, long count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if ((ulong)value > (ulong)layout.HighestTrackableValue)
        {
            RefuseValue(value);
        }

        AddAtValue(value, count);
    }

    /// <summary>
    /// Records a value and corrects for coordinated omission as HdrHistogram does: when the value exceeds the expected
    /// interval between samples, the samples a stalled recorder missed are back-filled as value - k * interval for as
    /// long as they are at least the interval. Use either this or a post-correction, never both.
    /// </summary>
    /// <param name="value">The value to record.</param>
    /// <param name="expectedInterval">The expected interval between samples; 0 or less records the value alone.</param>
    public void RecordValueWithExpectedInterval(long value, long expectedInterval)
    {
        RecordValue(value);
        if (expectedInterval <= 0)
        {
            return;
        }

        for (var missingValue = value - expectedInterval; missingValue >= expectedInterval; missingValue -= expectedInterval)
        {
            counts[layout.CountsArrayIndex(missingValue)]++;
            totalCount++;
            UpdateMinAndMax(missingValue);
        }
    }

    /// <summary>Adds at an in-range value; also the path of merges whose values were validated as a whole.</summary>
    internal void AddAtValue(long value, long count)
    {
        if (count == 0)
        {
            return;
        }

        counts[layout.CountsArrayIndex(value)] += count;
        totalCount += count;
        UpdateMinAndMax(value);
    }

    private void UpdateMinAndMax(long value)
    {
        if (value > maxValue)
        {
            maxValue = value;
        }

        // Values below the unit magnitude share index 0 with 0 itself, so they never count as the minimum non-zero value.
        if (value > layout.UnitMagnitudeMask && value < minNonZeroValue)
        {
            minNonZeroValue = value;
        }
    }

    private void RefuseValue(long value)
    {
        outOfRangeCount++;
        throw new ArgumentOutOfRangeException(
            nameof(value),
            value,
            $"The value is outside this histogram's trackable range 0..{layout.HighestTrackableValue}.");
    }
}
