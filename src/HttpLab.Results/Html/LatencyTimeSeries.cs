using System.Globalization;

namespace HttpLab.Results.Html;

/// <summary>
/// A load run's per-second latencies read back from its <see cref="FileName"/> (written by the load reporting), for
/// report.html's latency-over-time charts: p50 and p99, corrected (from intended send times) and uncorrected.
/// </summary>
internal sealed record LatencyTimeSeries(string Title, string RelativePath, IReadOnlyList<IReadOnlyList<string>> Rows)
{
    public const string FileName = "load-timeseries.csv";

    private static readonly (string Column, string Label, bool Dashed)[] Lines =
    [
        ("p50Us", "p50", false),
        ("p99Us", "p99", false),
        ("uncorrectedP50Us", "p50 uncorrected", true),
        ("uncorrectedP99Us", "p99 uncorrected", true),
    ];

    /// <summary>Every such file under <paramref name="folder"/>, titled by the folder it is in.</summary>
    public static IReadOnlyList<LatencyTimeSeries> Find(string folder)
    {
        if (!Directory.Exists(folder))
        {
            return [];
        }

        return Directory.EnumerateFiles(folder, FileName, SearchOption.AllDirectories)
            .Order(StringComparer.Ordinal)
            .Select(path => Read(folder, path))
            .OfType<LatencyTimeSeries>()
            .ToArray();
    }

    public LineChart? Chart()
    {
        if (Rows.Count < 2)
        {
            return null;
        }

        var header = Rows[0];
        var second = IndexOf(header, "second");
        if (second < 0)
        {
            return null;
        }

        var series = Lines
            .Where(line => IndexOf(header, line.Column) >= 0)
            .Select(line => Series(line.Label, second, IndexOf(header, line.Column), line.Dashed))
            .Where(line => line.X.Count > 0)
            .ToArray();
        return series.Length == 0
            ? null
            : new LineChart(
                "timeline", $"Latency over time: {Title}", "second", "Second of the run", "ms", "ms", series);
    }

    private LineSeries Series(string label, int secondColumn, int valueColumn, bool dashed)
    {
        var points = Rows.Skip(1)
            .Select(row => (Second: Number(row, secondColumn), Micros: Number(row, valueColumn)))
            .Where(point => point.Second is not null && point.Micros is not null)
            .ToArray();
        return new LineSeries(
            label,
            points.Select(point => point.Second!.Value).ToArray(),
            points.Select(point => point.Micros!.Value / 1_000).ToArray(),
            dashed);
    }

    private static LatencyTimeSeries? Read(string folder, string path)
    {
        try
        {
            var rows = File.ReadLines(path)
                .Where(line => line.Length > 0)
                .Select(line => (IReadOnlyList<string>)line.Split(','))
                .ToArray();
            var relative = Path.GetRelativePath(folder, path).Replace(Path.DirectorySeparatorChar, '/');
            var directory = Path.GetDirectoryName(relative.Replace('/', Path.DirectorySeparatorChar));
            var title = string.IsNullOrEmpty(directory) ? "this run" : Path.GetFileName(directory);
            return new LatencyTimeSeries(title, relative, rows);
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static int IndexOf(IReadOnlyList<string> header, string column)
    {
        for (var index = 0; index < header.Count; index++)
        {
            if (header[index] == column)
            {
                return index;
            }
        }

        return -1;
    }

    private static double? Number(IReadOnlyList<string> row, int column) =>
        column < row.Count
            && double.TryParse(row[column], NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
            && double.IsFinite(value)
                ? value
                : null;
}
