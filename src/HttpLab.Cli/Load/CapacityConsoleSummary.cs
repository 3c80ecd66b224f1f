using HttpLab.Results;
using Spectre.Console;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>
/// The end of a capacity search on the console: a table of every step (rate, verdict, achieved rate, p50, p99, p99.9,
/// what each threshold measured), the warnings, and the answer line.
/// </summary>
internal static class CapacityConsoleSummary
{
    public static void Write(IAnsiConsole console, SuiteResult suite)
    {
        var capacity = suite.Capacity!;
        var slo = Markup.Escape(string.Join(" and ", capacity.Slo));
        console.Write(new Rule($"[bold]{Markup.Escape(suite.Title)}[/]: {slo}").LeftJustified());
        var table = new Table()
            .Border(TableBorder.Minimal)
            .AddColumn(new TableColumn("step").RightAligned().NoWrap())
            .AddColumn(new TableColumn("req/s").RightAligned().NoWrap())
            .AddColumn(new TableColumn("verdict").NoWrap())
            .AddColumn(new TableColumn("achieved").RightAligned().NoWrap())
            .AddColumn(new TableColumn("p50 ms").RightAligned().NoWrap())
            .AddColumn(new TableColumn("p99 ms").RightAligned().NoWrap())
            .AddColumn(new TableColumn("p99.9 ms").RightAligned().NoWrap())
            .AddColumn(new TableColumn("SLO"));
        foreach (var step in capacity.Steps)
        {
            table.AddRow(
                Invariant($"{step.Number}"),
                Invariant($"{step.RateRps:#,0.##}"),
                Verdict(step),
                step.AchievedRps is { } achieved ? Invariant($"{achieved:#,0.#}") : "-",
                Milliseconds(step.P50Us),
                Milliseconds(step.P99Us),
                Milliseconds(step.P999Us),
                Markup.Escape(string.Join("; ", step.Slo.Select(slo => slo.MeasuredText))));
        }

        console.Write(table);
        if (capacity.Steps.Any(step => !step.Confident))
        {
            console.MarkupLine("[grey]* not decided at 95% confidence: the point estimate decided[/]");
        }

        foreach (var warning in suite.Warnings)
        {
            console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
        }

        var colour = capacity.Answer is "found" or "atLeast" ? "green" : "red";
        console.MarkupLine($"[bold {colour}]{Markup.Escape(capacity.Text)}[/]");
    }

    private static string Verdict(CapacityStepResult step)
    {
        var unsure = step.Confident ? string.Empty : "*";
        return step.Verdict switch
        {
            "passed" => $"[green]pass{unsure}[/]",
            "failed" => $"[red]FAIL{unsure}[/]",
            "generatorLimited" => "[yellow]generator-limited[/]",
            "burst" => "[yellow]burst, run again[/]",
            _ => "[yellow]interrupted[/]",
        };
    }

    private static string Milliseconds(double? microseconds) =>
        microseconds is { } value ? Invariant($"{value / 1000:#,0.000}") : "-";
}
