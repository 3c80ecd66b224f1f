using HdrHistogram;

namespace HttpLab.Load.Execution;

/// <summary>
/// Where lanes and the scheduler record measured requests, from any thread, in fixed memory: latency recorders that hand
/// out per-second interval histograms, one send-lateness recorder, status and error counters (interlocked), and the
/// errors of the current second.
/// </summary>
internal sealed class LoadRecorder(RunClock clock)
{
    private const int StatusCodes = 1000;

    private readonly long[] statuses = new long[StatusCodes];
    private readonly long[] errors = new long[Enum.GetValues<LoadErrorKind>().Length];
    private long secondErrors;

    public Recorder Latency { get; } = LatencyHistograms.CreateRecorder();

    public Recorder UncorrectedLatency { get; } = LatencyHistograms.CreateRecorder();

    public Recorder SendLateness { get; } = LatencyHistograms.CreateRecorder();

    public void Response(int statusCode, long intended, long sent, long completed)
    {
        Latency.RecordValue(clock.ToMicroseconds(completed - intended));
        UncorrectedLatency.RecordValue(clock.ToMicroseconds(completed - sent));
        Interlocked.Increment(ref statuses[statusCode]);
    }

    public void Error(LoadErrorKind kind)
    {
        Interlocked.Increment(ref errors[(int)kind]);
        Interlocked.Increment(ref secondErrors);
    }

    public void Errors(LoadErrorKind kind, long count)
    {
        Interlocked.Add(ref errors[(int)kind], count);
        Interlocked.Add(ref secondErrors, count);
    }

    public void Lateness(long ticks) => SendLateness.RecordValue(clock.ToMicroseconds(ticks));

    /// <summary>The errors counted since the previous call.</summary>
    public long TakeSecondErrors() => Interlocked.Exchange(ref secondErrors, 0);

    public LoadErrorCounts ErrorCounts() => new(
        Interlocked.Read(ref errors[(int)LoadErrorKind.Refused]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Reset]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Timeout]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.Unparsable]),
        Interlocked.Read(ref errors[(int)LoadErrorKind.NotSent]));

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
}
