using System.Globalization;
using HttpLab.Results;
using HttpLab.Results.Formatting;
using Spectre.Console;

namespace HttpLab.Cli.Run;

/// <summary>
/// The end-of-run summary: per suite and group, the headline columns of the report's table, and every warning.
/// </summary>
internal static class ConsoleSummary
{
    private static readonly MetricDefinition[] Headline =
    [
        MetricCatalog.MeanNs, MetricCatalog.ErrorNs, MetricCatalog.MedianNs, MetricCatalog.Ratio,
        MetricCatalog.AllocatedBytesPerOp, MetricCatalog.AllocRatio, MetricCatalog.Iterations,
        MetricCatalog.Cancelled, MetricCatalog.LateCompletions, MetricCatalog.UnseenAborts, MetricCatalog.AchievedRps,
        MetricCatalog.Errors,
        MetricCatalog.OvershootP99PctOfDeadline, MetricCatalog.StopwatchResolutionNs,
        MetricCatalog.CapacityRps, MetricCatalog.CapacityFailRps, MetricCatalog.CapacityAtLeast,
        MetricCatalog.CapacitySteps,
    ];

    private static readonly DistributionField[] MedianAndTail = [DistributionField.P50, DistributionField.P99];

    // Load latencies are read for their tail, so they show it in steps, as the report's table does.
    private static readonly DistributionField[] Spectrum =
    [
        DistributionField.P50, DistributionField.P90, DistributionField.P99, DistributionField.P999,
        DistributionField.Max,
    ];

    private static readonly (MetricDefinition Metric, DistributionField[] Fields)[] HeadlineDistributions =
    [
        (MetricCatalog.OvershootUs, MedianAndTail), (MetricCatalog.SlackUs, MedianAndTail),
        (MetricCatalog.PropagationUs, MedianAndTail), (MetricCatalog.ServerNoticeUs, MedianAndTail),
        (MetricCatalog.TaskDelay1Us, MedianAndTail), (MetricCatalog.CancelAfter1Us, MedianAndTail),
        (MetricCatalog.LatencyUs, Spectrum),
    ];

    public static void Write(IAnsiConsole console, RunResult run)
    {
        foreach (var suite in run.Suites)
        {
            console.Write(
                new Rule($"[bold]{Markup.Escape(suite.Title)}[/] ({Markup.Escape(suite.Name)})").LeftJustified());
            foreach (var group in CaseGroup.Split(suite))
            {
                console.Write(GroupTable(suite, group));
            }

            var caseWarnings = suite.Cases.SelectMany(
                result => result.Warnings.Select(text => $"{result.Name}: {text}"));
            foreach (var warning in suite.Warnings.Concat(caseWarnings))
            {
                console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
            }
        }

        if (!run.Complete)
        {
            console.MarkupLineInterpolated($"[red bold]⚠ INCOMPLETE RUN: {run.IncompleteReason}[/]");
        }
    }

    private static Table GroupTable(SuiteResult suite, CaseGroup group)
    {
        var metrics = Headline
            .Where(metric => group.Cases.Any(result => result.Metrics.ContainsKey(metric.Name)))
            .ToArray();
        var distributions = HeadlineDistributions
            .Where(headline => group.Cases.Any(result => result.Distributions.ContainsKey(headline.Metric.Name)))
            .ToArray();
        var format = TableFormat.For(group.Cases, metrics);
        var table = new Table().Title(Markup.Escape(group.Heading)).AddColumn("Case");
        foreach (var metric in metrics)
        {
            table.AddColumn(new TableColumn(Markup.Escape(metric.Column)).RightAligned());
        }

        foreach (var (metric, fields) in distributions)
        {
            foreach (var field in fields)
            {
                var header = $"{Label(metric)} {field.Column.ToLowerInvariant()}";
                table.AddColumn(new TableColumn(Markup.Escape(header)).RightAligned());
            }
        }

        foreach (var result in group.Cases)
        {
            var name = CaseResult.IsBaselineOf(suite, result)
                ? $"[bold]{Markup.Escape(result.Name)}[/]"
                : Markup.Escape(result.Name);
            if (result.Warnings.Count > 0)
            {
                name += " [yellow]⚠[/]";
            }

            var percentiles = distributions.SelectMany(headline =>
                result.Distributions.TryGetValue(headline.Metric.Name, out var distribution)
                    ? headline.Fields.Select(field => Microseconds(field.Value(distribution)))
                    : headline.Fields.Select(_ => TableFormat.Missing));
            table.AddRow(
            [
                name,
                .. metrics.Select(metric => Markup.Escape(format.Format(metric, result))),
                .. percentiles.Select(Markup.Escape),
            ]);
        }

        return table;
    }

    // Short enough for one line of a column header; the report names the metric in full.
    private static string Label(MetricDefinition metric) =>
        metric == MetricCatalog.LatencyUs ? "Latency (all)" : metric.Column;

    private static string Microseconds(double value) =>
        value >= 10_000
            ? string.Create(CultureInfo.InvariantCulture, $"{value / 1000:N2} ms")
            : string.Create(CultureInfo.InvariantCulture, $"{value:N1} μs");
}
