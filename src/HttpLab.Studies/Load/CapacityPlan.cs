using HttpLab.Load;
using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;

namespace HttpLab.Studies.Load;

/// <summary>
/// How the load study searches each route's capacity: the SLO, the search's time per route, each step's warm-up and
/// measured time, the first rate and the highest the profile allows. The search's own highest rate is set per route
/// from the route's closed-model throughput (<see cref="MaxRps"/>).
/// </summary>
/// <param name="Slo">Every threshold must pass at a rate for it to count.</param>
/// <param name="Budget">The whole search of one route: no step starts unless it fits in what is left.</param>
/// <param name="StepWarmup">Each step's warm-up, left out of its numbers.</param>
/// <param name="StepDuration">Each step's measured time.</param>
/// <param name="StartRps">The lowest first rate (<see cref="FirstRps"/>).</param>
/// <param name="RpsCap">The most any search tries, whatever the route's throughput; null for no cap.</param>
internal sealed record CapacityPlan(
    IReadOnlyList<LoadThreshold> Slo,
    TimeSpan Budget,
    TimeSpan StepWarmup,
    TimeSpan StepDuration,
    double StartRps,
    double? RpsCap)
{
    /// <summary>
    /// The search's highest rate is this many times the route's closed-model throughput: the closed model keeps every
    /// connection busy, so a route cannot answer much more than that for long, and the ramp never runs far past it.
    /// </summary>
    public const double ThroughputMultiple = 2;

    /// <summary>
    /// The search of a route starts at this share of its closed-model throughput: a quick run of 30 s that started at
    /// 200 req/s spent six of its ten steps doubling up to 12,800 req/s and ended with the bracket 12,800-18,100.
    /// </summary>
    public const double FirstShareOfThroughput = 0.25;

    private const int MinConnections = 16;
    private const int MaxConnections = 1024;

    /// <summary>Only a 200 is a success, as everywhere in the study: a route that fails fast is not fast.</summary>
    private static readonly StatusSet Only200 = StatusSet.Parse("200");

    /// <summary>"p99&lt;10ms", or "p99&lt;10ms and errors&lt;0.1%".</summary>
    public string SloText => string.Join(" and ", Slo.Select(threshold => threshold.Text));

    /// <summary>"capacity p99&lt;10ms": the run parameter of the capacity cases, the report's group heading.</summary>
    public string Label => "capacity " + SloText;

    /// <summary>
    /// The highest rate the search of a route may try: <see cref="ThroughputMultiple"/> times its closed-model
    /// throughput (<paramref name="closedRps"/>), at most <see cref="RpsCap"/>, never below the first rate (a route
    /// that answered nothing in the closed model still gets its first step).
    /// </summary>
    public double MaxRps(double? closedRps)
    {
        var bound = Math.Round(ThroughputMultiple * (closedRps ?? 0));
        if (RpsCap is { } cap)
        {
            bound = Math.Min(bound, cap);
        }

        return Math.Clamp(bound, StartRps, TargetRate.MaxRps);
    }

    /// <summary>
    /// The first rate of a route's search: <see cref="FirstShareOfThroughput"/> of its closed-model throughput,
    /// rounded down to two significant digits, so the ramp reaches the knee in two or three steps and the budget goes
    /// to the bisection; never below <see cref="StartRps"/> nor above <see cref="MaxRps"/>.
    /// </summary>
    public double FirstRps(double? closedRps)
    {
        var share = FirstShareOfThroughput * (closedRps ?? 0);
        var rounded = share < 100 ? share : RoundDown(share, significantDigits: 2);
        return Math.Clamp(Math.Max(StartRps, rounded), StartRps, MaxRps(closedRps));
    }

    /// <summary>
    /// The search of one route: steps at constant rates on a pool of connections sized, as the study's open runs are,
    /// a connection per 4 ms of the highest rate.
    /// </summary>
    public CapacitySearchOptions Search(Uri url, double? closedRps, TimeSpan timeout, LoadEngineKind engine)
    {
        var max = MaxRps(closedRps);
        return new CapacitySearchOptions
        {
            Load = new LoadOptions
            {
                Url = url,
                Connections = Math.Clamp((int)(max / 4), MinConnections, MaxConnections),
                Duration = StepDuration,
                Timeout = timeout,
                Engine = engine,
                ExpectStatus = Only200,
            },
            Slo = Slo,
            StartRps = FirstRps(closedRps),
            MaxRps = max,
            StepDuration = StepDuration,
            StepWarmup = StepWarmup,
            Budget = Budget,
        };
    }

    private static double RoundDown(double value, int significantDigits)
    {
        var scale = Math.Pow(10, Math.Floor(Math.Log10(value)) - (significantDigits - 1));
        return Math.Floor(value / scale) * scale;
    }
}
