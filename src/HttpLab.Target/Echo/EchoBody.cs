using System.Buffers;

namespace HttpLab.Target.Echo;

/// <summary>A request body read into a pooled array; <see cref="Dispose"/> returns the array.</summary>
internal sealed class EchoBody : IDisposable
{
    // Chunked bodies start here and double; most echo bodies in the studies fit without growing.
    private const int InitialChunkedBytes = 16 * 1024;

    private byte[] _buffer;

    private EchoBody(byte[] buffer, int length)
    {
        _buffer = buffer;
        Length = length;
    }

    public int Length { get; }

    public ReadOnlyMemory<byte> Memory => _buffer.AsMemory(0, Length);

    /// <summary>Reads the whole body, or returns null once it is known to exceed <paramref name="maxBytes"/>.</summary>
    public static async Task<EchoBody?> ReadAsync(
        Stream body, long? declaredLength, int maxBytes, CancellationToken cancellationToken)
    {
        if (declaredLength is long length)
        {
            return length > maxBytes
                ? null
                : await ReadDeclaredAsync(body, (int)length, cancellationToken).ConfigureAwait(false);
        }

        return await ReadChunkedAsync(body, maxBytes, cancellationToken).ConfigureAwait(false);
    }

    public void Dispose()
    {
        var buffer = Interlocked.Exchange(ref _buffer, []);
        if (buffer.Length > 0)
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    private static async Task<EchoBody> ReadDeclaredAsync(Stream body, int length, CancellationToken cancellationToken)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(length);
        try
        {
            // Kestrel enforces Content-Length: a short body throws, a long one is never delivered.
            await body.ReadExactlyAsync(buffer.AsMemory(0, length), cancellationToken).ConfigureAwait(false);
            return new EchoBody(buffer, length);
        }
        catch
        {
            ArrayPool<byte>.Shared.Return(buffer);
            throw;
        }
    }

    private static async Task<EchoBody?> ReadChunkedAsync(
        Stream body, int maxBytes, CancellationToken cancellationToken)
    {
        var buffer = ArrayPool<byte>.Shared.Rent(InitialChunkedBytes);
        var count = 0;
        try
        {
            while (true)
            {
                if (count == buffer.Length)
                {
                    // One byte of room past the limit is how a body of exactly maxBytes is told from a longer one.
                    buffer = Grow(buffer, count, Math.Min((long)buffer.Length * 2, maxBytes + 1L));
                }

                var read = await body.ReadAsync(buffer.AsMemory(count), cancellationToken).ConfigureAwait(false);
                if (read == 0)
                {
                    var result = new EchoBody(buffer, count);
                    buffer = [];
                    return result;
                }

                count += read;
                if (count > maxBytes)
                {
                    return null;
                }
            }
        }
        finally
        {
            if (buffer.Length > 0)
            {
                ArrayPool<byte>.Shared.Return(buffer);
            }
        }
    }

    private static byte[] Grow(byte[] buffer, int count, long length)
    {
        var larger = ArrayPool<byte>.Shared.Rent((int)length);
        buffer.AsSpan(0, count).CopyTo(larger);
        ArrayPool<byte>.Shared.Return(buffer);
        return larger;
    }
}
