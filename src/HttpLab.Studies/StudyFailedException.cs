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
}
