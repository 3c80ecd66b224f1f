using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>
/// How the metric cells of one report table (or one chart row) are printed: one time unit for the whole table, chosen
/// from its smallest mean as BenchmarkDotNet does, and one size unit and precision per column, so a column's numbers
/// line up and compare at a glance.
/// </summary>
internal sealed class TableFormat
{
    /// <summary>Printed for a metric a case does not have.</summary>
    public const string Missing = "?";

    private static readonly Dictionary<string, MetricDefinition> SpreadOf = new(StringComparer.Ordinal)
    {
        [MetricCatalog.ErrorNs.Name] = MetricCatalog.MeanNs,
        [MetricCatalog.StdDevNs.Name] = MetricCatalog.MeanNs,
    };

    private readonly Dictionary<string, Func<double, string>> formats = new(StringComparer.Ordinal);
    private readonly Dictionary<string, ScaledFormat> scaled = new(StringComparer.Ordinal);

    private TableFormat(TimeUnit? timeUnit) => TimeUnit = timeUnit;

    /// <summary>The unit of the table's durations, or null when it shows none.</summary>
    public TimeUnit? TimeUnit { get; }

    public static TableFormat For(IReadOnlyList<CaseResult> cases, IReadOnlyList<MetricDefinition> metrics)
    {
        var durations = metrics.Where(metric => metric.Kind == MetricKind.DurationNs).ToArray();
        var table = new TableFormat(durations.Length == 0 ? null : ChooseTimeUnit(cases, durations));
        foreach (var metric in metrics)
        {
            if (table.Scaled(metric, cases) is { } scaledFormat)
            {
                table.scaled[metric.Name] = scaledFormat;
                table.formats[metric.Name] = value => value == 0 && metric.Kind == MetricKind.Bytes
                    ? "0 B"
                    : scaledFormat.WithUnit(value);
            }
            else
            {
                table.formats[metric.Name] = Unscaled(metric.Kind);
            }
        }

        return table;
    }

    public string Format(MetricDefinition metric, CaseResult @case) =>
        @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value)
            ? formats[metric.Name](value)
            : Missing;

    /// <summary>
    /// The unit and pattern of a duration or size column, so a chart can print the same numbers as the table.
    /// </summary>
    public ScaledFormat ScaledFor(MetricDefinition metric) => scaled[metric.Name];

    private static TimeUnit ChooseTimeUnit(IReadOnlyList<CaseResult> cases, IReadOnlyList<MetricDefinition> durations)
    {
        // A table without means (or whose cases have none) falls back to its smallest duration of any kind.
        var hasMeans = durations.Contains(MetricCatalog.MeanNs) && Values(cases, MetricCatalog.MeanNs).Any();
        IReadOnlyList<MetricDefinition> basis = hasMeans ? [MetricCatalog.MeanNs] : durations;
        var smallest = basis
            .SelectMany(metric => Values(cases, metric))
            .Where(value => value > 0)
            .DefaultIfEmpty(0)
            .Min();
        return TimeUnit.Fitting(smallest);
    }

    private ScaledFormat? Scaled(MetricDefinition metric, IReadOnlyList<CaseResult> cases)
    {
        switch (metric.Kind)
        {
            case MetricKind.DurationNs:
                var unit = TimeUnit!;
                var own = Values(cases, metric).Select(unit.Convert);
                var decimals = SpreadOf.TryGetValue(metric.Name, out var parent)
                    ? DurationPrecision.ForSpread(
                        own, DurationPrecision.For(Values(cases, parent).Select(unit.Convert)))
                    : DurationPrecision.For(own);
                return new ScaledFormat(
                    unit.Symbol, unit.Nanoseconds, "N" + decimals.ToString(CultureInfo.InvariantCulture));
            case MetricKind.Bytes:
                var size = SizeUnit.Fitting(Values(cases, metric).Where(value => value > 0).DefaultIfEmpty(0).Min());
                return new ScaledFormat(size.Symbol, size.Bytes, size == SizeUnit.Byte ? "#,0" : "#,0.##");
            default:
                return null;
        }
    }

    private static Func<double, string> Unscaled(MetricKind kind) => kind switch
    {
        MetricKind.Ratio => value => value.ToString("0.00", CultureInfo.InvariantCulture),
        MetricKind.PerThousand => value => value == 0 ? "-" : value.ToString("0.0000", CultureInfo.InvariantCulture),
        MetricKind.Count => value => Math.Round(value).ToString("#,0", CultureInfo.InvariantCulture),
        MetricKind.PerOperation => value => value == 0 ? "-" : value.ToString("#,0.####", CultureInfo.InvariantCulture),

        // Not the "%" format specifier: it would multiply by 100, and these values are percentages already.
        MetricKind.Percent => value => value.ToString("#,0.0", CultureInfo.InvariantCulture) + "%",
        MetricKind.PerSecond => value => value.ToString("#,0.0", CultureInfo.InvariantCulture),
        MetricKind.Seconds => value => value.ToString("#,0.00", CultureInfo.InvariantCulture) + " s",
        MetricKind.Flag => value => value != 0 ? "yes" : "no",
        _ => value => value.ToString("G6", CultureInfo.InvariantCulture),
    };

    private static IEnumerable<double> Values(IEnumerable<CaseResult> cases, MetricDefinition metric) =>
        cases
            .Select(@case => @case.Metrics.TryGetValue(metric.Name, out var value) ? value : double.NaN)
            .Where(double.IsFinite);
}
