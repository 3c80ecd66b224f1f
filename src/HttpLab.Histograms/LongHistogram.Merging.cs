namespace HttpLab.Histograms;

public sealed partial class LongHistogram
{
    /// <summary>
    /// Adds every count of <paramref name="other"/> to this histogram and widens the time stamps to cover both.
    /// The merge is exact when both share the bucket layout (same lowest discernible value and significant digits);
    /// otherwise, as in HdrHistogram, each bucket of the other is recorded at its lowest value.
    /// </summary>
    /// <exception cref="ArgumentException">The other histogram holds values beyond this histogram's range; nothing was added.</exception>
    public void Add(LongHistogram other)
    {
        ArgumentNullException.ThrowIfNull(other);
        if (other.Max > layout.HighestRecordableValue)
        {
            throw new ArgumentException(
                $"The other histogram holds values up to {other.Max}, beyond this histogram's range 0..{layout.HighestRecordableValue}.",
                nameof(other));
        }

        if (layout.HasSameIndexing(other.layout))
        {
            // Same meaning of every index: add the arrays directly (the other's array may be shorter or longer, never fuller).
            var length = Math.Min(counts.Length, other.counts.Length);
            for (var index = 0; index < length; index++)
            {
                counts[index] += other.counts[index];
            }

            totalCount += other.totalCount;
            maxValue = Math.Max(maxValue, other.maxValue);
            minNonZeroValue = Math.Min(minNonZeroValue, other.minNonZeroValue);
        }
        else
        {
            for (var index = 0; index < other.counts.Length; index++)
            {
                AddAtValue(other.layout.ValueFromIndex(index), other.counts[index]);
            }
        }

        outOfRangeCount += other.outOfRangeCount;
        StartTimeStamp = Math.Min(StartTimeStamp, other.StartTimeStamp);
        EndTimeStamp = Math.Max(EndTimeStamp, other.EndTimeStamp);
    }

    /// <summary>Clears every count, the extremes and <see cref="OutOfRangeCount"/>; time stamps and tag stay, as in HdrHistogram.</summary>
    public void Reset()
    {
        Array.Clear(counts);
        totalCount = 0;
        maxValue = 0;
        minNonZeroValue = long.MaxValue;
        outOfRangeCount = 0;
    }

    /// <summary>A distinct copy with the same layout, counts, time stamps and tag.</summary>
    public LongHistogram Copy()
    {
        var copy = new LongHistogram(layout);
        Array.Copy(counts, copy.counts, counts.Length);
        copy.totalCount = totalCount;
        copy.maxValue = maxValue;
        copy.minNonZeroValue = minNonZeroValue;
        copy.outOfRangeCount = outOfRangeCount;
        copy.StartTimeStamp = StartTimeStamp;
        copy.EndTimeStamp = EndTimeStamp;
        copy.Tag = Tag;
        return copy;
    }

    /// <summary>True when both histograms hold the same count at every value (layouts with the same indexing).</summary>
    internal bool HasSameCounts(LongHistogram other)
    {
        if (!layout.HasSameIndexing(other.layout) || totalCount != other.totalCount)
        {
            return false;
        }

        var longer = counts.Length >= other.counts.Length ? counts : other.counts;
        var shorter = ReferenceEquals(longer, counts) ? other.counts : counts;
        return longer.AsSpan(0, shorter.Length).SequenceEqual(shorter) && !longer.AsSpan(shorter.Length).ContainsAnyExcept(0L);
    }

    /// <summary>Sets a count while decoding; call <see cref="EstablishTrackingValues"/> afterwards.</summary>
    internal void SetCountAtIndex(int index, long count) => counts[index] = count;

    /// <summary>Derives total, min and max from the counts, as HdrHistogram does after decoding.</summary>
    internal void EstablishTrackingValues()
    {
        totalCount = 0;
        maxValue = 0;
        minNonZeroValue = long.MaxValue;
        var maxIndex = -1;
        var minNonZeroIndex = -1;
        for (var index = 0; index < counts.Length; index++)
        {
            if (counts[index] > 0)
            {
                totalCount += counts[index];
                maxIndex = index;
                if (minNonZeroIndex == -1 && index != 0)
                {
                    minNonZeroIndex = index;
                }
            }
        }

        if (maxIndex >= 0)
        {
            maxValue = layout.HighestEquivalentValue(layout.ValueFromIndex(maxIndex));
        }

        if (minNonZeroIndex >= 0)
        {
            minNonZeroValue = layout.ValueFromIndex(minNonZeroIndex);
        }
    }

    /// <summary>The index just past the highest non-zero count: the part of the array an encoding has to carry.</summary>
    internal int RelevantLength => layout.CountsArrayIndex(maxValue) + 1;
}
