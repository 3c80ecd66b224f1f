using System.Globalization;
using System.Net.Sockets;
using System.Text;
using HttpLab.Target.Cancellation;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Faults;

/// <summary>The faults on the connection itself: reset, close mid-body, garbage, a wrong Content-Length.</summary>
internal static class ConnectionFaults
{
    public static Task ResetAsync(HttpContext context, ILogger logger)
    {
        if (RawWire.SocketOf(context) is { } socket)
        {
            RawWire.Reset(context, socket);
        }
        else
        {
            // Over HTTP/2 this resets the stream (RST_STREAM), which is that protocol's reset of one request; over
            // TLS it ends the connection.
            context.Abort();
        }

        TargetLog.FaultServed(logger, FaultEndpoints.ResetPath);
        return Task.CompletedTask;
    }

    public static async Task CloseMidBodyAsync(HttpContext context, ILogger logger)
    {
        if (await RawSocketAsync(context, logger).ConfigureAwait(false) is not { } socket)
        {
            return;
        }

        var response = Head(FaultEndpoints.CloseMidBodyLength, FaultEndpoints.CloseMidBodyLength / 2);
        await RawWire.SendAndCloseAsync(context, socket, response, context.RequestAborted).ConfigureAwait(false);
        TargetLog.FaultServed(logger, FaultEndpoints.CloseMidBodyPath);
    }

    public static async Task GarbageAsync(HttpContext context, ILogger logger)
    {
        if (await RawSocketAsync(context, logger).ConfigureAwait(false) is not { } socket)
        {
            return;
        }

        await RawWire.SendAndCloseAsync(context, socket, FaultEndpoints.Garbage.ToArray(), context.RequestAborted)
            .ConfigureAwait(false);
        TargetLog.FaultServed(logger, FaultEndpoints.GarbagePath);
    }

    public static async Task WrongLengthAsync(HttpContext context, ILogger logger)
    {
        var error = QueryParameter.TryGetInt(
            context.Request.Query,
            FaultEndpoints.LengthParameter,
            0,
            FaultEndpoints.MaxWrongLength,
            FaultEndpoints.DefaultWrongLength,
            out var length);
        if (error is not null)
        {
            await RefuseAsync(context, logger, QueryParameter.ProblemTitle, error).ConfigureAwait(false);
            return;
        }

        if (await RawSocketAsync(context, logger).ConfigureAwait(false) is not { } socket)
        {
            return;
        }

        var stopping = context.RequestAborted;
        await RawWire.SendAsync(socket, Head(length, FaultEndpoints.WrongLengthBodyBytes), stopping)
            .ConfigureAwait(false);
        TargetLog.FaultServed(logger, FaultEndpoints.WrongLengthPath);
        try
        {
            // Held open: a client that believes the length waits for bytes that never come (or reads the surplus as
            // its next response) until its own timeout, not until a close tells it.
            await Task.Delay(FaultEndpoints.WrongLengthHoldMs, stopping).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (stopping.IsCancellationRequested)
        {
            // The client left.
        }

        RawWire.Close(context, socket);
    }

    /// <summary>Status line and headers declaring <paramref name="declared"/> bytes, then <paramref name="sent"/> of
    /// them.</summary>
    private static byte[] Head(int declared, int sent)
    {
        var head = string.Create(
            CultureInfo.InvariantCulture,
            $"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: {declared}\r\n\r\n");
        var bytes = new byte[Encoding.ASCII.GetByteCount(head) + sent];
        var written = Encoding.ASCII.GetBytes(head, bytes);
        for (var offset = 0; offset < sent; offset++)
        {
            bytes[written + offset] = FaultEndpoints.BodyByteAt(offset);
        }

        return bytes;
    }

    private static async Task<Socket?> RawSocketAsync(HttpContext context, ILogger logger)
    {
        if (RawWire.SocketOf(context) is { } socket)
        {
            return socket;
        }

        await RefuseAsync(
                context,
                logger,
                "Fault needs cleartext HTTP/1.1",
                $"{context.Request.Path} writes its bytes on the connection itself, which this request "
                + $"({context.Request.Protocol}{(context.Request.IsHttps ? " over TLS" : string.Empty)}) does not "
                + "give: ask for it over cleartext HTTP/1.1.")
            .ConfigureAwait(false);
        return null;
    }

    internal static Task RefuseAsync(HttpContext context, ILogger logger, string title, string detail)
    {
        TargetLog.FaultRefused(logger, context.Request.Path.Value ?? string.Empty, detail);
        return TargetProblems.WriteAsync(context, StatusCodes.Status400BadRequest, title, detail);
    }
}
