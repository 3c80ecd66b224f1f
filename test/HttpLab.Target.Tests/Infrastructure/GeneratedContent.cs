using System.Net;

namespace HttpLab.Target.Tests.Infrastructure;

/// <summary>
/// A request body of <paramref name="length"/> bytes that is written as it is made, never held: with
/// <paramref name="declareLength"/> it goes out with Content-Length, otherwise chunked. <see cref="Written"/> says how
/// much of it the connection took before it ended.
/// </summary>
internal sealed class GeneratedContent(long length, bool declareLength) : HttpContent
{
    private const int BlockBytes = 64 * 1024;

    private readonly long total = length;

    private long written;

    /// <summary>How many bytes were handed to the connection.</summary>
    public long Written => Interlocked.Read(ref written);

    protected override async Task SerializeToStreamAsync(Stream stream, TransportContext? context)
    {
        var block = new byte[BlockBytes];
        Array.Fill(block, (byte)'b');
        while (Written < total)
        {
            var count = (int)Math.Min(BlockBytes, total - Written);
            await stream.WriteAsync(block.AsMemory(0, count));
            Interlocked.Add(ref written, count);
        }
    }

    protected override bool TryComputeLength(out long length)
    {
        length = declareLength ? total : 0;
        return declareLength;
    }
}
