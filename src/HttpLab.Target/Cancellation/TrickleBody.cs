namespace HttpLab.Target.Cancellation;

/// <summary>
/// The bytes <c>/trickle</c> sends: the byte at offset <c>i</c> of the body is <c>i % 251</c>, so a client can check
/// what arrived without the server keeping the body. A prime period keeps chunk sizes from lining up with it.
/// </summary>
internal static class TrickleBody
{
    public const int Period = 251;

    // One buffer long enough that every chunk, at any offset, is a slice of it.
    private static readonly byte[] Pattern = CreatePattern(CancellationEndpoints.MaxChunkBytes + Period);

    public static byte ByteAt(long offset) => (byte)(offset % Period);

    public static ReadOnlyMemory<byte> Chunk(long offset, int count) => Pattern.AsMemory((int)(offset % Period), count);

    private static byte[] CreatePattern(int length)
    {
        var bytes = new byte[length];
        for (var index = 0; index < bytes.Length; index++)
        {
            bytes[index] = ByteAt(index);
        }

        return bytes;
    }
}
