namespace HttpLab.Clients.Framework;

/// <summary>
/// A request body and its length. The bytes are those the .NET clients study sends at the same size: both seed
/// System.Random with the size, whose seeded sequence .NET kept from the .NET Framework (and Mono shares).
/// </summary>
internal sealed class EchoPayload
{
    public const string ContentType = "application/octet-stream";

    private EchoPayload(byte[] bytes) => Bytes = bytes;

    public byte[] Bytes { get; }

    public int Length => Bytes.Length;

    public static EchoPayload Create(int length)
    {
        if (length <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(length), length, "A body has at least one byte.");
        }

        var bytes = new byte[length];
        new Random(length).NextBytes(bytes);
        return new EchoPayload(bytes);
    }
}
