using HdrHistogram;
using HttpLab.Load;
using HttpLab.Load.Intervals;

namespace HttpLab.TestSupport;

/// <summary>Load reports built from fixed numbers, for the reporting tests.</summary>
public static class SampleReports
{
    public static readonly DateTimeOffset MeasureStart = new(2025, 3, 14, 9, 30, 0, TimeSpan.Zero);

    /// <summary>
    /// Three seconds at <paramref name="rps"/>: <paramref name="requests"/> due, <paramref name="errors"/> of them
    /// failed or never sent, the rest answered; <paramref name="shape"/> may set each second's counts (timeouts, waits,
    /// CPU).
    /// </summary>
    public static LoadReport Open(
        double rps = 1000, long latenessP99Us = 50, long requests = 3000, LoadErrorCounts errors = default,
        Func<LoadSecond, LoadSecond>? shape = null)
    {
        var responses = requests - errors.Total;
        var latency = LatencyHistograms.Create();
        var uncorrected = LatencyHistograms.Create();
        var success = LatencyHistograms.Create();
        var lateness = LatencyHistograms.Create();
        var seconds = new List<LoadSecond>();
        var intervals = new List<EncodedInterval>();
        for (var second = 0; second < 3; second++)
        {
            var interval = LatencyHistograms.Create();
            var intervalUncorrected = LatencyHistograms.Create();
            var intervalLateness = LatencyHistograms.Create();
            for (var index = 0; index < requests / 3; index++)
            {
                var value = 100 + (index % 100) + (second == 1 && index < 60 ? 400_000 : 0);
                interval.RecordValue(value);
                if (index < responses / 3)
                {
                    success.RecordValue(value);
                    intervalUncorrected.RecordValue(90 + (index % 100));
                }

                intervalLateness.RecordValue(index % 50 == 0 ? latenessP99Us * 2 : latenessP99Us / 2);
            }

            latency.Add(interval);
            uncorrected.Add(intervalUncorrected);
            lateness.Add(intervalLateness);
            intervals.Add(new EncodedInterval(
                second,
                MeasureStart.AddSeconds(second),
                MeasureStart.AddSeconds(second + 1),
                LatencyHistograms.EncodeCompressed(interval),
                LatencyHistograms.EncodeCompressed(intervalUncorrected),
                LatencyHistograms.EncodeCompressed(intervalLateness)));
            seconds.Add((shape ?? (row => row))(new LoadSecond(
                second,
                MeasureStart.AddSeconds(second),
                MeasureStart.AddSeconds(second + 1),
                intervalUncorrected.TotalCount,
                second,
                interval.GetValueAtPercentile(50),
                interval.GetValueAtPercentile(99),
                LatencyHistograms.ValueAtPercentile(intervalUncorrected, 50),
                LatencyHistograms.ValueAtPercentile(intervalUncorrected, 99))
            {
                BusyConnections = 1,
                GeneratorCpuSeconds = 0.4,
            }));
        }

        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/plaintext"),
                Rate = TargetRate.Constant(rps),
                Duration = TimeSpan.FromSeconds(3),
                Connections = 16,
            },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = MeasureStart,
            Complete = true,
            MeasuredTime = TimeSpan.FromSeconds(3),
            Requests = requests - errors.NotSent,
            Errors = errors,
            StatusCodes = new SortedDictionary<int, long> { [200] = responses - 10, [404] = 10 },
            BytesSent = requests * 64,
            BytesReceived = requests * 120,
            GeneratorCpuSeconds = 1.25,
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = uncorrected,
            SendLateness = lateness,
            Seconds = seconds,
            Intervals = intervals,
        };
    }

    /// <summary>
    /// A constant-rate run of <paramref name="seconds"/> at <paramref name="rps"/>: every due request answered 200 in
    /// <paramref name="fastUs"/>, except <paramref name="slowShare"/> of them in <paramref name="slowUs"/> and
    /// <paramref name="failedShare"/> of them refused; generator-limited with <paramref name="generatorLimited"/> as
    /// the reason and one request sent <paramref name="lateUs"/> late (its delay), incomplete when
    /// <paramref name="complete"/> is false.
    /// </summary>
    public static LoadReport Constant(
        double rps,
        double seconds = 5,
        double slowShare = 0,
        double failedShare = 0,
        long fastUs = 800,
        long slowUs = 50_000,
        string? generatorLimited = null,
        bool complete = true,
        long lateUs = 0)
    {
        var due = (long)Math.Round(rps * seconds);
        var failed = (long)Math.Round(due * failedShare);
        var slow = Math.Min(due - failed, (long)Math.Round(due * slowShare));
        var fast = due - failed - slow;
        var latency = LatencyHistograms.Create();
        var success = LatencyHistograms.Create();
        if (fast > 0)
        {
            success.RecordValueWithCount(fastUs, fast);
        }

        if (slow > 0)
        {
            success.RecordValueWithCount(slowUs, slow);
        }

        latency.Add(success);
        if (failed > 0)
        {
            latency.RecordValueWithCount(5, failed);
        }

        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/plaintext"),
                Rate = TargetRate.Constant(rps),
                Duration = TimeSpan.FromSeconds(seconds),
            },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = MeasureStart,
            Complete = complete,
            MeasuredTime = TimeSpan.FromSeconds(seconds),
            Requests = due,
            Errors = new LoadErrorCounts(failed, 0, 0, 0, 0),
            StatusCodes = fast + slow > 0
                ? new SortedDictionary<int, long> { [200] = fast + slow }
                : new SortedDictionary<int, long>(),
            BytesSent = due * 64,
            BytesReceived = (fast + slow) * 120,
            GeneratorCpuSeconds = 0.1 * seconds,
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = success,
            SendLateness = Lateness(lateUs),
            Seconds = [],
            GeneratorLimitedReason = generatorLimited,
        };
    }

    /// <summary>
    /// A constant-rate run at <paramref name="rps"/>, one second per entry of <paramref name="slowShares"/>: each
    /// second's due requests answered 200 in <paramref name="fastUs"/>, except that share of them in
    /// <paramref name="slowUs"/>, and <paramref name="failedShares"/> of them (when given) refused; with its seconds
    /// and their interval histograms, as a real run keeps them.
    /// </summary>
    public static LoadReport BySecond(
        double rps,
        IReadOnlyList<double> slowShares,
        IReadOnlyList<double>? failedShares = null,
        long fastUs = 800,
        long slowUs = 50_000)
    {
        ArgumentNullException.ThrowIfNull(slowShares);
        var perSecond = (long)Math.Round(rps);
        var latency = LatencyHistograms.Create();
        var success = LatencyHistograms.Create();
        var seconds = new List<LoadSecond>();
        var intervals = new List<EncodedInterval>();
        var failedTotal = 0L;
        for (var second = 0; second < slowShares.Count; second++)
        {
            var failed = (long)Math.Round(perSecond * (failedShares?[second] ?? 0));
            var slow = Math.Min(perSecond - failed, (long)Math.Round(perSecond * slowShares[second]));
            var interval = LatencyHistograms.Create();
            if (perSecond - failed - slow > 0)
            {
                interval.RecordValueWithCount(fastUs, perSecond - failed - slow);
            }

            if (slow > 0)
            {
                interval.RecordValueWithCount(slowUs, slow);
            }

            success.Add(interval);
            if (failed > 0)
            {
                interval.RecordValueWithCount(5, failed);
            }

            latency.Add(interval);
            failedTotal += failed;
            var start = MeasureStart.AddSeconds(second);
            var encoded = LatencyHistograms.EncodeCompressed(interval);
            intervals.Add(new EncodedInterval(second, start, start.AddSeconds(1), encoded, encoded, encoded));
            seconds.Add(new LoadSecond(
                second,
                start,
                start.AddSeconds(1),
                perSecond - failed,
                failed,
                interval.GetValueAtPercentile(50),
                interval.GetValueAtPercentile(99),
                interval.GetValueAtPercentile(50),
                interval.GetValueAtPercentile(99)));
        }

        var due = perSecond * slowShares.Count;
        var duration = TimeSpan.FromSeconds(slowShares.Count);
        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/plaintext"),
                Rate = TargetRate.Constant(rps),
                Duration = duration,
            },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = MeasureStart,
            Complete = true,
            MeasuredTime = duration,
            Requests = due,
            Errors = new LoadErrorCounts(failedTotal, 0, 0, 0, 0),
            StatusCodes = new SortedDictionary<int, long> { [200] = due - failedTotal },
            BytesSent = due * 64,
            BytesReceived = (due - failedTotal) * 120,
            GeneratorCpuSeconds = 0.1 * slowShares.Count,
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = success,
            SendLateness = Lateness(0),
            Seconds = seconds,
            Intervals = intervals,
        };
    }

    private static LongHistogram Lateness(long lateUs)
    {
        var lateness = LatencyHistograms.Create();
        if (lateUs > 0)
        {
            lateness.RecordValue(lateUs);
        }

        return lateness;
    }
}
