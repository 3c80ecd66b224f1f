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
    ];

    public static void Write(IAnsiConsole console, RunResult run)
    {
        foreach (var suite in run.Suites)
        {
            console.Write(new Rule($"[bold]{Markup.Escape(suite.Title)}[/] ({Markup.Escape(suite.Name)})").LeftJustified());
            var metrics = Headline.Where(metric => SuiteColumns.Has(suite, metric)).ToArray();
            foreach (var group in CaseGroup.Split(suite))
            {
                console.Write(GroupTable(suite, group, metrics));
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

    private static Table GroupTable(SuiteResult suite, CaseGroup group, IReadOnlyList<MetricDefinition> metrics)
    {
        var format = TableFormat.For(group.Cases, metrics);
        var table = new Table().Title(Markup.Escape(group.Heading)).AddColumn("Case");
        foreach (var metric in metrics)
        {
            table.AddColumn(new TableColumn(Markup.Escape(metric.Column)).RightAligned());
        }

        foreach (var result in group.Cases)
        {
            var name = result.Name == suite.Baseline ? $"[bold]{Markup.Escape(result.Name)}[/]" : Markup.Escape(result.Name);
            if (result.Warnings.Count > 0)
            {
                name += " [yellow]⚠[/]";
            }

            table.AddRow([name, .. metrics.Select(metric => Markup.Escape(format.Format(metric, result)))]);
        }

        return table;
    }
}
