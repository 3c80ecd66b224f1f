using HdrHistogram;

namespace HttpLab.Load.Execution;

/// <summary>
/// Where lanes and the scheduler record measured requests, from any thread, in fixed memory: latency recorders that
/// hand out per-second interval histograms, one send-lateness recorder, status and error counters (interlocked), and
/// the counts of the current second that tell the generator's delays from the server's.
/// </summary>
/// <remarks>
/// A failed request is a measurement too: <see cref="Latency"/> holds every measured request, a failure at the time it
/// waited (a timeout at least the timeout), and a request never sent at the time from its intended send to the end of
/// the run, so a server that stops answering shows in the percentiles, not only in the error counts.
/// </remarks>
internal sealed class LoadRecorder(RunClock clock, TimeSpan timeout, StatusSet expectStatus)
{
    private const int StatusCodes = 1000;

    private readonly long[] statuses = new long[StatusCodes];
    private readonly long[] errors = new long[Enum.GetValues<LoadErrorKind>().Length];
    private readonly long timeoutMicroseconds = (long)timeout.TotalMicroseconds;

    // Requests refused at dispatch, by how long before the end of the measured window they were due: the run's end is
    // not known yet, so their latency (due to end of run) is completed in RecordUnsent. Written by the scheduler thread
    // only.
    private readonly LongHistogram refusedBeforeWindowEnd = LatencyHistograms.Create();
    private long bodyBytes;
    private long smallestBody = long.MaxValue;
    private long largestBody = -1;
    private long secondResponses;
    private long secondErrors;
    private long secondTimeouts;
    private long secondRefusedAtCap;
    private long secondNotSentAtEnd;
    private long secondWaitedForConnection;
    private long secondLateSends;
    private long secondLongestPause;

    /// <summary>
    /// Every measured request from its intended send time: responses, failures and requests never sent.
    /// </summary>
    public Recorder Latency { get; } = LatencyHistograms.CreateRecorder();

    /// <summary>Responses with an expected status (--expect-status), from their intended send time.</summary>
    public Recorder SuccessLatency { get; } = LatencyHistograms.CreateRecorder();

    /// <summary>Responses of any status, from their actual send time.</summary>
    public Recorder UncorrectedLatency { get; } = LatencyHistograms.CreateRecorder();

    public Recorder SendLateness { get; } = LatencyHistograms.CreateRecorder();

    public void Response(int statusCode, long responseBodyBytes, long intended, long sent, long completed)
    {
        Interlocked.Add(ref bodyBytes, responseBodyBytes);
        Extreme(ref smallestBody, responseBodyBytes, smaller: true);
        Extreme(ref largestBody, responseBodyBytes, smaller: false);
        var latency = clock.ToMicroseconds(completed - intended);
        Latency.RecordValue(latency);
        if (expectStatus.Contains(statusCode))
        {
            SuccessLatency.RecordValue(latency);
        }

        UncorrectedLatency.RecordValue(clock.ToMicroseconds(completed - sent));
        Interlocked.Increment(ref statuses[statusCode]);
        Interlocked.Increment(ref secondResponses);
    }

    /// <summary>
    /// A sent request that got no response: counted by kind, and in <see cref="Latency"/> at the time it waited.
    /// </summary>
    public void Failure(LoadErrorKind kind, long intended, long completed)
    {
        var waited = clock.ToMicroseconds(completed - intended);
        Latency.RecordValue(kind == LoadErrorKind.Timeout ? Math.Max(waited, timeoutMicroseconds) : waited);
        Count(kind, 1);
        if (kind == LoadErrorKind.Timeout)
        {
            Interlocked.Increment(ref secondTimeouts);
        }
    }

    /// <summary>
    /// The scheduler's release of a measured request: how late it was and what the dispatcher did with it.
    /// </summary>
    public void Released(long intended, long released, DispatchResult result)
    {
        RecordLateness(released - intended);
        switch (result)
        {
            case DispatchResult.Queued:
                Interlocked.Increment(ref secondWaitedForConnection);
                break;
            case DispatchResult.Refused:
                refusedBeforeWindowEnd.RecordValue(Math.Max(1, clock.ToMicroseconds(clock.MeasureEnd - intended)));
                Interlocked.Increment(ref secondRefusedAtCap);
                Count(LoadErrorKind.NotSent, 1);
                break;
        }
    }

