namespace HttpLab.Results.Formatting;

/// <summary>A unit sizes are printed in, binary like BenchmarkDotNet's (1 KB = 1024 B).</summary>
internal sealed record SizeUnit(string Symbol, double Bytes)
{
    public static readonly SizeUnit Byte = new("B", 1);
    public static readonly SizeUnit Kilobyte = new("KB", 1024);
    public static readonly SizeUnit Megabyte = new("MB", 1024 * 1024);

    public static IReadOnlyList<SizeUnit> All { get; } = [Byte, Kilobyte, Megabyte];

    /// <summary>The largest unit in which <paramref name="bytes"/> is still at least 1.</summary>
    public static SizeUnit Fitting(double bytes)
    {
        var fitting = Byte;
        foreach (var unit in All)
        {
            if (Math.Abs(bytes) >= unit.Bytes)
            {
                fitting = unit;
            }
        }

        return fitting;
    }

    public double Convert(double bytes) => bytes / Bytes;
}
