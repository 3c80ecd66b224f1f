using HttpLab.Load;
using HttpLab.Load.Reporting;
using Spectre.Console;
using Spectre.Console.Rendering;
using static System.FormattableString;

namespace HttpLab.Cli.Load;

/// <summary>
/// The panel a terminal redraws in place once a second while a load runs, as oha does: the time against the plan, the
/// last whole second's rate against its target, latency, errors by kind, send lateness, and the generator's own CPU.
/// Always the same eight lines, at most 78 columns wide, so each redraw overwrites the last without moving the screen.
/// </summary>
internal static class LoadLivePanel
{
    /// <summary>Wide enough for every row's longest usual text, narrow enough for an 80-column terminal.</summary>
    public const int MaxWidth = 78;

    // The borders and their padding, the widest label ("turnaround ") and the widest time ("3600.0 s / 3605 s").
    private const int BesideBar = 4 + 11 + 20;

    private const int NarrowestBar = 10;

    /// <summary>Shares of the cores at and above which the generator's CPU is shown as a warning.</summary>
    private const double BusyCpuShare = 0.9;

    /// <summary>What shows before the first report: the plan's length and nothing measured.</summary>
    public static IRenderable Starting(LoadOptions options, int consoleWidth) => Render(new LoadProgress
    {
        Phase = options.StartAt is null ? LoadPhase.WarmingUp : LoadPhase.WaitingForStart,
        Planned = options.EffectiveWarmup + options.Duration,
        StartsIn = options.StartAt is { } at ? at - TimeProvider.System.GetUtcNow() : TimeSpan.Zero,
        TargetRps = options.Rate?.Start / options.Shard.Count,
        ProcessorCount = Environment.ProcessorCount,
    }, options, consoleWidth);

    /// <summary>
    /// The panel for <paramref name="progress"/>, at most <see cref="MaxWidth"/> wide and never wider than the
    /// terminal, whose progress bar narrows with it so that a row never wraps.
    /// </summary>
    public static IRenderable Render(LoadProgress progress, LoadOptions options, int consoleWidth)
    {
        var width = Math.Min(MaxWidth, consoleWidth);
        var grid = new Grid()
            .AddColumn(new GridColumn().NoWrap().PadRight(1))
            .AddColumn(new GridColumn());
        var bar = Bar(progress, Math.Max(NarrowestBar, width - BesideBar));
        grid.AddRow("time", Markup.Escape(bar + LoadProgressText.Time(progress)));
        grid.AddRow("rate", Markup.Escape(Rate(progress, options)));
        grid.AddRow("latency", Markup.Escape(Latency(progress, options)));
        grid.AddRow("errors", Errors(progress));
        grid.AddRow(options.Model == LoadModel.Open ? "sends" : "turnaround", Sends(progress, options));
        grid.AddRow("generator", Generator(progress, options));
        var header = progress.LastSecond is null
            ? $" {LoadProgressText.Phase(progress.Phase)} · nothing measured yet "
            : $" {LoadProgressText.Phase(progress.Phase)} · the last whole second ";
        return new Panel(grid)
        {
            Header = new PanelHeader($"[bold]{Markup.Escape(header)}[/]"),
            Border = BoxBorder.Rounded,
            Width = width,
        };
    }

    private static string Bar(LoadProgress progress, int barWidth)
    {
        var planned = progress.Planned.TotalSeconds;
        var done = planned <= 0 ? 0 : Math.Clamp(progress.Elapsed.TotalSeconds / planned, 0, 1);
        var filled = (int)Math.Round(done * barWidth);
        return new string('█', filled) + new string('░', barWidth - filled);
    }

    private static string Rate(LoadProgress progress, LoadOptions options)
    {
        if (progress.Phase == LoadPhase.WaitingForStart)
        {
            var at = options.StartAt is { } startAt ? $" · at {LoadResults.StartAtText(startAt)}" : string.Empty;
            return LoadProgressText.StartsIn(progress) + at;
        }

        if (progress.Phase == LoadPhase.WarmingUp)
        {
            return progress.TargetRps is { } warmupRate
                ? Invariant($"warming up at {warmupRate:#,0.#} req/s, not measured")
                : "warming up, not measured";
        }

        if (progress.Phase == LoadPhase.Draining)
        {
            var timeout = options.Timeout.TotalSeconds;
            return Invariant($"sending ended; waiting at most {timeout:0.#} s for the last responses");
        }

        var rate = LoadProgressText.Rate(progress).TrimStart();
        var share = progress.TargetRps is { } target && target > 0
            ? Invariant($" ({progress.CurrentRps / target:0.0%})")
            : string.Empty;
        return Invariant($"{rate}{share} · {progress.Requests:#,0} answered");
    }

    private static string Latency(LoadProgress progress, LoadOptions options)
    {
        if (progress.LastSecond is not { HasLatency: true } second)
        {
            return "-";
        }

        var corrected = $"p50 {LoadProgressText.Latency(second.P50Us)} · p99 {LoadProgressText.Latency(second.P99Us)}";

        // The closed model sends when it intends to, so there both measures are one.
        return options.Model == LoadModel.Open
            ? $"{corrected} · from send p99 {LoadProgressText.Latency(second.UncorrectedP99Us)}"
            : corrected;
    }

    private static string Errors(LoadProgress progress)
    {
        if (progress.LastSecond is null && progress.ErrorsByKind.Total == 0)
        {
            return "-";
        }

        var last = progress.LastSecondErrors.Total == 0
            ? "none"
            : $"[yellow]{Markup.Escape(LoadProgressText.Errors(progress.LastSecondErrors))}[/]";
        var total = progress.ErrorsByKind.Total == 0
            ? string.Empty
            : Markup.Escape($" · in all {LoadProgressText.Errors(progress.ErrorsByKind)}");
        return last + total;
    }

    private static string Sends(LoadProgress progress, LoadOptions options)
    {
        if (progress.LastSecond is not { } second)
        {
            return "-";
        }

        var late = Invariant($"{second.LateSends:#,0} over 1 ms");
        var lateMarkup = second.LateSends > 0 ? $"[yellow]{Markup.Escape(late)}[/]" : Markup.Escape(late);
        var p99 = LoadProgressText.Latency(progress.SendLatenessP99Us);
        return options.Model == LoadModel.Open
            ? $"{Markup.Escape($"p99 {p99} late")} · {lateMarkup}"
            : $"{Markup.Escape($"p99 {p99}")} · {lateMarkup}";
    }

    private static string Generator(LoadProgress progress, LoadOptions options)
    {
        var cores = Markup.Escape($"CPU {LoadProgressText.Cores(progress)}");
        var busy = progress.ProcessorCount > 0 && progress.GeneratorCores >= BusyCpuShare * progress.ProcessorCount;
        var inFlight = Invariant($" · {progress.InFlight:#,0} of {options.Lanes:#,0} in flight");
        return (busy ? $"[yellow]{cores}[/]" : cores) + Markup.Escape(inFlight);
    }
}
