using HttpLab.Results;

namespace HttpLab.Studies;

/// <summary>A study could not produce trustworthy numbers; the message names the case and the reason.</summary>
public sealed class StudyFailedException : Exception
{
    public StudyFailedException()
    {
    }

    public StudyFailedException(string message)
        : base(message)
    {
    }

    public StudyFailedException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    /// <summary>
    /// A failure after some cases were measured: <paramref name="partial"/> holds them, so they are not lost.
    /// </summary>
    public StudyFailedException(string message, SuiteResult partial, Exception? innerException = null)
        : base(message, innerException)
    {
        ArgumentNullException.ThrowIfNull(partial);
        Partial = partial;
    }

    /// <summary>The cases measured before the failure, when there were any to keep; null otherwise.</summary>
    public SuiteResult? Partial { get; }
}
