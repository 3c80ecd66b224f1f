using System.Text;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Markdown;

/// <summary>
/// The columns a suite's tables share and the legend under them: one line per column shown, per marker used and per
/// time unit used, so every symbol in the tables is explained once.
/// </summary>
internal sealed class SuiteLegend
{
    private readonly SuiteResult suite;
    private readonly HashSet<TimeUnit> timeUnits = [];
    private bool anyMissing;

    public SuiteLegend(SuiteResult suite)
    {
        this.suite = suite;

        // Group-by parameters are in each table's heading; the others need a column or rows would look like duplicates.
        Parameters = SuiteColumns.Parameters(suite).Except(suite.GroupBy, StringComparer.Ordinal).ToArray();
        Metrics = SuiteColumns.CatalogMetrics(suite);
        Distributions = SuiteColumns.CatalogDistributions(suite);
    }

    public IReadOnlyList<string> Parameters { get; }

    /// <summary>The scalar metrics: one column each in the group tables.</summary>
    public IReadOnlyList<MetricDefinition> Metrics { get; }

    /// <summary>The distribution metrics: one table each per group.</summary>
    public IReadOnlyList<MetricDefinition> Distributions { get; }

    public bool IsNumeric(string parameter) =>
        suite.Cases.All(@case => !@case.Parameters.TryGetValue(parameter, out var value) || value.Number is not null);

    public void Uses(TimeUnit? unit)
    {
        if (unit is not null)
        {
            timeUnits.Add(unit);
        }
    }

    public void Shows(IEnumerable<string> cells) => anyMissing |= cells.Contains(TableFormat.Missing);

    public void WriteTo(StringBuilder builder)
    {
        var lines = new List<(string Term, string Meaning)>();
        lines.AddRange(suite.GroupBy.Select(name => (name, $"Value of the '{name}' parameter (one table per value)")));
        lines.AddRange(Parameters.Select(name => (name, $"Value of the '{name}' parameter")));
        lines.AddRange(Metrics.Select(metric => (metric.Column, metric.Description)));
        lines.AddRange(Distributions.Select(metric => (metric.Column, metric.Description)));
        if (Distributions.Count > 0)
        {
            lines.AddRange(DistributionField.Report.Select(field => (field.Column, field.Description)));
        }
        if (suite.Cases.Any(@case => @case.RatioVerdict is not null))
        {
            lines.Add(("Time vs baseline", VerdictText.Legend(suite.Cases)));
        }

        if (suite.Cases.Any(@case => @case.Warnings.Count > 0))
        {
            lines.Add(("⚠", "The case has measurement warnings, listed under its table"));
        }

        if (anyMissing)
        {
            lines.Add((TableFormat.Missing, "Not measured (or not set) for this case"));
        }

        lines.AddRange(TimeUnit.All
            .Where(timeUnits.Contains)
            .Select(unit => ($"1 {unit.Symbol}", $"1 {unit.Name} ({unit.InSeconds})")));

        // A statistic column and a scalar metric may share a name (Mean, StdDev); one line explains both.
        lines = lines.DistinctBy(line => line.Term, StringComparer.Ordinal).ToList();

        // A code block, as in BenchmarkDotNet's reports, so the colons line up in any viewer.
        var width = lines.Max(line => line.Term.Length);
        builder.Append("```\n");
        foreach (var (term, meaning) in lines)
        {
            builder.Append(term.PadRight(width)).Append(" : ").Append(meaning).Append('\n');
        }

        builder.Append("```\n");
    }
}
