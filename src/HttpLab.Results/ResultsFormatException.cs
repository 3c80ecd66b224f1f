namespace HttpLab.Results;

/// <summary>A results.json that cannot be read: not JSON, not a run, or written by a newer HttpLab.</summary>
public sealed class ResultsFormatException : Exception
{
    public ResultsFormatException()
    {
    }

    public ResultsFormatException(string message)
        : base(message)
    {
    }

    public ResultsFormatException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
