using System.Buffers.Binary;
using HttpLab.Load.Engines.Raw;

namespace HttpLab.Load.Engines.Http2;

internal sealed partial class Http2Link
{
    // A window given back once this much of it is used: large, so WINDOW_UPDATEs are rare, and never near empty.
    private const int WindowRefill = 1 << 30;

    // The start of the header block in progress (HEADERS then CONTINUATIONs): :status is its first field.
    private readonly byte[] headerBlock = new byte[256];
    private int headerBlockLength;
    private int blockStream;
    private Http2Lane? blockLane;
    private bool blockEndsStream;
    private long unacknowledged;

    /// <summary>
    /// Under the lock: handles one frame. A stream that ends sets <paramref name="done"/> and
    /// <paramref name="outcome"/> for the caller to report outside the lock; a connection error is returned.
    /// </summary>
    private LoadErrorKind? Handle(
        byte type,
        byte flags,
        int streamId,
        ReadOnlySpan<byte> payload,
        ref IRequestCompletion? done,
        ref RequestOutcome outcome)
    {
        if (dead)
        {
            return null;
        }

        if (blockStream != 0 && (type != Http2Frame.Continuation || streamId != blockStream))
        {
            return LoadErrorKind.Unparsable;
        }

        switch (type)
        {
            case Http2Frame.Data:
                return OnData(flags, streamId, payload, ref done, ref outcome);
            case Http2Frame.Headers:
                return OnHeaders(flags, streamId, payload, ref done, ref outcome);
            case Http2Frame.Continuation:
                return blockStream == 0 ? LoadErrorKind.Unparsable : OnBlock(flags, payload, ref done, ref outcome);
            case Http2Frame.RstStream:
                if (streamId != 0 && streams.Remove(streamId, out var reset))
                {
                    End(reset, RequestOutcome.Failed(LoadErrorKind.Reset), ref done, ref outcome);
                }

                return null;
            case Http2Frame.Settings:
                return (flags & Http2Frame.Ack) != 0 ? null : OnSettings(payload);
            case Http2Frame.Ping:
                if ((flags & Http2Frame.Ack) == 0 && payload.Length == 8)
                {
                    pending.Frame(8, Http2Frame.Ping, Http2Frame.Ack, 0);
                    pending.Write(payload);
                }

                return null;
            case Http2Frame.WindowUpdate:
                return OnWindowUpdate(streamId, payload);
            case Http2Frame.GoAway:
                // The server takes no more streams; those in flight fail as resets and the next start reconnects.
                return LoadErrorKind.Reset;
            case Http2Frame.PushPromise:
                // Push is disabled by our settings.
                return LoadErrorKind.Unparsable;
            default:
                // PRIORITY, and frame types this engine does not know, which must be ignored.
                return null;
        }
    }

    private LoadErrorKind? OnData(
        byte flags, int streamId, ReadOnlySpan<byte> payload, ref IRequestCompletion? done, ref RequestOutcome outcome)
    {
        // Padding counts against the windows too.
        unacknowledged += payload.Length;
        if (unacknowledged >= WindowRefill)
        {
            pending.WindowUpdate(0, (int)unacknowledged);
            unacknowledged = 0;
        }

        if (!streams.TryGetValue(streamId, out var lane))
        {
            // A stream we reset: the server may send what it had queued.
            return null;
        }

        if (lane.Status == 0)
        {
            return LoadErrorKind.Unparsable;
        }

        lane.Unacknowledged += payload.Length;
        lane.BodyReceived += (flags & Http2Frame.Padded) != 0 && payload.Length > 0
            ? Math.Max(0, payload.Length - 1 - payload[0])
            : payload.Length;
        if (lane.Unacknowledged >= WindowRefill && (flags & Http2Frame.EndStream) == 0)
        {
            pending.WindowUpdate(streamId, (int)lane.Unacknowledged);
            lane.Unacknowledged = 0;
        }

        if ((flags & Http2Frame.EndStream) != 0)
        {
            streams.Remove(streamId);
            End(lane, RequestOutcome.Response(lane.Status, lane.BodyReceived), ref done, ref outcome);
        }

        return null;
    }

