using System.Globalization;
using HttpLab.Results;
using HttpLab.Results.Formatting;
using Spectre.Console;

namespace HttpLab.Cli.Run;

/// <summary>The end-of-run summary: per suite and group, the headline columns of the report's table, and every warning.</summary>
internal static class ConsoleSummary
{
    private static readonly MetricDefinition[] Headline =
    [
        MetricCatalog.MeanNs, MetricCatalog.ErrorNs, MetricCatalog.MedianNs, MetricCatalog.Ratio,
        MetricCatalog.AllocatedBytesPerOp, MetricCatalog.AllocRatio, MetricCatalog.Iterations,
        MetricCatalog.Cancelled, MetricCatalog.LateCompletions, MetricCatalog.UnseenAborts, MetricCatalog.Errors,
        MetricCatalog.OvershootP99PctOfDeadline, MetricCatalog.StopwatchResolutionNs,
    ];

    private static readonly MetricDefinition[] HeadlineDistributions =
    [
        MetricCatalog.OvershootUs, MetricCatalog.SlackUs, MetricCatalog.PropagationUs, MetricCatalog.ServerNoticeUs,
        MetricCatalog.TaskDelay1Us, MetricCatalog.CancelAfter1Us,
    ];

    public static void Write(IAnsiConsole console, RunResult run)
    {
        foreach (var suite in run.Suites)
        {
            console.Write(new Rule($"[bold]{Markup.Escape(suite.Title)}[/] ({Markup.Escape(suite.Name)})").LeftJustified());
            foreach (var group in CaseGroup.Split(suite))
            {
                console.Write(GroupTable(suite, group));
            }

            foreach (var warning in suite.Warnings.Concat(suite.Cases.SelectMany(result => result.Warnings.Select(text => $"{result.Name}: {text}"))))
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
        var metrics = Headline.Where(metric => group.Cases.Any(result => result.Metrics.ContainsKey(metric.Name))).ToArray();
        var distributions = HeadlineDistributions.Where(metric => group.Cases.Any(result => result.Distributions.ContainsKey(metric.Name))).ToArray();
        var format = TableFormat.For(group.Cases, metrics);
        var table = new Table().Title(Markup.Escape(group.Heading)).AddColumn("Case");
        foreach (var metric in metrics)
        {
            table.AddColumn(new TableColumn(Markup.Escape(metric.Column)).RightAligned());
        }

        foreach (var metric in distributions)
        {
            table.AddColumn(new TableColumn(Markup.Escape($"{metric.Column} p50")).RightAligned());
            table.AddColumn(new TableColumn(Markup.Escape($"{metric.Column} p99")).RightAligned());
        }

        foreach (var result in group.Cases)
        {
            var name = CaseResult.IsBaselineOf(suite, result) ? $"[bold]{Markup.Escape(result.Name)}[/]" : Markup.Escape(result.Name);
            if (result.Warnings.Count > 0)
            {
                name += " [yellow]⚠[/]";
            }

            var percentiles = distributions.SelectMany(metric => result.Distributions.TryGetValue(metric.Name, out var distribution)
                ? new[] { Microseconds(distribution.P50), Microseconds(distribution.P99) }
                : [TableFormat.Missing, TableFormat.Missing]);
            table.AddRow([name, .. metrics.Select(metric => Markup.Escape(format.Format(metric, result))), .. percentiles.Select(Markup.Escape)]);
        }

        return table;
    }

    private static string Microseconds(double value) =>
        value >= 10_000
            ? string.Create(CultureInfo.InvariantCulture, $"{value / 1000:N2} ms")
            : string.Create(CultureInfo.InvariantCulture, $"{value:N1} μs");
}
