namespace HttpLab.Load;

/// <summary>
/// The target cannot be measured at all, whatever the load: its name does not resolve, or its TLS handshake fails
/// (a certificate that is not trusted, another host's certificate, a port that does not speak TLS). The message is
/// one line naming the problem. A run stops at the first such failure rather than count one error per request.
/// </summary>
public sealed class LoadTargetException : Exception
{
    public LoadTargetException()
    {
    }

    public LoadTargetException(string message)
        : base(message)
    {
    }

    public LoadTargetException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
