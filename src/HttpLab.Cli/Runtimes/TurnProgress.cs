using HttpLab.Studies;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// One turn's progress (a launch on one runtime) as a share of the whole study's: turn <c>k</c> of <c>n</c> at
/// <c>c</c> of its <c>t</c> cases reads as <c>(k - 1) * t + c</c> of <c>n * t</c>, so the progress line's count and
/// time left cover every launch on every runtime, not only the one running. The case is named with its turn.
/// </summary>
internal sealed class TurnProgress(IProgress<StudyProgress> study, int turn, int turns, string label)
    : IProgress<StudyProgress>
{
    public void Report(StudyProgress value)
    {
        ArgumentNullException.ThrowIfNull(value);
        if (turns == 1)
        {
            study.Report(value);
            return;
        }

        study.Report(value with
        {
            CurrentCase = $"{value.CurrentCase} ({label})",
            CompletedCases = ((turn - 1) * value.TotalCases) + value.CompletedCases,
            TotalCases = turns * value.TotalCases,
        });
    }
}
