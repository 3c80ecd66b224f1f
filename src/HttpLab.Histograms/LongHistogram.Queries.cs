namespace HttpLab.Histograms;

public sealed partial class LongHistogram
{
    /// <summary>The lowest recorded value at the histogram's resolution (its bucket's lowest value); 0 when empty.</summary>
    public long Min => counts[0] > 0 || totalCount == 0 || minNonZeroValue == long.MaxValue
        ? 0
        : layout.LowestEquivalentValue(minNonZeroValue);

    /// <summary>The highest recorded value as HdrHistogram reports it: the highest value equivalent to it; 0 when empty.</summary>
    public long Max => maxValue == 0 ? 0 : layout.HighestEquivalentValue(maxValue);

    /// <summary>The mean, counting every value at the middle of its bucket as HdrHistogram does; 0 when empty. Scans the counts.</summary>
    public double Mean
    {
        get
        {
            if (totalCount == 0)
            {
                return 0;
            }

            double totalValue = 0;
            for (var index = 0; index < counts.Length; index++)
            {
                var count = counts[index];
                if (count != 0)
                {
                    totalValue += layout.MedianEquivalentValue(layout.ValueFromIndex(index)) * (double)count;
                }
            }

            return totalValue / totalCount;
        }
    }

    /// <summary>The population standard deviation around <see cref="Mean"/>, bucket middles as values; 0 when empty. Scans the counts.</summary>
    public double StandardDeviation
    {
        get
        {
            if (totalCount == 0)
            {
                return 0;
            }

            var mean = Mean;
            double deviationTotal = 0;
            for (var index = 0; index < counts.Length; index++)
            {
                var count = counts[index];
                if (count != 0)
                {
                    var deviation = layout.MedianEquivalentValue(layout.ValueFromIndex(index)) - mean;
                    deviationTotal += deviation * deviation * count;
                }
            }

            return Math.Sqrt(deviationTotal / totalCount);
        }
    }

    /// <summary>
    /// The value at a percentile, as HdrHistogram computes it: the highest value equivalent to the smallest recorded
    /// value that <paramref name="percentile"/>% of all values are at or below (the lowest equivalent value for 0).
    /// Returns 0 when the histogram is empty.
    /// </summary>
    /// <param name="percentile">The percentile, 0 to 100.</param>
    public long GetValueAtPercentile(double percentile)
    {
        var countAtPercentile = CountAtPercentile(percentile);
        long totalToCurrentIndex = 0;
        for (var index = 0; index < counts.Length; index++)
        {
            totalToCurrentIndex += counts[index];
            if (totalToCurrentIndex >= countAtPercentile)
            {
                var valueAtIndex = layout.ValueFromIndex(index);
                return percentile == 0 ? layout.LowestEquivalentValue(valueAtIndex) : layout.HighestEquivalentValue(valueAtIndex);
            }
        }

        return 0;
    }

    /// <summary>Fills <paramref name="values"/> with <see cref="GetValueAtPercentile"/> of each percentile, in one pass over the counts.</summary>
    /// <param name="percentiles">Percentiles 0 to 100, in any order.</param>
    /// <param name="values">Receives one value per percentile, at the same position.</param>
    public void GetValuesAtPercentiles(ReadOnlySpan<double> percentiles, Span<long> values)
    {
        if (values.Length < percentiles.Length)
        {
            throw new ArgumentException("The destination is shorter than the list of percentiles.", nameof(values));
        }

        var targets = new long[percentiles.Length];
        var order = new int[percentiles.Length];
        for (var i = 0; i < percentiles.Length; i++)
        {
            targets[i] = CountAtPercentile(percentiles[i]);
            order[i] = i;
            values[i] = 0;
        }

        // Resolve the targets from the smallest count up, so one walk over the counts serves all of them.
        Array.Sort((long[])targets.Clone(), order);
        var next = 0;
        long totalToCurrentIndex = 0;
        for (var index = 0; index < counts.Length && next < order.Length; index++)
        {
            totalToCurrentIndex += counts[index];
            while (next < order.Length && totalToCurrentIndex >= targets[order[next]])
            {
                var target = order[next++];
                var valueAtIndex = layout.ValueFromIndex(index);
                values[target] = percentiles[target] == 0 ? layout.LowestEquivalentValue(valueAtIndex) : layout.HighestEquivalentValue(valueAtIndex);
            }
        }
    }

