using HttpLab.Studies;
using static System.FormattableString;

namespace HttpLab.Cli.ProgressLines;

/// <summary>
/// A study's progress as lines in a log, where no live display can redraw one: the first report at once, then at most
/// one line every interval (<see cref="ProgressThrottle"/>) with the position and the time left, e.g.
/// "json: 7/20 (35%), about 1 min 10 s left · GetStreamAsync [Size=10]", and a last line with the study's time.
/// </summary>
/// <remarks>
/// The time left is the time the steps done so far took, per step, times the steps left. It starts over when the study
/// enters a stage counted on its own: another total, or a count that goes back, as each runtime's launch does.
/// </remarks>
internal sealed class StudyProgressLog : IProgress<StudyProgress>
{
    private readonly string study;
    private readonly Action<string> writeLine;
    private readonly TimeProvider clock;
    private readonly ProgressThrottle throttle;
    private readonly long started;
    private readonly Lock gate = new();
    private Stage? stage;

    public StudyProgressLog(string study, Action<string> writeLine, TimeProvider clock, TimeSpan interval)
    {
        this.study = study;
        this.writeLine = writeLine;
        this.clock = clock;
        throttle = new ProgressThrottle(clock, interval);
        started = clock.GetTimestamp();
    }

    public void Report(StudyProgress value)
    {
        ArgumentNullException.ThrowIfNull(value);
        lock (gate)
        {
            var now = clock.GetTimestamp();
            if (stage is null || value.TotalCases != stage.Total || value.CompletedCases < stage.LastDone)
            {
                stage = new Stage(value.TotalCases, value.CompletedCases, now);
            }

            stage.LastDone = value.CompletedCases;
            if (throttle.TryTake())
            {
                writeLine(Line(value, clock.GetElapsedTime(stage.StartedAt, now)));
            }
        }
    }

    /// <summary>Writes the closing line, with the time since the log was created.</summary>
    public void Finished()
    {
        lock (gate)
        {
            writeLine($"{study}: finished in {DurationWords.Format(clock.GetElapsedTime(started))}");
        }
    }

    private string Line(StudyProgress value, TimeSpan stageElapsed)
    {
        var current = string.IsNullOrWhiteSpace(value.CurrentCase) ? string.Empty : $" · {value.CurrentCase}";
        if (value.TotalCases <= 0)
        {
            return $"{study}:{current}";
        }

        var done = Math.Clamp(value.CompletedCases, 0, value.TotalCases);
        var position = Invariant($"{done:#,0}/{value.TotalCases:#,0} ({done * 100L / value.TotalCases}%)");
        if (done == value.TotalCases)
        {
            return $"{study}: {position}{current}";
        }

        var stepsTimed = done - stage!.FirstDone;
        var estimate = stepsTimed <= 0
            ? "estimating the time left"
            : $"about {DurationWords.Format(stageElapsed * (value.TotalCases - done) / stepsTimed)} left";
        return $"{study}: {position}, {estimate}{current}";
    }

    /// <summary>A stretch of the study counted against one total: where it started, and the count it reached.</summary>
    private sealed class Stage(int total, int firstDone, long startedAt)
    {
        public int Total { get; } = total;

        public int FirstDone { get; } = firstDone;

        public long StartedAt { get; } = startedAt;

        public int LastDone { get; set; } = firstDone;
    }
}
