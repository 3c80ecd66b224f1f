namespace HttpLab.Clients.Framework;

/// <summary>An echo did not come back as sent (status, content type, length or bytes).</summary>
public sealed class EchoMismatchException : Exception
{
    public EchoMismatchException()
    {
    }

    public EchoMismatchException(string message)
        : base(message)
    {
    }

    public EchoMismatchException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
