namespace HttpLab.Target.Cancellation;

/// <summary>
/// The tracked requests by id, holding the newest <c>capacity</c>: starting one more evicts the oldest, so a long
/// study cannot grow the server's memory without bound. Thread-safe.
/// </summary>
internal sealed class AbortRecordStore
{
    private readonly Lock _lock = new();
    private readonly Dictionary<string, TrackedRequest> _requests = new(StringComparer.Ordinal);

    // Ids in the order they started; ids are never reused while stored, so this matches the dictionary exactly.
    private readonly Queue<string> _order = new();
    private readonly int _capacity;

    public AbortRecordStore(int capacity, TimeProvider time)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(capacity, 1);
        _capacity = capacity;
        Time = time;
    }

    public TimeProvider Time { get; }

    public int Count
    {
        get
        {
            lock (_lock)
            {
                return _requests.Count;
            }
        }
    }

    /// <summary>Starts tracking <paramref name="id"/>, or returns null when a stored request already has it.</summary>
    public TrackedRequest? TryStart(string id, string endpoint, long contentLength)
    {
        var request = new TrackedRequest(id, endpoint, contentLength, Time);
        lock (_lock)
        {
            if (!_requests.TryAdd(id, request))
            {
                return null;
            }

            _order.Enqueue(id);
            if (_order.Count > _capacity)
            {
                _requests.Remove(_order.Dequeue());
            }
        }

        return request;
    }

    public TrackedRequest? Find(string id)
    {
        lock (_lock)
        {
            return _requests.GetValueOrDefault(id);
        }
    }
}
