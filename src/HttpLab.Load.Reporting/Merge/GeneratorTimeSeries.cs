using System.Globalization;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A generator's per-second CSV (<see cref="LoadFiles.TimeSeries"/>) read back as <see cref="LoadSecond"/> rows, by
/// column name (a column a newer HttpLab added is ignored, one an older one lacked reads 0 and is named in
/// <see cref="Table.MissingColumns"/>). Their times are left unset: the interval log has them.
/// </summary>
internal static class GeneratorTimeSeries
{
    private static readonly string[] Required = ["second", "responses", "errors"];

    /// <exception cref="FormatException">The text is not the CSV: the message says why, in one line.</exception>
    public static Table Parse(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var lines = text.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        if (lines.Length == 0)
        {
            throw new FormatException("it is empty");
        }

        var columns = lines[0].Split(',');
        if (Required.FirstOrDefault(name => !columns.Contains(name)) is { } missing)
        {
            throw new FormatException($"it has no '{missing}' column");
        }

        var rows = new List<LoadSecond>(lines.Length - 1);
        var absent = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var (line, index) in lines.Skip(1).Select((line, index) => (line, index)))
        {
            var cells = line.Split(',');
            if (cells.Length != columns.Length)
            {
                throw new FormatException($"row {index + 1} has {cells.Length} cells, not {columns.Length}");
            }

            var row = new Row(columns, cells, index + 1, absent);
            if (row.Whole("second") != index)
            {
                throw new FormatException($"row {index + 1} is second {row.Whole("second")}, not {index}");
            }

            rows.Add(new LoadSecond(
                index,
                default,
                default,
                row.Whole("responses"),
                row.Whole("errors"),
                row.Number("p50Us"),
                row.Number("p99Us"),
                row.Number("uncorrectedP50Us"),
                row.Number("uncorrectedP99Us"))
            {
                Timeouts = row.Whole("timeouts"),
                RefusedAtCap = row.Whole("refusedAtCap"),
                NotSentAtEnd = row.Whole("notSentAtEnd"),
                WaitedForConnection = row.Whole("waitedForConnection"),
                LateSends = row.Whole("lateSends"),
                GeneratorPauseUs = row.Whole("generatorPauseUs"),
                BusyConnections = (int)Math.Min(int.MaxValue, row.Whole("busyConnections")),
                GeneratorCpuSeconds = row.Number("generatorCpuSeconds"),
                GeneratorCollections = (int)Math.Min(int.MaxValue, row.Whole("generatorCollections")),
                GeneratorGcPauseUs = row.Whole("generatorGcPauseUs"),
                GeneratorAllocatedBytes = row.Whole("generatorAllocatedBytes"),
                GeneratorHeapBytes = row.Whole("generatorHeapBytes"),
                GeneratorJitUs = row.Whole("generatorJitUs"),
            });
        }

        return new Table(rows, [.. absent]);
    }

    /// <summary>The rows, and the columns this HttpLab reads that the file lacked (they read 0).</summary>
    public sealed record Table(IReadOnlyList<LoadSecond> Rows, IReadOnlyList<string> MissingColumns);

    private readonly struct Row(string[] columns, string[] cells, int number, ISet<string> missing)
    {
        public double Number(string column)
        {
            var index = Array.IndexOf(columns, column);
            if (index < 0)
            {
                missing.Add(column);
                return 0;
            }

            return double.TryParse(cells[index], NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
                && double.IsFinite(value) && value >= 0
                    ? value
                    : throw new FormatException(
                        $"row {number}: {column} '{cells[index]}' is not a number of at least 0");
        }

        public long Whole(string column)
        {
            var value = Number(column);
            return value % 1 == 0 && value <= long.MaxValue
                ? (long)value
                : throw new FormatException($"row {number}: {column} {value} is not a whole number");
        }
    }
}
