using System.Globalization;
using HttpLab.Cli.Load;
using HttpLab.Load;
using Spectre.Console;
using Spectre.Console.Rendering;

namespace HttpLab.Cli.Tests.Load;

/// <summary>The live panel and the plain progress line, rendered from fixed progress values, in two cultures.</summary>
public sealed class LoadLivePanelTests
{
    private static readonly Uri Url = new("http://127.0.0.1:5000/plaintext");

    private static LoadOptions Open => new()
    {
        Url = Url,
        Rate = TargetRate.Constant(1000),
        Duration = TimeSpan.FromSeconds(30),
        Warmup = TimeSpan.FromSeconds(3),
        Connections = 16,
    };

    private static LoadOptions Closed => new()
    {
        Url = Url,
        Duration = TimeSpan.FromSeconds(10),
        Warmup = TimeSpan.FromSeconds(1),
        Connections = 64,
    };

    private static LoadProgress Measuring => new(LoadPhase.Measuring, TimeSpan.FromSeconds(12.04), 9_004, 998.4, 5)
    {
        Planned = TimeSpan.FromSeconds(33),
        TargetRps = 1000,
        LastSecond = Second(p50Us: 1_234, p99Us: 4_560, uncorrectedP99Us: 3_900, lateSends: 2),
        LastSecondErrors = new LoadErrorCounts(Refused: 0, Reset: 1, Timeout: 2, Unparsable: 0, NotSent: 0),
        ErrorsByKind = new LoadErrorCounts(Refused: 0, Reset: 1, Timeout: 4, Unparsable: 0, NotSent: 0),
        SendLatenessP99Us = 45,
        InFlight = 12,
        GeneratorCores = 0.84,
        ProcessorCount = 2,
    };

    public static TheoryData<string> Cultures => ["en-US", "de-DE"];

    [Theory]
    [MemberData(nameof(Cultures))]
    public void Render_OpenModelMeasuring_ShowsTheLastSecondAgainstTheTarget(string culture)
    {
        var text = InCulture(culture, () => Rendered(LoadLivePanel.Render(Measuring, Open, 80)));

        Assert.Equal(
            """
            ╭─ measuring · the last whole second ────────────────────────────────────────╮
            │ time      ████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░  12.0 s / 33 s       │
            │ rate      998 req/s of 1,000 (99.8%) · 9,004 answered                      │
            │ latency   p50 1.23 ms · p99 4.56 ms · from send p99 3.9 ms                 │
            │ errors    1 reset, 2 timed out · in all 1 reset, 4 timed out               │
            │ sends     p99 45 μs late · 2 over 1 ms                                     │
            │ generator CPU 0.84 of 2 cores · 12 of 16 in flight                         │
            ╰────────────────────────────────────────────────────────────────────────────╯
            """,
            text);
    }

    [Fact]
    public void Render_WarmingUp_SaysNothingIsMeasuredYet()
    {
        var warmingUp = new LoadProgress(LoadPhase.WarmingUp, TimeSpan.FromSeconds(2), 0, 0, 0)
        {
            Planned = TimeSpan.FromSeconds(33),
            TargetRps = 1000,
            InFlight = 1,
            GeneratorCores = 0.5,
            ProcessorCount = 2,
        };

        var text = Rendered(LoadLivePanel.Render(warmingUp, Open, 80));

        Assert.Equal(
            """
            ╭─ warming up · nothing measured yet ────────────────────────────────────────╮
            │ time      ███░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   2.0 s / 33 s       │
            │ rate      warming up at 1,000 req/s, not measured                          │
            │ latency   -                                                                │
            │ errors    -                                                                │
            │ sends     -                                                                │
            │ generator CPU 0.50 of 2 cores · 1 of 16 in flight                          │
            ╰────────────────────────────────────────────────────────────────────────────╯
            """,
            text);
    }

    [Theory]
    [MemberData(nameof(Cultures))]
    public void Render_WaitingForTheStartTime_SaysWhenItStartsAndTheShardsRate(string culture)
    {
        var options = Open with
        {
            StartAt = new DateTimeOffset(2026, 11, 27, 18, 0, 0, TimeSpan.Zero),
            Shard = new LoadShard(2, 3),
        };
        var waiting = new LoadProgress(LoadPhase.WaitingForStart, TimeSpan.Zero, 0, 0, 0)
        {
            Planned = TimeSpan.FromSeconds(33),
            StartsIn = TimeSpan.FromSeconds(86_399.96),
            TargetRps = 333.3,
            ProcessorCount = 2,
        };

        var text = InCulture(culture, () => Rendered(LoadLivePanel.Render(waiting, options, 80)));

        Assert.Equal(
            """
            ╭─ waiting for the start time · nothing measured yet ────────────────────────╮
            │ time      ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   0.0 s / 33 s       │
            │ rate      starts in 86,400.0 s · at 2026-11-27T18:00:00.000Z               │
            │ latency   -                                                                │
            │ errors    -                                                                │
            │ sends     -                                                                │
            │ generator CPU 0.00 of 2 cores · 0 of 16 in flight                          │
            ╰────────────────────────────────────────────────────────────────────────────╯
            """,
            text);
        Assert.Equal(
            "waiting for the start time · starts in 86,400.0 s",
            InCulture(culture, () => LoadProgressText.Line(waiting)));
        Assert.All(
            Rendered(LoadLivePanel.Starting(options, 60), width: 60).Split('\n'),
            line => Assert.True(line.Length <= 60, line));
    }

