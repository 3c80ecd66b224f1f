namespace HttpLab.Histograms;

/// <summary>
/// Writes HdrHistogram's percentile distribution (the <c>.hgrm</c> text HdrHistogram's plotter reads), byte for byte
/// as Java's <c>AbstractHistogram.outputPercentileDistribution</c> prints it: the same header, rows, footer, number
/// formats and <c>\n</c> line ends, whatever the current culture or <see cref="TextWriter.NewLine"/>.
/// </summary>
public static class PercentileDistributionWriter
{
    /// <summary>Writes the percentile distribution of <paramref name="histogram"/> to <paramref name="writer"/>.</summary>
    /// <param name="histogram">The histogram to describe.</param>
    /// <param name="writer">Receives the text.</param>
    /// <param name="outputValueUnitScalingRatio">Values are divided by this in the output (1000 prints milliseconds from microseconds).</param>
    /// <param name="percentileTicksPerHalfDistance">Rows per halving of the distance to 100% (HdrHistogram's default is 5).</param>
    public static void Write(LongHistogram histogram, TextWriter writer, double outputValueUnitScalingRatio = 1, int percentileTicksPerHalfDistance = 5)
    {
        ArgumentNullException.ThrowIfNull(histogram);
        ArgumentNullException.ThrowIfNull(writer);
        if (!double.IsFinite(outputValueUnitScalingRatio) || outputValueUnitScalingRatio <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(outputValueUnitScalingRatio), outputValueUnitScalingRatio, "The scaling ratio must be a positive number.");
        }

        var digits = histogram.SignificantDigits;

        // Java: "%12s %14s %10s %14s\n\n"; the last title is wider than its column.
        writer.Write("       Value     Percentile TotalCount 1/(1-Percentile)\n\n");

        var iterator = new PercentileIterator(histogram, percentileTicksPerHalfDistance);
        while (iterator.MoveNext())
        {
            var fraction = iterator.PercentileLevel / 100.0;
            writer.Write(JavaFormat.Fixed(iterator.ValueIteratedTo / outputValueUnitScalingRatio, digits, 12));
            writer.Write(' ');
            writer.Write(JavaFormat.Fixed(fraction, 12, 2));
            writer.Write(' ');
            writer.Write(JavaFormat.Integer(iterator.TotalCountToThisValue, 10));

            // 1/(1-p) is infinite at 100%, so that row stops after the count.
            if (iterator.PercentileLevel != 100.0)
            {
                writer.Write(' ');
                writer.Write(JavaFormat.Fixed(1 / (1.0 - fraction), 2, 14));
            }

            writer.Write('\n');
        }

        var mean = histogram.Mean / outputValueUnitScalingRatio;
        var standardDeviation = histogram.StandardDeviation / outputValueUnitScalingRatio;
        writer.Write($"#[Mean    = {JavaFormat.Fixed(mean, digits, 12)}, StdDeviation   = {JavaFormat.Fixed(standardDeviation, digits, 12)}]\n");
        writer.Write($"#[Max     = {JavaFormat.Fixed(histogram.Max / outputValueUnitScalingRatio, digits, 12)}, Total count    = {JavaFormat.Integer(histogram.TotalCount, 12)}]\n");
        writer.Write($"#[Buckets = {JavaFormat.Integer(histogram.BucketCount, 12)}, SubBuckets     = {JavaFormat.Integer(histogram.SubBucketCount, 12)}]\n");
    }
}
