namespace HttpLab.TestSupport.Browser;

/// <summary>
/// The browser could not be started or reached, refused a DevTools command, or the page's script threw; the message
/// says which, with the browser's own words where it gave any.
/// </summary>
public sealed class HeadlessBrowserException : Exception
{
    public HeadlessBrowserException()
    {
    }

    public HeadlessBrowserException(string message)
        : base(message)
    {
    }

    public HeadlessBrowserException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
