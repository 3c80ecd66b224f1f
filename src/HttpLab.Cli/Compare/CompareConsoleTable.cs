using HttpLab.Compare;
using HttpLab.Compare.Reports;
using HttpLab.Results;
using Spectre.Console;

namespace HttpLab.Cli.Compare;

/// <summary>
/// A comparison on the console: one row per case (medians, ratio, p-value, verdict, allocations), the counts of each
/// verdict with the geometric mean of the ratios, and every case that could not be compared, with why.
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
        foreach (var warning in CompareText.Warnings(comparison))
        {
            console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
        }

        if (comparison.Cases.Count > 0)
        {
            console.Write(Table(comparison));
            console.WriteLine(CompareText.Summary(comparison));
            if (comparison.Cases.Any(@case => @case.Time.Verdict is Verdict.Faster or Verdict.Slower))
            {
                console.MarkupLineInterpolated($"[yellow]⚠ {CompareText.SingleLaunchWarning}[/]");
            }
        }
        else
        {
            console.MarkupLine("[yellow]No case of one run has iteration samples in the other: nothing to compare.[/]");
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
                Colored(time.Verdict),
                Markup.Escape(CompareText.Allocations(@case)));
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