    /// <summary>The number of values recorded in the bucket of <paramref name="value"/>.</summary>
    public long GetCountAtValue(long value)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(value);
        return counts[Math.Min(layout.CountsArrayIndex(value), counts.Length - 1)];
    }

    /// <summary>The lowest value recorded in the same bucket as <paramref name="value"/>.</summary>
    public long LowestEquivalentValue(long value) => layout.LowestEquivalentValue(value);

    /// <summary>The highest value recorded in the same bucket as <paramref name="value"/>.</summary>
    public long HighestEquivalentValue(long value) => layout.HighestEquivalentValue(value);

    /// <summary>The width of the bucket <paramref name="value"/> falls in.</summary>
    public long SizeOfEquivalentValueRange(long value) => layout.SizeOfEquivalentValueRange(value);

    /// <summary>True when both values fall in the same bucket and are therefore counted together.</summary>
    public bool ValuesAreEquivalent(long value1, long value2) =>
        layout.LowestEquivalentValue(value1) == layout.LowestEquivalentValue(value2);

    /// <summary>The statistics results.json carries, each value divided by <paramref name="scale"/> (1000 turns µs into ms).</summary>
    public DistributionSummary Summarize(double scale = 1)
    {
        if (!double.IsFinite(scale) || scale <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(scale), scale, "The scale must be a positive number.");
        }

        Span<long> values = stackalloc long[7];
        GetValuesAtPercentiles([50, 75, 90, 95, 99, 99.9, 99.99], values);
        return new DistributionSummary(
            totalCount,
            Min / scale,
            Mean / scale,
            values[0] / scale,
            values[1] / scale,
            values[2] / scale,
            values[3] / scale,
            values[4] / scale,
            values[5] / scale,
            values[6] / scale,
            Max / scale,
            StandardDeviation / scale);
    }

    /// <summary>
    /// The percentile spectrum HdrHistogram prints (see <see cref="PercentileDistributionWriter"/>): steps that halve
    /// their distance to 100% every <paramref name="percentileTicksPerHalfDistance"/> ticks, ending with the 100% step.
    /// </summary>
    public IReadOnlyList<PercentileLevel> GetPercentileSpectrum(int percentileTicksPerHalfDistance = 5, double scale = 1)
    {
        if (!double.IsFinite(scale) || scale <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(scale), scale, "The scale must be a positive number.");
        }

        var levels = new List<PercentileLevel>();
        var iterator = new PercentileIterator(this, percentileTicksPerHalfDistance);
        while (iterator.MoveNext())
        {
            levels.Add(new PercentileLevel(iterator.PercentileLevel, iterator.ValueIteratedTo / scale, iterator.TotalCountToThisValue));
        }

        return levels;
    }

    internal long GetCountAtIndex(int index) => counts[index];

    internal int CountsLength => counts.Length;

    private long CountAtPercentile(double percentile)
    {
        if (!(percentile is >= 0 and <= 100))
        {
            throw new ArgumentOutOfRangeException(nameof(percentile), percentile, "The percentile must be between 0 and 100.");
        }

        // One ulp less, then round up (HdrHistogram's rule): p99 of 100 values is the 99th value, not the 100th after a roundoff.
        var requested = Math.Clamp(Math.BitDecrement(percentile), 0, 100);
        var countAtPercentile = (long)Math.Ceiling(requested * totalCount / 100.0);
        return Math.Max(countAtPercentile, 1);
    }
}
