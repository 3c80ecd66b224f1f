using System.Numerics;

namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's bucket arithmetic: which counts-array index a value lands in and which values an index stands for.
/// The derivation (including the floating-point logarithms) follows HdrHistogram's AbstractHistogram.init exactly,
/// because a histogram decoded elsewhere recomputes the layout from the three header fields alone: if our rounding
/// differed, the same bytes would mean different values.
/// </summary>
internal readonly struct BucketLayout
{
    private BucketLayout(long lowestDiscernibleValue, long highestTrackableValue, int significantDigits)
    {
        LowestDiscernibleValue = lowestDiscernibleValue;
        HighestTrackableValue = highestTrackableValue;
        SignificantDigits = significantDigits;

        // Unit resolution is needed up to 2 * 10^digits: "+/- 1 at 1000" must not become "+/- 2 at 1999".
        var largestValueWithSingleUnitResolution = 2 * (long)Math.Pow(10, significantDigits);
        UnitMagnitude = (int)(Math.Log(lowestDiscernibleValue) / Math.Log(2));
        UnitMagnitudeMask = (1L << UnitMagnitude) - 1;
        var subBucketCountMagnitude = (int)Math.Ceiling(Math.Log(largestValueWithSingleUnitResolution) / Math.Log(2));
        if (subBucketCountMagnitude + UnitMagnitude > 62)
        {
            throw new ArgumentOutOfRangeException(
                nameof(lowestDiscernibleValue),
                lowestDiscernibleValue,
                $"{significantDigits} significant digits above a lowest discernible value of {lowestDiscernibleValue} do not fit in a 64-bit value.");
        }

        SubBucketHalfCountMagnitude = subBucketCountMagnitude - 1;
        SubBucketCount = 1 << subBucketCountMagnitude;
        SubBucketHalfCount = SubBucketCount / 2;
        SubBucketMask = ((long)SubBucketCount - 1) << UnitMagnitude;
        LeadingZeroCountBase = 64 - UnitMagnitude - subBucketCountMagnitude;
        BucketCount = BucketsNeededToCover(highestTrackableValue, SubBucketCount, UnitMagnitude);
        CountsArrayLength = (BucketCount + 1) * SubBucketHalfCount;
    }

    public long LowestDiscernibleValue { get; }

    public long HighestTrackableValue { get; }

    public int SignificantDigits { get; }

    public int UnitMagnitude { get; }

    public long UnitMagnitudeMask { get; }

    public int SubBucketHalfCountMagnitude { get; }

    public int SubBucketCount { get; }

    public int SubBucketHalfCount { get; }

    public long SubBucketMask { get; }

    public int LeadingZeroCountBase { get; }

    public int BucketCount { get; }

    public int CountsArrayLength { get; }

    /// <summary>The largest value whose index still fits the counts array (at least <see cref="HighestTrackableValue"/>).</summary>
    public long HighestRecordableValue => HighestEquivalentValue(ValueFromIndex(CountsArrayLength - 1));

    public static BucketLayout Create(long lowestDiscernibleValue, long highestTrackableValue, int significantDigits)
    {
        if (lowestDiscernibleValue < 1 || lowestDiscernibleValue > long.MaxValue / 2)
        {
            throw new ArgumentOutOfRangeException(nameof(lowestDiscernibleValue), lowestDiscernibleValue, "The lowest discernible value must be between 1 and long.MaxValue / 2.");
        }

        if (highestTrackableValue < 2 * lowestDiscernibleValue)
        {
            throw new ArgumentOutOfRangeException(nameof(highestTrackableValue), highestTrackableValue, "The highest trackable value must be at least twice the lowest discernible value.");
        }

        if (significantDigits is < 0 or > 5)
        {
            throw new ArgumentOutOfRangeException(nameof(significantDigits), significantDigits, "The number of significant value digits must be between 0 and 5.");
        }

        return new BucketLayout(lowestDiscernibleValue, highestTrackableValue, significantDigits);
    }

    /// <summary>True when both layouts map every value to the same index, so counts arrays can be added index by index.</summary>
    public bool HasSameIndexing(in BucketLayout other) =>
        UnitMagnitude == other.UnitMagnitude && SubBucketCount == other.SubBucketCount;

    /// <summary>The index of a value; the caller guarantees 0 &lt;= value (the result may lie beyond the array).</summary>
    public int CountsArrayIndex(long value)
    {
        // The bucket is how many powers of two the value lies above bucket 0's range; the mask keeps small values in bucket 0.
        var bucketIndex = LeadingZeroCountBase - BitOperations.LeadingZeroCount((ulong)(value | SubBucketMask));
        var subBucketIndex = (int)((ulong)value >> (bucketIndex + UnitMagnitude));

        // Buckets above 0 only use their top half: their lower half is covered, more finely, by the buckets below.
        return ((bucketIndex + 1) << SubBucketHalfCountMagnitude) + (subBucketIndex - SubBucketHalfCount);
    }

    /// <summary>The lowest value that lands at <paramref name="index"/>.</summary>
    public long ValueFromIndex(int index)
    {
        var bucketIndex = (index >> SubBucketHalfCountMagnitude) - 1;
        var subBucketIndex = (index & (SubBucketHalfCount - 1)) + SubBucketHalfCount;
        if (bucketIndex < 0)
        {
            subBucketIndex -= SubBucketHalfCount;
            bucketIndex = 0;
        }

        return (long)subBucketIndex << (bucketIndex + UnitMagnitude);
    }

    public long SizeOfEquivalentValueRange(long value)
    {
        var bucketIndex = LeadingZeroCountBase - BitOperations.LeadingZeroCount((ulong)(value | SubBucketMask));
        return 1L << (UnitMagnitude + bucketIndex);
    }

    public long LowestEquivalentValue(long value)
    {
        var bucketIndex = LeadingZeroCountBase - BitOperations.LeadingZeroCount((ulong)(value | SubBucketMask));
        var subBucketIndex = (long)((ulong)value >> (bucketIndex + UnitMagnitude));
        return subBucketIndex << (bucketIndex + UnitMagnitude);
    }

    public long HighestEquivalentValue(long value) => LowestEquivalentValue(value) + SizeOfEquivalentValueRange(value) - 1;

    public long MedianEquivalentValue(long value) => LowestEquivalentValue(value) + (SizeOfEquivalentValueRange(value) >> 1);

    private static int BucketsNeededToCover(long value, int subBucketCount, int unitMagnitude)
    {
        // Bucket k spans 0 .. subBucketCount * 2^k in units of 2^k; count buckets until one reaches past the value.
        var smallestUntrackableValue = (long)subBucketCount << unitMagnitude;
        var bucketsNeeded = 1;
        while (smallestUntrackableValue <= value)
        {
            if (smallestUntrackableValue > long.MaxValue / 2)
            {
                return bucketsNeeded + 1;
            }

            smallestUntrackableValue <<= 1;
            bucketsNeeded++;
        }

        return bucketsNeeded;
    }
}
