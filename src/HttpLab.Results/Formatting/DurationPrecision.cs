namespace HttpLab.Results.Formatting;

/// <summary>
/// How many decimals a duration column gets, after BenchmarkDotNet's rule but capped at three: the column's smallest
/// non-zero value (in the table's unit) keeps about four significant digits, so 113.1 μs, 12.34 μs, 1.234 μs.
/// Spread columns (Error, StdDev) get the decimals their own values ask for, clamped to the mean's decimals or one
/// more, so 113.1 μs ± 1.95 μs reads at a glance. The table unit is chosen so the smallest mean is at least 1, which
/// keeps the mean columns within one to three decimals.
/// </summary>
internal static class DurationPrecision
{
    public const int Min = 1;
    public const int Max = 3;

    public static int For(IEnumerable<double> valuesInUnit)
    {
        var smallest = valuesInUnit
            .Where(value => value != 0 && double.IsFinite(value))
            .Select(Math.Abs)
            .DefaultIfEmpty(0)
            .Min();
        return smallest switch
        {
            0 => Min,
            >= 100 => 1,
            >= 10 => 2,
            _ => Max,
        };
    }

    public static int ForSpread(IEnumerable<double> valuesInUnit, int parentDecimals) =>
        Math.Clamp(For(valuesInUnit), parentDecimals, Math.Min(parentDecimals + 1, Max));
}
