using System.Buffers.Binary;

namespace HttpLab.Load.Engines.Http2;

/// <summary>HTTP/2 frame types, flags and settings (RFC 9113 section 6) the raw HTTP/2 engine uses.</summary>
internal static class Http2Frame
{
    public const int HeaderLength = 9;

    /// <summary>The largest frame payload either side sends: the default, which the engine never raises.</summary>
    public const int MaxPayload = 16 * 1024;

    /// <summary>The flow-control window every stream and the connection start with (RFC 9113 section 6.9.2).</summary>
    public const int DefaultWindow = 65_535;

    public const int MaxWindow = int.MaxValue;

    public const byte Data = 0x0;
    public const byte Headers = 0x1;
    public const byte Priority = 0x2;
    public const byte RstStream = 0x3;
    public const byte Settings = 0x4;
    public const byte PushPromise = 0x5;
    public const byte Ping = 0x6;
    public const byte GoAway = 0x7;
    public const byte WindowUpdate = 0x8;
    public const byte Continuation = 0x9;

    public const byte EndStream = 0x1;
    public const byte Ack = 0x1;
    public const byte EndHeaders = 0x4;
    public const byte Padded = 0x8;
    public const byte PriorityFlag = 0x20;

    public const ushort HeaderTableSize = 0x1;
    public const ushort EnablePush = 0x2;
    public const ushort MaxConcurrentStreams = 0x3;
    public const ushort InitialWindowSize = 0x4;

    /// <summary>RST_STREAM's code for a stream the client no longer wants (a timeout or a stop).</summary>
    public const uint Cancel = 0x8;

    /// <summary>What every connection starts with (RFC 9113 section 3.4).</summary>
    public static ReadOnlySpan<byte> Preface => "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"u8;

    public static void WriteHeader(Span<byte> destination, int length, byte type, byte flags, int streamId)
    {
        destination[0] = (byte)(length >> 16);
        destination[1] = (byte)(length >> 8);
        destination[2] = (byte)length;
        destination[3] = type;
        destination[4] = flags;
        BinaryPrimitives.WriteInt32BigEndian(destination[5..], streamId & int.MaxValue);
    }

    public static int ReadLength(ReadOnlySpan<byte> header) => (header[0] << 16) | (header[1] << 8) | header[2];

    public static int ReadStreamId(ReadOnlySpan<byte> header) =>
        BinaryPrimitives.ReadInt32BigEndian(header[5..]) & int.MaxValue;
}
