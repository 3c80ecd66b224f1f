namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's PercentileIterator: steps from 0% towards 100% with a fixed number of ticks per half-distance,
/// staying on a bucket while it satisfies several steps, and ends with one extra step at exactly 100%.
/// The tick arithmetic is HdrHistogram's, so the rows of a percentile distribution come out the same.
/// </summary>
internal sealed class PercentileIterator
{
    private readonly LongHistogram histogram;
    private readonly int percentileTicksPerHalfDistance;
    private readonly long arrayTotalCount;
    private int currentIndex;
    private long totalCountToCurrentIndex;
    private long countAtThisValue;
    private bool freshSubBucket = true;
    private double percentileLevelToIterateTo;
    private bool reachedLastRecordedValue;

    public PercentileIterator(LongHistogram histogram, int percentileTicksPerHalfDistance)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(percentileTicksPerHalfDistance, 1);
        this.histogram = histogram;
        this.percentileTicksPerHalfDistance = percentileTicksPerHalfDistance;
        arrayTotalCount = histogram.TotalCount;
    }

    /// <summary>The highest value equivalent to the bucket this step stopped at.</summary>
    public long ValueIteratedTo { get; private set; }

    /// <summary>The percentile level (0..100) this step reports.</summary>
    public double PercentileLevel { get; private set; }

    /// <summary>How many values are at or below <see cref="ValueIteratedTo"/>.</summary>
    public long TotalCountToThisValue { get; private set; }

    public bool MoveNext()
    {
        if (totalCountToCurrentIndex >= arrayTotalCount)
        {
            // All values are behind us: one last step reports the 100% level at the same (last) bucket.
            if (reachedLastRecordedValue || arrayTotalCount == 0)
            {
                return false;
            }

            percentileLevelToIterateTo = 100;
            reachedLastRecordedValue = true;
        }

        ref readonly var layout = ref histogram.Layout;
        while (currentIndex < histogram.CountsLength)
        {
            countAtThisValue = histogram.GetCountAtIndex(currentIndex);
            if (freshSubBucket)
            {
                totalCountToCurrentIndex += countAtThisValue;
                freshSubBucket = false;
            }

            if (ReachedIterationLevel())
            {
                ValueIteratedTo = layout.HighestEquivalentValue(layout.ValueFromIndex(currentIndex));
                PercentileLevel = percentileLevelToIterateTo;
                TotalCountToThisValue = totalCountToCurrentIndex;
                IncrementIterationLevel();
                return true;
            }

            currentIndex++;
            freshSubBucket = true;
        }

        throw new InvalidOperationException("The histogram's counts do not add up to its total count.");
    }

    private bool ReachedIterationLevel()
    {
        if (countAtThisValue == 0)
        {
            return false;
        }

        var currentPercentile = 100.0 * totalCountToCurrentIndex / arrayTotalCount;
        return currentPercentile >= percentileLevelToIterateTo;
    }

    private void IncrementIterationLevel()
    {
        if (percentileLevelToIterateTo >= 100)
        {
            return;
        }

        // Fixed-size ticks within each half-distance to 100%; the tick halves each time a half-distance is crossed.
        var halvings = (long)(Math.Log(100.0 / (100.0 - percentileLevelToIterateTo)) / Math.Log(2));
        var percentileReportingTicks = percentileTicksPerHalfDistance * (long)Math.Pow(2, halvings + 1);
        percentileLevelToIterateTo += 100.0 / percentileReportingTicks;
    }
}
