using System.Collections.Concurrent;
using System.Net.WebSockets;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// A Chrome DevTools Protocol session over one WebSocket: each command carries an id and its answer is matched back to
/// it by that id, while a background reader hands every event (a message without an id) to the handler given at
/// connection. The reader ends when the socket closes or the connection is disposed, and fails the commands still
/// waiting.
/// </summary>
internal sealed class DevToolsConnection : IAsyncDisposable
{
    private static readonly JsonSerializerOptions CommandJson =
        new() { DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull };

    private readonly ClientWebSocket socket;
    private readonly Action<string, JsonElement> onEvent;
    private readonly ConcurrentDictionary<int, PendingCommand> pending = new();
    private readonly SemaphoreSlim sending = new(1, 1);
    private readonly CancellationTokenSource closing = new();
    private Task reading = Task.CompletedTask;
    private int lastId;

    private DevToolsConnection(ClientWebSocket socket, Action<string, JsonElement> onEvent)
    {
        this.socket = socket;
        this.onEvent = onEvent;
    }

    /// <summary>
    /// Opens the WebSocket; <c>onEvent</c> is then called on the reader's thread with each event's method and
    /// parameters, and must not throw or block.
    /// </summary>
    public static async Task<DevToolsConnection> ConnectAsync(
        Uri endpoint,
        Action<string, JsonElement> onEvent,
        TimeSpan timeout,
        CancellationToken cancellationToken)
    {
        var socket = new ClientWebSocket();
        try
        {
            using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
            limit.CancelAfter(timeout);
            await socket.ConnectAsync(endpoint, limit.Token).ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is WebSocketException or OperationCanceledException
            && !cancellationToken.IsCancellationRequested)
        {
            socket.Dispose();
            throw new HeadlessBrowserException($"Could not open the DevTools WebSocket {endpoint}.", exception);
        }

        var connection = new DevToolsConnection(socket, onEvent);
        connection.reading = Task.Run(connection.ReadAsync, CancellationToken.None);
        return connection;
    }

    /// <summary>
    /// Sends a command and returns its result once the browser answers it; <c>parameters</c> are serialized as the
    /// command's params (null members left out), and may be null for none.
    /// </summary>
    /// <exception cref="HeadlessBrowserException">
    /// The browser answered with an error, or closed the connection.
    /// </exception>
    /// <exception cref="TimeoutException">No answer within <paramref name="timeout"/>.</exception>
    public async Task<JsonElement> SendAsync(
        string method,
        object? parameters,
        TimeSpan timeout,
        CancellationToken cancellationToken)
    {
        var id = Interlocked.Increment(ref lastId);
        var command = new PendingCommand(method);
        pending[id] = command;
        try
        {
            using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
            limit.CancelAfter(timeout);
            if (reading.IsCompleted)
            {
                throw new HeadlessBrowserException($"{method}: the DevTools connection has closed.");
            }

            var message = JsonSerializer.SerializeToUtf8Bytes(
                new { id, method, @params = parameters ?? new object() }, CommandJson);
            await sending.WaitAsync(limit.Token).ConfigureAwait(false);
            try
            {
                await socket.SendAsync(
                        new ReadOnlyMemory<byte>(message), WebSocketMessageType.Text, endOfMessage: true, limit.Token)
                    .ConfigureAwait(false);
            }
            finally
            {
                sending.Release();
            }

            return await command.Answer.Task.WaitAsync(limit.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            throw new TimeoutException($"{method}: the browser did not answer within {timeout.TotalSeconds:0} s.");
        }
        catch (WebSocketException exception)
        {
            throw new HeadlessBrowserException($"{method}: the DevTools connection failed.", exception);
        }
        finally
        {
            pending.TryRemove(id, out _);
        }
    }

    public async ValueTask DisposeAsync()
    {
        await closing.CancelAsync().ConfigureAwait(false);
        socket.Abort();
        await reading.ConfigureAwait(false);
        socket.Dispose();
        closing.Dispose();
        sending.Dispose();
    }

    private async Task ReadAsync()
    {
        var buffer = new byte[64 * 1024];
        using var message = new MemoryStream();
        Exception? endedBy = null;
        try
        {
            while (true)
            {
                var received = await socket.ReceiveAsync(buffer.AsMemory(), closing.Token).ConfigureAwait(false);
                if (received.MessageType == WebSocketMessageType.Close)
                {
                    break;
                }

                message.Write(buffer, 0, received.Count);
                if (received.EndOfMessage)
                {
                    Dispatch(message.GetBuffer().AsMemory(0, (int)message.Length));
                    message.SetLength(0);
                }
            }
        }
        catch (Exception exception) when (exception is WebSocketException or OperationCanceledException
            or ObjectDisposedException or JsonException)
        {
            // Closed under it (by DisposeAsync, or by the browser ending), or sent something that is not JSON.
            endedBy = exception;
        }
        finally
        {
            foreach (var command in pending.Values)
            {
                var closed = $"{command.Method}: the DevTools connection closed before the answer.";
                command.Answer.TrySetException(endedBy is null
                    ? new HeadlessBrowserException(closed)
                    : new HeadlessBrowserException(closed, endedBy));
            }
        }
    }

    private void Dispatch(ReadOnlyMemory<byte> text)
    {
        using var document = JsonDocument.Parse(text);
        var root = document.RootElement;
        if (root.TryGetProperty("id", out var id))
        {
            if (pending.TryGetValue(id.GetInt32(), out var command))
            {
                command.Complete(root);
            }
        }
        else if (root.TryGetProperty("method", out var method))
        {
            onEvent(
                method.GetString()!,
                root.TryGetProperty("params", out var parameters) ? parameters.Clone() : default);
        }
    }

    private sealed class PendingCommand(string method)
    {
        public string Method { get; } = method;

        public TaskCompletionSource<JsonElement> Answer { get; } =
            new(TaskCreationOptions.RunContinuationsAsynchronously);

        public void Complete(JsonElement response)
        {
            if (response.TryGetProperty("error", out var error))
            {
                var text = error.TryGetProperty("message", out var message) ? message.GetString() : error.GetRawText();
                Answer.TrySetException(new HeadlessBrowserException($"{Method}: the browser refused it: {text}"));
            }
            else
            {
                Answer.TrySetResult(
                    response.TryGetProperty("result", out var result) ? result.Clone() : default);
            }
        }
    }
}
