using System.Buffers.Binary;

namespace HttpLab.Load.Engines.Http2;

/// <summary>
/// The frames a connection has queued for its next send: one array that grows to the largest batch and is reused, so
/// steady state allocates nothing.
/// </summary>
internal sealed class Http2WriteBuffer(int capacity)
{
    private byte[] buffer = GC.AllocateUninitializedArray<byte>(capacity);

    public byte[] Array => buffer;

    public int Length { get; private set; }

    public void Clear() => Length = 0;

    public void Write(ReadOnlySpan<byte> bytes) => bytes.CopyTo(Reserve(bytes.Length));

    public void Frame(int length, byte type, byte flags, int streamId) =>
        Http2Frame.WriteHeader(Reserve(Http2Frame.HeaderLength), length, type, flags, streamId);

    public void Setting(ushort id, uint value)
    {
        var span = Reserve(6);
        BinaryPrimitives.WriteUInt16BigEndian(span, id);
        BinaryPrimitives.WriteUInt32BigEndian(span[2..], value);
    }

    public void WindowUpdate(int streamId, int increment)
    {
        Frame(4, Http2Frame.WindowUpdate, 0, streamId);
        BinaryPrimitives.WriteInt32BigEndian(Reserve(4), increment);
    }

    public void RstStream(int streamId, uint code)
    {
        Frame(4, Http2Frame.RstStream, 0, streamId);
        BinaryPrimitives.WriteUInt32BigEndian(Reserve(4), code);
    }

    private Span<byte> Reserve(int count)
    {
        if (Length + count > buffer.Length)
        {
            var larger = GC.AllocateUninitializedArray<byte>(Math.Max(buffer.Length * 2, Length + count));
            buffer.AsSpan(0, Length).CopyTo(larger);
            buffer = larger;
        }

        var span = buffer.AsSpan(Length, count);
        Length += count;
        return span;
    }
}
