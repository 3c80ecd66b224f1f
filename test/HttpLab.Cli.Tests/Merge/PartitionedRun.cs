using HdrHistogram;
using HttpLab.Load;
using HttpLab.Load.Intervals;

namespace HttpLab.Cli.Tests.Merge;

/// <summary>
/// One known recording of <see cref="Requests"/> requests split between <see cref="Generators"/> generators: request
/// i went to generator i mod 3, in its second (i / 3) mod 3, with a latency spread from 10 μs to 10 s (so the
/// histograms use thousands of buckets), an uncorrected latency, a send lateness, and status 500 for every tenth.
/// Each generator's report is what it would have measured of it; together they hold every request once.
/// </summary>
internal static class PartitionedRun
{
    public const int Generators = 3;

    public const int Seconds = 3;

    public const int Requests = 9_000;

    public static long Latency(int request) =>
        (long)Math.Round(Math.Pow(10, 1 + (6 * Fraction(request * 0.6180339887498949))));

    public static long Uncorrected(int request) => (Latency(request) / 2) + 1;

    public static long Lateness(int request) => 1 + (request * 37 % 5003);

    public static bool Succeeded(int request) => request % 10 != 0;

    public static int GeneratorOf(int request) => request % Generators;

    public static int SecondOf(int request) => request / Generators % Seconds;

    /// <summary>
    /// One histogram of <paramref name="value"/> of every request (of second <paramref name="second"/> only, when
    /// given) that <paramref name="which"/> accepts: what one generator sending it all would have recorded.
    /// </summary>
    public static LongHistogram All(Func<int, long> value, Func<int, bool>? which = null, int? second = null)
    {
        var histogram = LatencyHistograms.Create();
        foreach (var request in Enumerable.Range(0, Requests)
            .Where(request => (which?.Invoke(request) ?? true) && (second is null || SecondOf(request) == second)))
        {
            histogram.RecordValue(value(request));
        }

        return histogram;
    }

    /// <summary>
    /// What generator <paramref name="generator"/> measured, having started <paramref name="offset"/> late.
    /// </summary>
    public static LoadReport Generator(int generator, TimeSpan offset)
    {
        var start = SampleReports.MeasureStart + offset;
        var mine = Enumerable.Range(0, Requests).Where(request => GeneratorOf(request) == generator).ToArray();
        var (latency, success, uncorrected, lateness) = (LatencyHistograms.Create(), LatencyHistograms.Create(),
            LatencyHistograms.Create(), LatencyHistograms.Create());
        var seconds = new List<LoadSecond>();
        var intervals = new List<EncodedInterval>();
        for (var second = 0; second < Seconds; second++)
        {
            var inSecond = mine.Where(request => SecondOf(request) == second).ToArray();
            var own = (Latency: Of(inSecond, Latency), Uncorrected: Of(inSecond, Uncorrected),
                Lateness: Of(inSecond, Lateness));
            latency.Add(own.Latency);
            uncorrected.Add(own.Uncorrected);
            lateness.Add(own.Lateness);
            success.Add(Of(inSecond.Where(Succeeded), Latency));
            intervals.Add(new EncodedInterval(
                second,
                start.AddSeconds(second),
                start.AddSeconds(second + 1),
                LatencyHistograms.EncodeCompressed(own.Latency),
                LatencyHistograms.EncodeCompressed(own.Uncorrected),
                LatencyHistograms.EncodeCompressed(own.Lateness)));
            seconds.Add(new LoadSecond(
                second,
                start.AddSeconds(second),
                start.AddSeconds(second + 1),
                inSecond.Length,
                0,
                own.Latency.GetValueAtPercentile(50),
                own.Latency.GetValueAtPercentile(99),
                own.Uncorrected.GetValueAtPercentile(50),
                own.Uncorrected.GetValueAtPercentile(99))
            {
                LateSends = second,
                GeneratorPauseUs = 1000 * (generator + 1),
                BusyConnections = 2,
                GeneratorCpuSeconds = 0.25,
                GeneratorCollections = generator + 1,
                GeneratorGcPauseUs = 100 * (generator + 1),
                GeneratorJitUs = 1000 * (generator + 1),
            });
        }

        var failed = mine.Count(request => !Succeeded(request));
        return new LoadReport
        {
            Options = new LoadOptions
            {
                Url = new Uri("http://127.0.0.1:5000/plaintext"),
                Rate = TargetRate.Constant(1000),
                Duration = TimeSpan.FromSeconds(Seconds),
                Connections = 16,
            },
            EngineDescription = "raw HTTP/1.1 sockets",
            MeasureStartUtc = start,
            Complete = true,
            MeasuredTime = TimeSpan.FromSeconds(Seconds),
            Requests = mine.Length,
            Errors = default,
            StatusCodes = new SortedDictionary<int, long> { [200] = mine.Length - failed, [500] = failed },
            Bodies = new ResponseBodies(mine.Length * 13L, 13, 13 + generator),
            BytesSent = mine.Length * 64L,
            BytesReceived = mine.Length * 120L,
            GeneratorCpuSeconds = 0.75,
            Latency = latency,
            SuccessLatency = success,
            UncorrectedLatency = uncorrected,
            SendLateness = lateness,
            Seconds = seconds,
            Intervals = intervals,
        };
    }

    private static LongHistogram Of(IEnumerable<int> requests, Func<int, long> value)
    {
        var histogram = LatencyHistograms.Create();
        foreach (var request in requests)
        {
            histogram.RecordValue(value(request));
        }

        return histogram;
    }

    private static double Fraction(double value) => value - Math.Floor(value);
}
