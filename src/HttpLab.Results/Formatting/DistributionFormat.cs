using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>
/// How one report table of a distribution metric prints its statistics: one time unit for the table, chosen from the
/// smallest mean like a duration table's, and one number of decimals for every statistic, chosen by
/// <see cref="DurationPrecision"/> from the medians. Every column holds the same quantity, so a row reads across with
/// its decimal points in step. Values are microseconds; the shared helpers work in nanoseconds.
/// </summary>
internal sealed class DistributionFormat
{
    private const double NanosecondsPerMicrosecond = 1_000;

    private readonly string pattern;

    private DistributionFormat(TimeUnit unit, string pattern)
    {
        Unit = unit;
        this.pattern = pattern;
    }

    public TimeUnit Unit { get; }

    public static DistributionFormat For(IReadOnlyList<Distribution> distributions)
    {
        // With no value to fit (every distribution empty), the unit the values are recorded in, never a finer one.
        var unit = TimeUnit.Fitting(
            distributions
                .Select(distribution => distribution.Mean)
                .Where(mean => mean > 0 && double.IsFinite(mean))
                .DefaultIfEmpty(1)
                .Min() * NanosecondsPerMicrosecond);
        var decimals = DurationPrecision.For(
            distributions.Select(distribution => unit.Convert(distribution.P50 * NanosecondsPerMicrosecond)));
        return new DistributionFormat(unit, "N" + decimals.ToString(CultureInfo.InvariantCulture));
    }

    /// <summary>
    /// The statistic as a number in <see cref="Unit"/>, without the unit: the table's heading names it.
    /// </summary>
    public string Format(DistributionField field, Distribution distribution)
    {
        if (field == DistributionField.Count)
        {
            return distribution.Count.ToString("#,0", CultureInfo.InvariantCulture);
        }

        if (distribution.Count == 0)
        {
            return TableFormat.Missing;
        }

        var value = field.Value(distribution);
        return double.IsFinite(value)
            ? Unit.Convert(value * NanosecondsPerMicrosecond).ToString(pattern, CultureInfo.InvariantCulture)
            : TableFormat.Missing;
    }
}
