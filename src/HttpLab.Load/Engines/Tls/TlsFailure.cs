using System.Security.Authentication;

namespace HttpLab.Load.Engines.Tls;

/// <summary>A failed TLS handshake as the one line that stops a run (<see cref="LoadTargetException"/>).</summary>
internal static class TlsFailure
{
    public static LoadTargetException Of(CertificateValidator validator, string authority, Exception exception)
    {
        if (validator.Problem is { } problem)
        {
            return new LoadTargetException(problem, exception);
        }

        var innermost = exception;
        while (innermost.InnerException is { } inner)
        {
            innermost = inner;
        }

        var detail = innermost == exception ? exception.Message : $"{exception.Message} {innermost.Message}";
        return new LoadTargetException(
            $"TLS handshake with {authority} failed (does it speak TLS on that port?): {OneLine(detail)}", exception);
    }

    /// <summary>
    /// True when <paramref name="exception"/> (or one inside it) is a failed handshake: authentication, not the
    /// network.
    /// </summary>
    public static bool IsHandshakeFailure(Exception exception, out AuthenticationException? authentication)
    {
        for (Exception? current = exception; current is not null; current = current.InnerException)
        {
            if (current is AuthenticationException found)
            {
                authentication = found;
                return true;
            }
        }

        authentication = null;
        return false;
    }

    private static string OneLine(string text) =>
        string.Join(' ', text.Split(['\r', '\n'], StringSplitOptions.RemoveEmptyEntries));
}
