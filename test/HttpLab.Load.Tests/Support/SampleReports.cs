namespace HttpLab.Load.Tests.Support;

/// <summary>Load reports built from fixed numbers, for the reporting tests.</summary>
internal static class SampleReports
{
    public static readonly DateTimeOffset MeasureStart = new(2025, 3, 14, 9, 30, 0, TimeSpan.Zero);

    public static LoadReport Open(double rps = 1000, long latenessP99Us = 50, long requests = 3000, LoadErrorCounts errors = default)
    {
        var latency = LatencyHistograms.Create();
        var uncorrected = LatencyHistograms.Create();
        var lateness = LatencyHistograms.Create();
        var seconds = new List<LoadSecond>();
        for (var second = 0; second < 3; second++)
        {
            var interval = LatencyHistograms.Create();
            var intervalUncorrected = LatencyHistograms.Create();
            for (var index = 0; index < requests / 3; index++)
            {
                interval.RecordValue(100 + (index % 100) + (second == 1 && index < 60 ? 400_000 : 0));
                intervalUncorrected.RecordValue(90 + (index % 100));
                lateness.RecordValue(index % 50 == 0 ? latenessP99Us * 2 : latenessP99Us / 2);
            }

            latency.Add(interval);
            uncorrected.Add(intervalUncorrected);
            seconds.Add(new LoadSecond(
                second,
                MeasureStart.AddSeconds(second),
                MeasureStart.AddSeconds(second + 1),
                interval.TotalCount,
                second,
                interval.GetValueAtPercentile(50),
                interval.GetValueAtPercentile(99),
                intervalUncorrected.GetValueAtPercentile(50),
                intervalUncorrected.GetValueAtPercentile(99))
            {
                LatencyHistogram = LatencyHistograms.EncodeCompressed(interval),
                UncorrectedLatencyHistogram = LatencyHistograms.EncodeCompressed(intervalUncorrected),
            });
        }

        return new LoadReport
        {
            Options = new LoadOptions { Url = new Uri("http://127.0.0.1:5000/plaintext"), Rate = TargetRate.Constant(rps), Duration = TimeSpan.FromSeconds(3), Connections = 16 },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = MeasureStart,
            Complete = true,
            MeasuredTime = TimeSpan.FromSeconds(3),
            Requests = requests - errors.NotSent,
            Errors = errors,
            StatusCodes = new SortedDictionary<int, long> { [200] = requests - 10 - errors.Total, [404] = 10 },
            BytesSent = requests * 64,
            BytesReceived = requests * 120,
            GeneratorCpuSeconds = 1.25,
            Latency = latency,
            UncorrectedLatency = uncorrected,
            SendLateness = lateness,
            Seconds = seconds,
        };
    }
}
