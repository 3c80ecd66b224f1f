namespace HttpLab.Studies.Clients;

/// <summary>
/// A request body and its length, the same bytes for every case at a size so they all send the same request. The
/// net48 clients run (HttpLab.Clients.Framework) compiles this same file, so Mono sends the bytes .NET sends: both
/// seed System.Random with the size, whose seeded sequence .NET kept from the .NET Framework (and Mono shares).
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
        // Written out rather than ArgumentOutOfRangeException.ThrowIfNegativeOrZero: net48 lacks it.
        if (length <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(length), length, "A body has at least one byte.");
        }

        var bytes = new byte[length];
        new Random(length).NextBytes(bytes);
        return new EchoPayload(bytes);
    }
}
