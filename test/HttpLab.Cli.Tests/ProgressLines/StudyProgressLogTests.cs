using System.Globalization;
using HttpLab.Cli.ProgressLines;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.ProgressLines;

public sealed class StudyProgressLogTests
{
    private readonly ManualClock clock = new();
    private readonly List<string> lines = [];

    [Fact]
    public void Report_AStepEvery20msFor2200Steps_ALineEveryFiveSeconds()
    {
        var log = Log("cancel", TimeSpan.FromSeconds(5));

        for (var step = 0; step < 2_200; step++)
        {
            clock.Advance(TimeSpan.FromMilliseconds(20));
            log.Report(new StudyProgress("cancel", $"overshoot {step % 100}/100", step, 2_200));
        }

        // 44 s of steps: the first at once, then one at 5 s, 10 s ... 40 s.
        Assert.Equal(9, lines.Count);
        Assert.Equal("cancel: 0/2,200 (0%), estimating the time left · overshoot 0/100", lines[0]);
        Assert.Equal("cancel: 250/2,200 (11%), about 39 s left · overshoot 50/100", lines[1]);
    }

    [Fact]
    public void Report_CasesOfTenSeconds_TimeLeftFromTheTimePerCaseSoFar()
    {
        var log = Log("json", TimeSpan.Zero);

        log.Report(new StudyProgress("json", "GetStreamAsync [Size=10]", 0, 20));
        clock.Advance(TimeSpan.FromSeconds(70));
        log.Report(new StudyProgress("json", "GetStringAsync [Size=10]", 7, 20));

        Assert.Equal(
            [
                "json: 0/20 (0%), estimating the time left · GetStreamAsync [Size=10]",
                "json: 7/20 (35%), about 2 min 10 s left · GetStringAsync [Size=10]",
            ],
            lines);
    }

    [Fact]
    public void Report_AllDone_PositionWithoutAnEstimate()
    {
        var log = Log("json", TimeSpan.Zero);
        log.Report(new StudyProgress("json", "GetStreamAsync [Size=10]", 0, 20));
        clock.Advance(TimeSpan.FromSeconds(10));

        log.Report(new StudyProgress("json", "done", 20, 20));

        Assert.Equal("json: 20/20 (100%) · done", lines[^1]);
    }

    [Fact]
    public void Report_AnotherTotal_EstimateStartsOverForTheNewStage()
    {
        var log = Log("async", TimeSpan.Zero);
        log.Report(new StudyProgress("async", "first", 0, 4));
        clock.Advance(TimeSpan.FromSeconds(400));
        log.Report(new StudyProgress("async", "done", 4, 4));
        clock.Advance(TimeSpan.FromSeconds(5));

        log.Report(new StudyProgress("async", "timer resolution", 0, 5));
        clock.Advance(TimeSpan.FromSeconds(10));
        log.Report(new StudyProgress("async", "burst", 1, 5));

        Assert.Equal("async: 0/5 (0%), estimating the time left · timer resolution", lines[^2]);
        Assert.Equal("async: 1/5 (20%), about 40 s left · burst", lines[^1]);
    }

    [Fact]
    public void Report_CountStartsAgain_EstimateStartsOverAsForTheNextLaunch()
    {
        var log = Log("json", TimeSpan.Zero);
        log.Report(new StudyProgress("json", "net8.0: first", 0, 10));
        clock.Advance(TimeSpan.FromSeconds(50));
        log.Report(new StudyProgress("json", "net8.0: sixth", 5, 10));
        clock.Advance(TimeSpan.FromSeconds(60));

        log.Report(new StudyProgress("json", "net10.0: first", 0, 10));
        clock.Advance(TimeSpan.FromSeconds(20));
        log.Report(new StudyProgress("json", "net10.0: third", 2, 10));

        Assert.Equal("json: 0/10 (0%), estimating the time left · net10.0: first", lines[^2]);
        Assert.Equal("json: 2/10 (20%), about 1 min 20 s left · net10.0: third", lines[^1]);
    }

    [Fact]
    public void Report_UnderAnyCulture_InvariantNumbers()
    {
        var culture = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = new CultureInfo("de-DE");
            var log = Log("cancel", TimeSpan.Zero);

            log.Report(new StudyProgress("cancel", "overshoot", 1_250, 2_200));

            Assert.Equal("cancel: 1,250/2,200 (56%), estimating the time left · overshoot", Assert.Single(lines));
        }
        finally
        {
            CultureInfo.CurrentCulture = culture;
        }
    }

    [Fact]
    public void Finished_TheStudysTimeSinceTheLogWasMade()
    {
        var log = Log("json", TimeSpan.FromSeconds(5));
        clock.Advance(TimeSpan.FromSeconds(200));

        log.Finished();

        Assert.Equal("json: finished in 3 min 20 s", Assert.Single(lines));
    }

    private StudyProgressLog Log(string study, TimeSpan interval) => new(study, lines.Add, clock, interval);
}
