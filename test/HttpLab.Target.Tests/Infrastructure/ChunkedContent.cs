using System.Net;

namespace HttpLab.Target.Tests.Infrastructure;

/// <summary>Content with no declared length, so HttpClient sends it with chunked transfer encoding.</summary>
internal sealed class ChunkedContent(byte[] bytes, int chunkBytes = 64 * 1024) : HttpContent
{
    protected override async Task SerializeToStreamAsync(Stream stream, TransportContext? context)
    {
        for (var offset = 0; offset < bytes.Length; offset += chunkBytes)
        {
            await stream.WriteAsync(bytes.AsMemory(offset, Math.Min(chunkBytes, bytes.Length - offset)));
        }
    }

    protected override bool TryComputeLength(out long length)
    {
        length = 0;
        return false;
    }
}
