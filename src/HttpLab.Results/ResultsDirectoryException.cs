namespace HttpLab.Results;

/// <summary>The results folder cannot be used as asked; the message is one line, fit for the console.</summary>
public sealed class ResultsDirectoryException : IOException
{
    public ResultsDirectoryException()
    {
    }

    public ResultsDirectoryException(string message)
        : base(message)
    {
    }

    public ResultsDirectoryException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
