using HdrHistogram;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using HttpLab.Results.Histograms;
using Spectre.Console;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>
/// The end of a load run on the console: throughput and errors, a latency table (every request, the expected statuses
/// only, uncorrected, send lateness), status codes, the thresholds (pass or fail, with what was measured), the
/// warnings, and a loud red panel for what limited the run or failed it: the server, the generator, a threshold.
/// </summary>
internal static class LoadConsoleSummary
{
    private static readonly (string Column, double Percentile)[] Percentiles =
        [("p50", 50), ("p90", 90), ("p99", 99), ("p99.9", 99.9), ("max", 100)];

    public static void Write(IAnsiConsole console, RunResult run, LoadReport? report)
    {
        if (report is not null)
        {
            var suite = run.Suites[0];
            var title = $"[bold]{Markup.Escape(suite.Title)}[/] ({Markup.Escape(suite.Name)}): "
                + Markup.Escape(suite.Cases[0].Name);
            console.Write(new Rule(title).LeftJustified());
            console.Write(Throughput(report));
            console.Write(Latencies(report));
            Thresholds(console, suite.Cases[0].Thresholds);
            if (report.Errors.Total > 0)
            {
                var errors = report.Errors;
                var breakdown = $"refused {errors.Refused:#,0}, reset {errors.Reset:#,0}, "
                    + $"timeout {errors.Timeout:#,0}, unparsable {errors.Unparsable:#,0}, "
                    + $"not sent {errors.NotSent:#,0}";
                console.MarkupLineInterpolated($"[yellow]Errors: {errors.Total:#,0} ({breakdown})[/]");
            }

            foreach (var note in suite.Notes ?? [])
            {
                console.MarkupLineInterpolated($"[grey]{note}[/]");
            }

            foreach (var warning in suite.Cases[0].Warnings.Where(text => !IsVerdict(text)))
            {
                console.MarkupLineInterpolated($"[yellow]⚠ {warning}[/]");
            }

            // The suite's warnings are the verdicts, loudest first ("EVERY REQUEST FAILED: ...", "SERVER-LIMITED:
            // ..."): one red panel each, headed by the verdict, in the report's words.
            foreach (var warning in suite.Warnings)
            {
                var colon = warning.IndexOf(": ", StringComparison.Ordinal);
                var text = colon < 0 ? warning : warning[(colon + 2)..];
                Alarm(console, colon < 0 ? "WARNING" : warning[..colon], char.ToUpperInvariant(text[0]) + text[1..]);
            }
        }

        if (!run.Complete)
        {
            console.MarkupLineInterpolated($"[red bold]⚠ INCOMPLETE RUN: {run.IncompleteReason}[/]");
        }
    }

    private static bool IsVerdict(string warning) =>
        warning.StartsWith(LoadResults.GeneratorLimitedPrefix, StringComparison.Ordinal)
        || warning.StartsWith(LoadResults.ServerLimitedPrefix, StringComparison.Ordinal);

    private static void Alarm(IAnsiConsole console, string header, string text) =>
        console.Write(new Panel(new Markup($"[red bold]{Markup.Escape(text)}[/]"))
            .Header($"[red bold] ⚠ {header} [/]")
            .BorderColor(Color.Red)
            .Expand());

