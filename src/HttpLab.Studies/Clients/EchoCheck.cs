using System.Net;

namespace HttpLab.Studies.Clients;

/// <summary>Checks one echoed response against the body sent; every case calls it on every response.</summary>
internal static class EchoCheck
{
    /// <summary>
    /// Throws <see cref="EchoMismatchException"/> naming <paramref name="kind"/> unless the response is 200 with the
    /// content type sent and exactly the bytes sent. <paramref name="received"/> holds what was read, up to one byte
    /// more than was sent, so a longer echo shows as one byte too many.
    /// </summary>
    public static void Validate(
        ClientKind kind, EchoPayload sent, HttpStatusCode status, string? contentType, ReadOnlySpan<byte> received)
    {
        if (status != HttpStatusCode.OK)
        {
            throw Mismatch(kind, sent, EchoMismatchText.Status((int)status, status.ToString()));
        }

        if (!string.Equals(contentType, EchoPayload.ContentType, StringComparison.OrdinalIgnoreCase))
        {
            throw Mismatch(kind, sent, EchoMismatchText.ContentType(contentType));
        }

        if (received.Length != sent.Length)
        {
            throw Mismatch(kind, sent, EchoMismatchText.Length(received.Length, sent.Length));
        }

        var same = received.CommonPrefixLength(sent.Bytes);
        if (same != sent.Length)
        {
            throw Mismatch(kind, sent, EchoMismatchText.Byte(same, received[same], sent.Bytes[same]));
        }
    }

    /// <summary>
    /// Reads the body into <paramref name="buffer"/> until the end or until it is full; returns the count read.
    /// </summary>
    public static async Task<int> ReadAsync(Stream body, Memory<byte> buffer, CancellationToken cancellationToken)
    {
        var total = 0;
        while (total < buffer.Length)
        {
            var read = await body.ReadAsync(buffer[total..], cancellationToken).ConfigureAwait(false);
            if (read == 0)
            {
                break;
            }

            total += read;
        }

        return total;
    }

    private static EchoMismatchException Mismatch(ClientKind kind, EchoPayload sent, string what) =>
        new(EchoMismatchText.Message(kind.ToString(), sent.Length, what));
}
