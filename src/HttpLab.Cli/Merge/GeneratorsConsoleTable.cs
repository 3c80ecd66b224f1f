using HttpLab.Load.Reporting.Merge;
using HttpLab.Results;
using Spectre.Console;
using static System.FormattableString;

namespace HttpLab.Cli.Merge;

/// <summary>
/// Each generator on its own after the merged run's summary: requests, achieved rate, latency and send lateness
/// percentiles, CPU and its self-check, as its results.json has them.
/// </summary>
internal static class GeneratorsConsoleTable
{
    public static void Write(IAnsiConsole console, IReadOnlyList<GeneratorRun> generators)
    {
        var table = new Table()
            .Border(TableBorder.Minimal)
            .Title("Each generator on its own (ms)")
            .AddColumn("generator")
            .AddColumn(new TableColumn("requests").RightAligned())
            .AddColumn(new TableColumn("req/s").RightAligned())
            .AddColumn(new TableColumn("p50").RightAligned())
            .AddColumn(new TableColumn("p99").RightAligned())
            .AddColumn(new TableColumn("p99.9").RightAligned())
            .AddColumn(new TableColumn("late p99").RightAligned())
            .AddColumn(new TableColumn("late max").RightAligned())
            .AddColumn(new TableColumn("CPU s").RightAligned())
            .AddColumn("limited");
        foreach (var (generator, index) in generators.Select((generator, index) => (generator, index)))
        {
            var latency = generator.Case.Distributions.GetValueOrDefault(MetricCatalog.LatencyUs.Name);
            var lateness = generator.Case.Distributions.GetValueOrDefault(MetricCatalog.SendLatenessUs.Name);
            var shard = generator.Plan.Shard is { } part ? $" shard {part}" : string.Empty;
            table.AddRow(
                Markup.Escape(Invariant($"{index + 1}{shard} {generator.Folder}")),
                Invariant($"{generator.Count(MetricCatalog.Requests):#,0}"),
                Invariant($"{generator.Metric(MetricCatalog.AchievedRps):#,0.0}"),
                Milliseconds(latency?.P50),
                Milliseconds(latency?.P99),
                Milliseconds(latency?.P999),
                Milliseconds(lateness?.P99),
                Milliseconds(lateness?.Max),
                Invariant($"{generator.Metric(MetricCatalog.GeneratorCpuSeconds):0.00}"),
                Limited(generator));
        }

        console.Write(table);
    }

    private static string Limited(GeneratorRun generator)
    {
        var limits = new[]
        {
            generator.Metric(MetricCatalog.GeneratorLimited) > 0 ? "[red bold]generator[/]" : null,
            generator.Metric(MetricCatalog.ServerLimited) > 0 ? "[yellow]server[/]" : null,
        };
        var named = limits.OfType<string>().ToArray();
        return named.Length == 0 ? "no" : string.Join(", ", named);
    }

    private static string Milliseconds(double? microseconds) =>
        microseconds is { } value ? Invariant($"{value / 1000:#,0.000}") : "-";
}
