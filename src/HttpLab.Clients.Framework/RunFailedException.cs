namespace HttpLab.Clients.Framework;

/// <summary>The run cannot produce trustworthy numbers; the message is the one line the program prints.</summary>
public sealed class RunFailedException : Exception
{
    public RunFailedException()
    {
    }

    public RunFailedException(string message)
        : base(message)
    {
    }

    public RunFailedException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
