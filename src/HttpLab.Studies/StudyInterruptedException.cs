using HttpLab.Results;

namespace HttpLab.Studies;

/// <summary>
/// A study was cancelled part-way; <see cref="Partial"/> holds the cases it finished, so they are not lost.
/// </summary>
public sealed class StudyInterruptedException : OperationCanceledException
{
    public StudyInterruptedException(SuiteResult partial, OperationCanceledException inner)
        : base(
            $"{partial?.Name} was interrupted after {partial?.Cases.Count} cases.",
            inner,
            inner?.CancellationToken ?? default)
    {
        ArgumentNullException.ThrowIfNull(partial);
        Partial = partial;
    }

    public SuiteResult Partial { get; }
}
