namespace HttpLab.Results.Formatting;

/// <summary>A unit durations are printed in; the legend line says what one of it is in seconds.</summary>
internal sealed record TimeUnit(string Symbol, string Name, double Nanoseconds, string InSeconds)
{
    public static readonly TimeUnit Nanosecond = new("ns", "Nanosecond", 1, "0.000000001 sec");
    public static readonly TimeUnit Microsecond = new("μs", "Microsecond", 1e3, "0.000001 sec");
    public static readonly TimeUnit Millisecond = new("ms", "Millisecond", 1e6, "0.001 sec");
    public static readonly TimeUnit Second = new("s", "Second", 1e9, "1 sec");

    public static IReadOnlyList<TimeUnit> All { get; } = [Nanosecond, Microsecond, Millisecond, Second];

    /// <summary>
    /// The largest unit in which <paramref name="nanoseconds"/> is still at least 1, so no value reads "0.0".
    /// </summary>
    public static TimeUnit Fitting(double nanoseconds)
    {
        var fitting = Nanosecond;
        foreach (var unit in All)
        {
            if (Math.Abs(nanoseconds) >= unit.Nanoseconds)
            {
                fitting = unit;
            }
        }

        return fitting;
    }

    public double Convert(double nanoseconds) => nanoseconds / Nanoseconds;
}