    private LoadErrorKind? OnHeaders(
        byte flags, int streamId, ReadOnlySpan<byte> payload, ref IRequestCompletion? done, ref RequestOutcome outcome)
    {
        if ((flags & Http2Frame.Padded) != 0)
        {
            if (payload.Length < 1 || payload[0] >= payload.Length)
            {
                return LoadErrorKind.Unparsable;
            }

            payload = payload[1..^payload[0]];
        }

        if ((flags & Http2Frame.PriorityFlag) != 0)
        {
            if (payload.Length < 5)
            {
                return LoadErrorKind.Unparsable;
            }

            payload = payload[5..];
        }

        blockStream = streamId;
        blockLane = streams.GetValueOrDefault(streamId);
        blockEndsStream = (flags & Http2Frame.EndStream) != 0;
        headerBlockLength = 0;
        return OnBlock(flags, payload, ref done, ref outcome);
    }

    /// <summary>
    /// A fragment of the header block in progress; at its end, reads :status and ends the stream if due.
    /// </summary>
    private LoadErrorKind? OnBlock(
        byte flags, ReadOnlySpan<byte> fragment, ref IRequestCompletion? done, ref RequestOutcome outcome)
    {
        var copied = Math.Min(fragment.Length, headerBlock.Length - headerBlockLength);
        fragment[..copied].CopyTo(headerBlock.AsSpan(headerBlockLength));
        headerBlockLength += copied;
        if ((flags & Http2Frame.EndHeaders) == 0)
        {
            return null;
        }

        var lane = blockLane;
        var streamId = blockStream;
        (blockStream, blockLane) = (0, null);
        if (lane is null || lane.Link != this || lane.StreamId != streamId)
        {
            // A stream we reset or never had.
            return null;
        }

        if (lane.Status == 0)
        {
            if (HpackStatus.Decode(headerBlock.AsSpan(0, headerBlockLength), out var status) != ParseStatus.Complete)
            {
                return LoadErrorKind.Unparsable;
            }

            // 1xx: an interim response; the final one follows in another HEADERS. Later blocks are trailers.
            lane.Status = status >= 200 ? status : 0;
        }

        if (blockEndsStream)
        {
            if (lane.Status == 0)
            {
                return LoadErrorKind.Unparsable;
            }

            streams.Remove(streamId);
            End(lane, RequestOutcome.Response(lane.Status, lane.BodyReceived), ref done, ref outcome);
        }

        return null;
    }

    private LoadErrorKind? OnSettings(ReadOnlySpan<byte> payload)
    {
        if (payload.Length % 6 != 0)
        {
            return LoadErrorKind.Unparsable;
        }

        for (var offset = 0; offset < payload.Length; offset += 6)
        {
            var id = BinaryPrimitives.ReadUInt16BigEndian(payload[offset..]);
            var value = BinaryPrimitives.ReadUInt32BigEndian(payload[(offset + 2)..]);
            if (id == Http2Frame.MaxConcurrentStreams)
            {
                maxStreams = value;
                continue;
            }

            if (id != Http2Frame.InitialWindowSize)
            {
                // The server's table size, frame and header list sizes: nothing we send comes near them.
                continue;
            }

            if (value > Http2Frame.MaxWindow)
            {
                return LoadErrorKind.Unparsable;
            }

            var delta = (int)value - initialStreamWindow;
            initialStreamWindow = (int)value;
            foreach (var lane in streams.Values)
            {
                lane.SendWindow += delta;
            }
        }

        pending.Frame(0, Http2Frame.Settings, Http2Frame.Ack, 0);
        StartWaiting();
        SendBodies();
        return null;
    }

    private LoadErrorKind? OnWindowUpdate(int streamId, ReadOnlySpan<byte> payload)
    {
        if (payload.Length != 4)
        {
            return LoadErrorKind.Unparsable;
        }

        var increment = BinaryPrimitives.ReadInt32BigEndian(payload) & int.MaxValue;
        if (streamId == 0)
        {
            connectionWindow += increment;
        }
        else if (streams.TryGetValue(streamId, out var lane))
        {
            lane.SendWindow += increment;
        }

        if (bodies.Count > 0)
        {
            SendBodies();
        }

        return null;
    }

    /// <summary>Under the lock: claims the end of a stream removed from the table, for the caller to report.</summary>
    private void End(Http2Lane lane, RequestOutcome result, ref IRequestCompletion? done, ref RequestOutcome outcome)
    {
        if (result.Error is null && lane.Request.Body is { } body && lane.BodySent < body.Length)
        {
            // Answered before its body was all sent (a 413, an early error): the rest is not wanted. (Never in answer
            // to the server's RST_STREAM, which must not be answered with one.)
            pending.RstStream(lane.StreamId, Http2Frame.Cancel);
        }

        Forget(lane);
        done = lane.Completion;
        lane.Completion = null;
        outcome = result;
    }
}
