using HttpLab.Cli.Runtimes;
using HttpLab.Studies;

namespace HttpLab.Cli.Tests.Runtimes;

public sealed class TurnProgressTests
{
    private readonly List<StudyProgress> seen = [];

    [Fact]
    public void Report_SecondOfTwoTurns_CountsTheFirstTurnsCasesAndNamesTheTurn()
    {
        var progress = new TurnProgress(new Recorder(seen), turn: 2, turns: 2, "launch 2 of 2");

        progress.Report(new StudyProgress("json", "GetStringAsync", 30, 135));

        Assert.Equal(new StudyProgress("json", "GetStringAsync (launch 2 of 2)", 165, 270), Assert.Single(seen));
    }

    [Fact]
    public void Report_FirstOfTwoTurnsDone_HalfOfTheStudy()
    {
        var progress = new TurnProgress(new Recorder(seen), turn: 1, turns: 2, "launch 1 of 2");

        progress.Report(new StudyProgress("json", "GetStringAsync", 135, 135));

        var update = Assert.Single(seen);
        Assert.Equal((135, 270), (update.CompletedCases, update.TotalCases));
    }

    [Fact]
    public void Report_OneTurn_PassedOnAsItCame()
    {
        var progress = new TurnProgress(new Recorder(seen), turn: 1, turns: 1, string.Empty);
        var update = new StudyProgress("cancel", "CancelAfter", 3, 12);

        progress.Report(update);

        Assert.Same(update, Assert.Single(seen));
    }

    private sealed class Recorder(List<StudyProgress> seen) : IProgress<StudyProgress>
    {
        public void Report(StudyProgress value) => seen.Add(value);
    }
}
