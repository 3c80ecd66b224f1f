using System.Net;
using HttpLab.Studies.Clients;

namespace HttpLab.Clients.Framework;

/// <summary>
/// The .NET clients study's echo check (HttpLab.Studies/Clients/EchoCheck.cs) for .NET Framework, in the same words
/// (EchoMismatchText, compiled in from there): a response counts only if it is 200 with the content type sent and
/// exactly the bytes sent.
/// </summary>
internal static class EchoCheck
{
    /// <summary>
    /// <paramref name="received"/> holds <paramref name="count"/> bytes read, up to one more than were sent, so a
    /// longer echo shows as one byte too many.
    /// </summary>
    public static void Validate(
        string caseName, EchoPayload sent, HttpStatusCode status, string? contentType, byte[] received, int count)
    {
        if (status != HttpStatusCode.OK)
        {
            throw Mismatch(caseName, sent, EchoMismatchText.Status((int)status, status.ToString()));
        }

        if (!string.Equals(contentType, EchoPayload.ContentType, StringComparison.OrdinalIgnoreCase))
        {
            throw Mismatch(caseName, sent, EchoMismatchText.ContentType(contentType));
        }

        if (count != sent.Length)
        {
            throw Mismatch(caseName, sent, EchoMismatchText.Length(count, sent.Length));
        }

        for (var index = 0; index < count; index++)
        {
            if (received[index] != sent.Bytes[index])
            {
                throw Mismatch(caseName, sent, EchoMismatchText.Byte(index, received[index], sent.Bytes[index]));
            }
        }
    }

    /// <summary>Reads the body into <paramref name="buffer"/> until the end or until it is full; returns the count.
    /// </summary>
    public static async Task<int> ReadAsync(Stream body, byte[] buffer, CancellationToken cancellationToken)
    {
        var total = 0;
        while (total < buffer.Length)
        {
            var read = await body.ReadAsync(buffer, total, buffer.Length - total, cancellationToken)
                .ConfigureAwait(false);
            if (read == 0)
            {
                break;
            }

            total += read;
        }

        return total;
    }

    private static EchoMismatchException Mismatch(string caseName, EchoPayload sent, string what) =>
        new(EchoMismatchText.Message(caseName, sent.Length, what));
}
