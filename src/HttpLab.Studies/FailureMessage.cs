namespace HttpLab.Studies;

/// <summary>
/// An exception as a one-line reason that names what the data shows: HttpClient's "An error occurred while sending the
/// request." says nothing until its innermost cause ("Connection reset by peer") is added.
/// </summary>
public static class FailureMessage
{
    public static string Of(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        var innermost = exception;
        while (innermost.InnerException is { } inner)
        {
            innermost = inner;
        }

        var message = exception.Message.TrimEnd('.');
        return innermost == exception || message.Contains(innermost.Message.TrimEnd('.'), StringComparison.Ordinal)
            ? exception.Message
            : $"{message}: {innermost.Message}";
    }
}