    private static Grid Throughput(LoadReport report)
    {
        var target = report.TargetRps is { } rps ? Invariant($" (target {rps:#,0.0} req/s)") : " (closed model)";
        var achieved = report.AchievedRps is { } rate ? Invariant($"{rate:#,0.0} responses/s") : "-";
        var errors = report.Errors.Total == 0 ? "0" : Invariant($"[yellow]{report.Errors.Total:#,0}[/]");
        var grid = new Grid().AddColumn(new GridColumn().NoWrap()).AddColumn();
        var sent = Invariant($"{report.Requests:#,0} sent in {report.MeasuredTime.TotalSeconds:0.00} s");
        grid.AddRow("Requests", Invariant($"{sent} · {report.Responses:#,0} answered · errors {errors}"));
        grid.AddRow("Rate", Invariant($"achieved [bold]{achieved}[/]{target}"));
        var traffic = $"{Bytes(report.BytesSent)} sent · {Bytes(report.BytesReceived)} received";
        var generator = Invariant(
            $"generator CPU {report.GeneratorCpuSeconds:0.00} s (JIT {report.GeneratorJitUs / 1e6:0.00} s), ")
            + Invariant($"{report.GeneratorCollections:#,0} GCs ({report.GeneratorGcPauseUs / 1000.0:0.#} ms)");
        grid.AddRow("Traffic", $"{traffic} · {generator}");
        grid.AddRow("Status codes", Markup.Escape(StatusCodes(report)));
        if (report.Responses > 0)
        {
            var bodies = report.Bodies;
            var mean = (double)bodies.TotalBytes / report.Responses;
            grid.AddRow("Bodies", bodies.SmallestBytes == bodies.LargestBytes
                ? Invariant($"{bodies.SmallestBytes:#,0} B each")
                : Invariant($"{bodies.SmallestBytes:#,0} to {bodies.LargestBytes:#,0} B, mean {mean:#,0.#} B"));
        }

        return grid;
    }

    private static Table Latencies(LoadReport report)
    {
        // Narrow enough for an 80-column terminal; p99.99 and the mean are in report.md and the .hgrm files.
        var table = new Table()
            .Border(TableBorder.Minimal)
            .AddColumn(new TableColumn("ms").NoWrap())
            .AddColumn(new TableColumn("count").RightAligned().NoWrap());
        foreach (var (column, _) in Percentiles)
        {
            table.AddColumn(new TableColumn(column).RightAligned().NoWrap());
        }

        Row(table, "every request", report.Latency);
        Row(table, $"{report.Options.ExpectStatus} only", report.SuccessLatency);
        Row(table, "uncorrected", report.UncorrectedLatency);
        Row(table, report.Options.Model == LoadModel.Open ? "send lateness" : "turnaround", report.SendLateness);
        return table;
    }

    private static void Thresholds(IAnsiConsole console, IReadOnlyList<ThresholdResult> thresholds)
    {
        if (thresholds.Count == 0)
        {
            return;
        }

        var grid = new Grid().AddColumn(new GridColumn().NoWrap()).AddColumn(new GridColumn().NoWrap()).AddColumn();
        foreach (var threshold in thresholds)
        {
            grid.AddRow(
                threshold.Passed ? "[green]✔ pass[/]" : "[red bold]✘ FAIL[/]",
                Markup.Escape(threshold.Threshold),
                Markup.Escape($"measured {threshold.MeasuredText}"));
        }

        var passed = thresholds.Count(threshold => threshold.Passed);
        console.MarkupLineInterpolated($"Thresholds (--slo): {passed} of {thresholds.Count} passed");
        console.Write(grid);
    }

    private static void Row(Table table, string label, HistogramBase histogram)
    {
        var cells = new List<string> { label, Invariant($"{histogram.TotalCount:#,0}") };
        if (histogram.TotalCount == 0)
        {
            table.AddRow(cells.Concat(Percentiles.Select(_ => "-")).ToArray());
            return;
        }

        cells.AddRange(Percentiles.Select(level => Milliseconds(
            level.Percentile >= 100
                ? histogram.GetMaxValue()
                : HistogramDistributions.ValueAtPercentile(histogram, level.Percentile))));
        table.AddRow(cells.ToArray());
    }

    private static string StatusCodes(LoadReport report) =>
        report.StatusCodes.Count == 0 ? "none" : report.StatusSummary();

    private static string Milliseconds(double microseconds) => Invariant($"{microseconds / 1000:#,0.000}");

    private static string Bytes(long bytes) => bytes switch
    {
        >= 1 << 30 => Invariant($"{bytes / (double)(1 << 30):0.00} GB"),
        >= 1 << 20 => Invariant($"{bytes / (double)(1 << 20):0.00} MB"),
        >= 1 << 10 => Invariant($"{bytes / 1024.0:0.00} KB"),
        _ => Invariant($"{bytes} B"),
    };

}