    /// <summary>Closed model: the time from a response to the next send on its connection.</summary>
    public void Turnaround(long ticks) => RecordLateness(ticks);

    /// <summary>
    /// The watchdog's timer ran <paramref name="ticks"/> late: this process, not the server, was not running. A pause
    /// that ended before measuring started is the warm-up's (the generator's start-up, often) and is not kept, as no
    /// warm-up request is; the first measured second would otherwise carry it.
    /// </summary>
    public void GeneratorPause(long ticks)
    {
        if (clock.Now < clock.MeasureStart)
        {
            return;
        }

        var pause = clock.ToMicroseconds(ticks);
        var longest = Interlocked.Read(ref secondLongestPause);
        while (pause > longest && Interlocked.CompareExchange(ref secondLongestPause, pause, longest) != longest)
        {
            longest = Interlocked.Read(ref secondLongestPause);
        }
    }

    /// <summary>
    /// Ends the open model's accounting at <paramref name="end"/>: the requests still queued (due at
    /// <paramref name="queued"/>) and those refused at the in-flight cap were never sent; each is in
    /// <see cref="Latency"/> as due until then.
    /// </summary>
    public void RecordUnsent(IReadOnlyCollection<long> queued, long end)
    {
        foreach (var intended in queued)
        {
            Latency.RecordValue(Math.Max(1, clock.ToMicroseconds(end - intended)));
        }

        Count(LoadErrorKind.NotSent, queued.Count);
        Interlocked.Add(ref secondNotSentAtEnd, queued.Count);

        // Negative when the run ended before the window did (the request cap).
        var afterWindowUs = (long)(clock.ToSeconds(end - clock.MeasureEnd) * 1e6);
        foreach (var bucket in refusedBeforeWindowEnd.RecordedValues())
        {
            Latency.RecordValueWithCount(
                Math.Clamp(bucket.ValueIteratedTo + afterWindowUs, 1, LatencyHistograms.HighestMicroseconds),
                bucket.CountAtValueIteratedTo);
        }
    }

    /// <summary>The counts of the current second, reset for the next.</summary>
    public SecondCounts TakeSecond() => new(
        Interlocked.Exchange(ref secondResponses, 0),
        Interlocked.Exchange(ref secondErrors, 0),
        Interlocked.Exchange(ref secondTimeouts, 0),
        Interlocked.Exchange(ref secondRefusedAtCap, 0),
        Interlocked.Exchange(ref secondNotSentAtEnd, 0),
        Interlocked.Exchange(ref secondWaitedForConnection, 0),
        Interlocked.Exchange(ref secondLateSends, 0),
        Interlocked.Exchange(ref secondLongestPause, 0));

    public LoadErrorCounts ErrorCounts() => new(
        Interlocked.Read(ref errors[(int)LoadErrorKind.Refused]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Reset]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Timeout]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Unparsable]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.NotSent]));

    /// <summary>The bodies of the measured responses: their total size, the smallest and the largest.</summary>
    public ResponseBodies Bodies() => Interlocked.Read(ref largestBody) < 0
        ? ResponseBodies.None
        : new ResponseBodies(
            Interlocked.Read(ref bodyBytes), Interlocked.Read(ref smallestBody), Interlocked.Read(ref largestBody));

    public SortedDictionary<int, long> StatusCounts()
    {
        var counts = new SortedDictionary<int, long>();
        for (var code = 0; code < StatusCodes; code++)
        {
            if (Interlocked.Read(ref statuses[code]) is > 0 and var count)
            {
                counts[code] = count;
            }
        }

        return counts;
    }

    private void RecordLateness(long ticks)
    {
        var lateness = clock.ToMicroseconds(ticks);
        SendLateness.RecordValue(lateness);
        if (lateness > LoadLimits.MaxSendLatenessP99Us)
        {
            Interlocked.Increment(ref secondLateSends);
        }
    }

    private static void Extreme(ref long extreme, long value, bool smaller)
    {
        var current = Interlocked.Read(ref extreme);
        while ((smaller ? value < current : value > current)
            && Interlocked.CompareExchange(ref extreme, value, current) != current)
        {
            current = Interlocked.Read(ref extreme);
        }
    }

    private void Count(LoadErrorKind kind, long count)
    {
        Interlocked.Add(ref errors[(int)kind], count);
        Interlocked.Add(ref secondErrors, count);
    }
}
