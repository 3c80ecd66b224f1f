namespace HttpLab.Load.Execution;

/// <summary>
/// Hands open-model requests to lanes: to an idle lane at once, else into a bounded queue (the in-flight cap minus the
/// lanes) that busy lanes take from as they finish, else refused (not sent). One lock guards both, so a lane never
/// parks while a request waits.
/// </summary>
internal sealed class Dispatcher(int lanes, int queueCapacity)
{
    private readonly Lock gate = new();
    private readonly Lane[] parked = new Lane[lanes];
    private readonly long[] queue = new long[queueCapacity];
    private int parkedCount;
    private int head;
    private int queued;
    private bool closed;

    /// <summary>
    /// Dispatches a request due at <paramref name="intended"/> to an idle lane (which runs it on a pool thread) or to
    /// the queue.
    /// </summary>
    public DispatchResult Dispatch(long intended)
    {
        Lane lane;
        lock (gate)
        {
            if (closed)
            {
                return DispatchResult.Refused;
            }

            if (parkedCount == 0)
            {
                if (queued == queue.Length)
                {
                    return DispatchResult.Refused;
                }

                queue[(head + queued) % queue.Length] = intended;
                queued++;
                return DispatchResult.Queued;
            }

            lane = parked[--parkedCount];
        }

        lane.Dispatch(intended);
        return DispatchResult.Started;
    }

    /// <summary>Adds an idle lane before the run starts.</summary>
    public void Add(Lane lane)
    {
        lock (gate)
        {
            parked[parkedCount++] = lane;
        }
    }

    /// <summary>
    /// A lane that finished asks for queued work: true with the next request (or the stop signal), false when parked.
    /// </summary>
    public bool TakeOrPark(Lane lane, out long intended)
    {
        lock (gate)
        {
            if (closed)
            {
                intended = Lane.StopSignal;
                return true;
            }

            if (queued > 0)
            {
                intended = queue[head];
                head = (head + 1) % queue.Length;
                queued--;
                return true;
            }

            parked[parkedCount++] = lane;
            intended = 0;
            return false;
        }
    }

    /// <summary>True when no request is queued and every lane is parked.</summary>
    public bool IsIdle
    {
        get
        {
            lock (gate)
            {
                return queued == 0 && parkedCount == parked.Length;
            }
        }
    }

    /// <summary>
    /// Stops dispatching: stops the parked lanes (busy ones stop when they finish) and returns the requests still
    /// queued.
    /// </summary>
    public long[] Close()
    {
        Lane[] idle;
        long[] left;
        lock (gate)
        {
            closed = true;
            idle = parked[..parkedCount];
            parkedCount = 0;
            left = new long[queued];
            for (var index = 0; index < queued; index++)
            {
                left[index] = queue[(head + index) % queue.Length];
            }

            queued = 0;
        }

        foreach (var lane in idle)
        {
            lane.Stop();
        }

        return left;
    }
}
