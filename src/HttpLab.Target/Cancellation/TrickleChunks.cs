using HttpLab.Contracts.Cancellation;

namespace HttpLab.Target.Cancellation;

/// <summary>The <see cref="TrickleBody"/> pattern as chunks to write, each a slice of one buffer made once.</summary>
internal static class TrickleChunks
{
    // One buffer long enough that every chunk, at any offset, is a slice of it.
    private static readonly byte[] Pattern = CreatePattern(CancellationRoutes.MaxChunkBytes + TrickleBody.Period);

    public static ReadOnlyMemory<byte> Chunk(long offset, int count) =>
        Pattern.AsMemory((int)(offset % TrickleBody.Period), count);

    private static byte[] CreatePattern(int length)
    {
        var bytes = new byte[length];
        for (var index = 0; index < bytes.Length; index++)
        {
            bytes[index] = TrickleBody.ByteAt(index);
        }

        return bytes;
    }
}
