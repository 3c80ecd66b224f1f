using HttpLab.Contracts.Cancellation;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// The mutable state behind one <see cref="AbortRecord"/>. The request's handler writes it through a
/// <see cref="RequestWatch"/>; <c>GET /aborts/{id}</c> reads snapshots and waits on <see cref="Finished"/>.
/// </summary>
internal sealed class TrackedRequest
{
    private readonly Lock _lock = new();

    // Asynchronous continuations: the handler that finishes must not go on to serve the waiting poller's response.
    private readonly TaskCompletionSource _finished = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly TimeProvider _time;
    private readonly long _startedTimestamp;
    private readonly DateTimeOffset _startedUtc;
    private long _bytesSent;
    private long? _abortedTimestamp;
    private DateTimeOffset? _abortedUtc;
    private long? _bytesSentAtAbort;
    private bool _completed;
    private long? _finishedTimestamp;
    private DateTimeOffset? _finishedUtc;

    public TrackedRequest(string id, string endpoint, long contentLength, TimeProvider time)
    {
        Id = id;
        Endpoint = endpoint;
        ContentLength = contentLength;
        _time = time;
        _startedTimestamp = time.GetTimestamp();
        _startedUtc = time.GetUtcNow();
    }

    public string Id { get; }

    public string Endpoint { get; }

    public long ContentLength { get; }

    /// <summary>Completes when the handler has ended; the record is final from then on.</summary>
    public Task Finished => _finished.Task;

    public void AddBytesSent(long count)
    {
        lock (_lock)
        {
            _bytesSent += count;
        }
    }

    /// <summary>Records the abort; only the first call before <see cref="Finish"/> counts.</summary>
    public void MarkAborted()
    {
        // Read the clock before anything that could wait, such as the lock.
        var timestamp = _time.GetTimestamp();
        var utc = _time.GetUtcNow();
        lock (_lock)
        {
            if (_abortedTimestamp is not null || _finishedTimestamp is not null || _completed)
            {
                return;
            }

            _abortedTimestamp = timestamp;
            _abortedUtc = utc;
            _bytesSentAtAbort = _bytesSent;
        }
    }

    /// <summary>Records that the whole response went out; ignored once an abort was seen.</summary>
    public void MarkCompleted()
    {
        lock (_lock)
        {
            if (_abortedTimestamp is null && _finishedTimestamp is null)
            {
                _completed = true;
            }
        }
    }

    public void Finish()
    {
        var timestamp = _time.GetTimestamp();
        var utc = _time.GetUtcNow();
        lock (_lock)
        {
            if (_finishedTimestamp is not null)
            {
                return;
            }

            _finishedTimestamp = timestamp;
            _finishedUtc = utc;
        }

        _finished.TrySetResult();
    }

    /// <summary>The record once it is final, or as it stands when <paramref name="timeout"/> passes.</summary>
    public async Task<AbortRecord> WaitFinishedAsync(TimeSpan timeout, CancellationToken cancellationToken)
    {
        if (timeout > TimeSpan.Zero && !Finished.IsCompleted)
        {
            // A timeout or a poller that leaves both just mean: answer with what is known now.
            await Finished.WaitAsync(timeout, _time, cancellationToken)
                .ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
        }

        return Snapshot();
    }

    public AbortRecord Snapshot()
    {
        lock (_lock)
        {
            return new AbortRecord(
                Id,
                Endpoint,
                _time.TimestampFrequency,
                _startedTimestamp,
                _startedUtc,
                ContentLength,
                _abortedTimestamp is not null,
                _abortedTimestamp,
                _abortedUtc,
                _bytesSentAtAbort,
                _bytesSent,
                _completed,
                _finishedTimestamp is not null,
                _finishedTimestamp,
                _finishedUtc);
        }
    }
}
