using HttpLab.Compare;
using HttpLab.Compare.Reports;
using HttpLab.Results;
using Spectre.Console;

namespace HttpLab.Cli.Compare;

/// <summary>
/// A comparison on the console: one row per micro-benchmark case (medians, ratio, p-value, verdict, allocations), one
/// row per statistic of each compared distribution (values, ratio, its interval, verdict), the counts of each verdict
/// with the geometric mean of the ratios, and every case that could not be compared, with why.
/// </summary>
internal static class CompareConsoleTable
{
    public static void Write(
        IAnsiConsole console,
        RunResult baseRun,
        RunResult diffRun,
        RunComparison comparison,
        ComparisonThresholds thresholds)
    {
        console.MarkupLineInterpolated($"Base: [blue]{baseRun.RunId}[/]   Diff: [blue]{diffRun.RunId}[/]");
        console.WriteLine($"Rule: {CompareText.Rule(thresholds)}");
        if (comparison.Distributions.Count > 0)
        {
            console.WriteLine($"      {CompareText.DistributionRule(thresholds)}");
        }

        foreach (var warning in CompareText.Warnings(comparison))
        {
            console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
        }

        if (comparison.Cases.Count > 0 || comparison.Distributions.Count > 0)
        {
            if (comparison.Cases.Count > 0)
            {
                console.Write(Table(comparison));
            }

            if (comparison.Distributions.Count > 0)
            {
                console.Write(DistributionTable(comparison));
            }

            console.WriteLine(CompareText.Summary(comparison));
            foreach (var warning in CompareText.DifferenceWarnings(comparison))
            {
                console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
            }
        }
        else
        {
            console.MarkupLine(
                "[yellow]No case of one run has iteration samples or a compared distribution in the other: "
                + "nothing to compare.[/]");
        }

        foreach (var (title, cases) in CompareText.Unjudged(comparison))
        {
            console.MarkupLineInterpolated($"[yellow]{title}: {cases.Count}[/]");
            foreach (var @case in cases)
            {
                console.MarkupLineInterpolated($"  {@case}");
            }
        }
    }

    private static Table Table(RunComparison comparison)
    {
        var table = new Table().Border(TableBorder.Rounded);
        table.AddColumn("Case");
        foreach (var column in new[] { "Base median", "Diff median", "Ratio", "p", "Verdict", "Allocated" })
        {
            table.AddColumn(new TableColumn(column).RightAligned());
        }

        foreach (var @case in comparison.Cases)
        {
            var time = @case.Time;
            table.AddRow(
                Markup.Escape($"{@case.Suite}/{@case.Case}"),
                Markup.Escape(CompareText.Nanoseconds(time.BaseMedianNs)),
                Markup.Escape(CompareText.Nanoseconds(time.DiffMedianNs)),
                CompareText.Ratio(time.Ratio),
                CompareText.PValue(time.PValue),
                time.Reason is { } reason
                    ? $"{Colored(time.Verdict)} [grey]({Markup.Escape(reason)})[/]"
                    : Colored(time.Verdict),
                Markup.Escape(CompareText.Allocations(@case)));
        }

        return table;
    }

    private static Table DistributionTable(RunComparison comparison)
    {
        var table = new Table().Border(TableBorder.Rounded);
        table.AddColumn("Case");
        table.AddColumn("Statistic");
        foreach (var column in new[] { "Base", "Diff", "Ratio", "95% interval" })
        {
            table.AddColumn(new TableColumn(column).RightAligned());
        }

        table.AddColumn("Verdict");
        foreach (var distribution in comparison.Distributions)
        {
            foreach (var statistic in distribution.Statistics)
            {
                table.AddRow(
                    Markup.Escape($"{distribution.Suite}/{distribution.Case}"),
                    Markup.Escape(CompareText.Statistic(distribution, statistic)),
                    Markup.Escape(CompareText.Microseconds(statistic.Base)),
                    Markup.Escape(CompareText.Microseconds(statistic.Diff)),
                    CompareText.Ratio(statistic.Ratio),
                    Markup.Escape(CompareText.Interval(statistic)),
                    statistic.Reason is { } reason
                        ? $"{Colored(statistic.Verdict)} [grey]({Markup.Escape(reason)})[/]"
                        : Colored(statistic.Verdict));
            }
        }

        return table;
    }

    private static string Colored(Verdict verdict) => verdict switch
    {
        Verdict.Slower => "[red]Slower[/]",
        Verdict.Faster => "[green]Faster[/]",
        Verdict.Unknown => "[yellow]Unknown[/]",
        _ => "Same",
    };
}
