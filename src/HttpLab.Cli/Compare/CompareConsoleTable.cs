using HttpLab.Compare;
using HttpLab.Results;
using Spectre.Console;
using static System.FormattableString;

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
        var rule = Invariant($"Threshold {thresholds.Relative:0.##%}, noise floor {thresholds.NoiseNs} ns, ")
            + Invariant($"Mann-Whitney U test at α = {SampleComparer.Alpha.Value}");
        console.WriteLine(rule);
        foreach (var difference in comparison.EnvironmentDifferences)
        {
            console.MarkupLineInterpolated($"[yellow]⚠ The runs were measured on different machines: {difference}[/]");
        }

        if (comparison.Cases.Count > 0)
        {
            console.Write(Table(comparison));
            var counts = Enum.GetValues<Verdict>()
                .Select(verdict => (verdict, count: comparison.Cases.Count(@case => @case.Time.Verdict == verdict)))
                .Where(entry => entry.count > 0)
                .Select(entry => $"{entry.count} {entry.verdict}");
            var mean = comparison.GeometricMeanRatio is { } ratio ? Invariant($"{ratio:0.000}") : "-";
            console.MarkupLineInterpolated(
                $"{comparison.Cases.Count} cases compared: {string.Join(", ", counts)}; geometric mean ratio {mean}");
        }
        else
        {
            console.MarkupLine("[yellow]No case of one run has iteration samples in the other: nothing to compare.[/]");
        }

        List("Only in base", comparison.OnlyInBase, console);
        List("Only in diff", comparison.OnlyInDiff, console);
        List(
            "Not compared (no iteration samples: distribution cases are not compared yet)",
            comparison.WithoutSamples,
            console);
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
                Markup.Escape(Nanoseconds(time.BaseMedianNs)),
                Markup.Escape(Nanoseconds(time.DiffMedianNs)),
                Invariant($"{time.Ratio:0.000}"),
                double.IsNaN(time.PValue) ? "-" : Invariant($"{time.PValue:0.0000}"),
                Colored(time.Verdict),
                Markup.Escape(Allocations(@case)));
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

    private static string Nanoseconds(double nanoseconds) =>
        double.IsNaN(nanoseconds) ? "-" : Results.Formatting.DurationFormat.InFittingUnit(nanoseconds, "0.###");

    private static string Allocations(CaseComparison @case) =>
        (@case.BaseAllocatedBytes, @case.DiffAllocatedBytes) switch
        {
            ({ } before, { } after) when before == after => Invariant($"{after:#,0.#} B (same)"),
            ({ } before, { } after) => Invariant($"{before:#,0.#} B → {after:#,0.#} B"),
            _ => "-",
        };

    private static void List(string title, IReadOnlyList<string> cases, IAnsiConsole console)
    {
        if (cases.Count == 0)
        {
            return;
        }

        console.MarkupLineInterpolated($"[yellow]{title}: {cases.Count}[/]");
        foreach (var @case in cases)
        {
            console.MarkupLineInterpolated($"  {@case}");
        }
    }
}
