namespace HttpLab.Studies.Clients;

/// <summary>
/// A request body and its length, the same bytes for every case at a size so they all send the same request.
/// </summary>
internal sealed class EchoPayload
{
    public const string ContentType = "application/octet-stream";

    private EchoPayload(byte[] bytes) => Bytes = bytes;

    public byte[] Bytes { get; }

    public int Length => Bytes.Length;

    /// <summary>
    /// Pseudo-random bytes seeded by the size: reproducible across runs, and unlike a repeated pattern a shifted or
    /// swapped chunk in the echo cannot compare equal.
    /// </summary>
    public static EchoPayload Create(int length)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(length);
        var bytes = new byte[length];
        new Random(length).NextBytes(bytes);
        return new EchoPayload(bytes);
    }
}