    [Fact]
    public void Plan_ShardFromAStartTime_NamesTheShardItsRateAndTheTime()
    {
        var options = Open with
        {
            StartAt = new DateTimeOffset(2026, 11, 27, 19, 0, 0, TimeSpan.FromHours(1)),
            Shard = new LoadShard(2, 3),
        };

        Assert.Equal(
            "open model, 1,000 req/s, shard 2/3 (333.333 req/s), 16 connections, raw engine, warm-up 3s, then 30s, "
                + "from 2026-11-27T18:00:00.000Z",
            LoadProgressText.Plan(options));
    }

    [Fact]
    public void Render_ClosedModelDraining_SaysHowLongItWaitsAndShowsNoTarget()
    {
        var draining = Measuring with
        {
            Phase = LoadPhase.Draining,
            Elapsed = TimeSpan.FromSeconds(11.2),
            Planned = TimeSpan.FromSeconds(11),
            TargetRps = null,
            LastSecondErrors = default,
            ErrorsByKind = default,
            GeneratorCores = 1.95,
        };

        var text = Rendered(LoadLivePanel.Render(draining, Closed, 80));

        Assert.Equal(
            """
            ╭─ draining · the last whole second ─────────────────────────────────────────╮
            │ time       ███████████████████████████████████████████  11.2 s / 11 s      │
            │ rate       sending ended; waiting at most 10 s for the last responses      │
            │ latency    p50 1.23 ms · p99 4.56 ms                                       │
            │ errors     none                                                            │
            │ turnaround p99 45 μs · 2 over 1 ms                                         │
            │ generator  CPU 1.95 of 2 cores · 12 of 64 in flight                        │
            ╰────────────────────────────────────────────────────────────────────────────╯
            """,
            text);
    }

    [Fact]
    public void Render_StartingOnA60ColumnTerminal_StaysEightLinesWithinTheTerminal()
    {
        var text = Rendered(LoadLivePanel.Starting(Open, 60), width: 60);

        var lines = text.Split('\n');
        Assert.Equal(8, lines.Length);
        Assert.All(lines, line => Assert.True(line.Length <= 60, line));
    }

    [Theory]
    [MemberData(nameof(Cultures))]
    public void Line_Measuring_CarriesRateAgainstTargetP99ErrorsByKindAndCpu(string culture)
    {
        var line = InCulture(culture, () => LoadProgressText.Line(Measuring));

        Assert.Equal(
            "measuring   12.0 s / 33 s ·      9,004 requests ·       998 req/s of 1,000 · p99 4.56 ms · "
                + "5 errors (1 reset, 4 timed out) · CPU 0.84 of 2 cores",
            line);
    }

    [Fact]
    public void Line_SecondWithoutAnEndedRequest_ShowsNoP99InsteadOfZero()
    {
        var idle = Measuring with
        {
            LastSecond = new LoadSecond(11, DateTimeOffset.UnixEpoch, DateTimeOffset.UnixEpoch.AddSeconds(1), 0, 0, 0,
                0, 0, 0),
            LastSecondErrors = default,
        };

        var line = LoadProgressText.Line(idle);
        var panel = Rendered(LoadLivePanel.Render(idle, Open, 80));

        Assert.Contains(" · p99 - · ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("0 ns", line, StringComparison.Ordinal);
        Assert.DoesNotContain("0 ns", panel, StringComparison.Ordinal);
    }

    [Fact]
    public void Line_WarmingUpClosedModel_LeavesOutWhatIsNotMeasured()
    {
        var warmingUp = new LoadProgress(LoadPhase.WarmingUp, TimeSpan.FromSeconds(0.5), 0, 0, 0)
        {
            Planned = TimeSpan.FromSeconds(11),
            GeneratorCores = 1,
            ProcessorCount = 4,
        };

        Assert.Equal(
            "warming up    0.5 s / 11 s ·          0 requests ·         0 req/s · 0 errors · CPU 1.00 of 4 cores",
            LoadProgressText.Line(warmingUp));
    }

    private static LoadSecond Second(double p50Us, double p99Us, double uncorrectedP99Us, long lateSends) =>
        new(11, DateTimeOffset.UnixEpoch, DateTimeOffset.UnixEpoch.AddSeconds(1), 998, 3, p50Us, p99Us, 900,
            uncorrectedP99Us)
        {
            LateSends = lateSends,
        };

    private static string Rendered(IRenderable renderable, int width = 80)
    {
        var writer = new StringWriter();
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(writer),
        });
        console.Profile.Width = width;
        console.Write(renderable);
        return string.Join('\n', writer.ToString().TrimEnd().Split('\n').Select(line => line.TrimEnd()));
    }

    private static T InCulture<T>(string name, Func<T> action)
    {
        var culture = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = new CultureInfo(name);
            return action();
        }
        finally
        {
            CultureInfo.CurrentCulture = culture;
        }
    }
}
