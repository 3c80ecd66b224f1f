namespace HttpLab.Studies.Clients;

/// <summary>
/// An echo did not come back as sent (status, content type, length or bytes): the case's numbers cannot count.
/// </summary>
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
