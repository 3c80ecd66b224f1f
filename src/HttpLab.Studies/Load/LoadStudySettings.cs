using HttpLab.Load;
using HttpLab.Load.Thresholds;

namespace HttpLab.Studies.Load;

/// <summary>How long and how hard the load study runs, from the profile and the options.</summary>
/// <param name="Duration">The measured time of each run.</param>
/// <param name="RouteWarmup">The warm-up of a route's first run: a fresh consumer process JITs and fills its
/// pools.</param>
/// <param name="RunWarmup">The warm-up of a route's later runs: the new rate settles.</param>
/// <param name="Timeout">A request without a complete response by then is an error (above the consumer's own 10 s
/// limit).</param>
/// <param name="Runs">The runs made for every route, in order: the open-model rates, then the closed model.</param>
internal sealed record LoadStudySettings(
    TimeSpan Duration, TimeSpan RouteWarmup, TimeSpan RunWarmup, TimeSpan Timeout, IReadOnlyList<LoadRunKind> Runs)
{
    /// <summary>
    /// The engine every run uses: raw sockets cost the generator least, leaving the cores to the two servers.
    /// </summary>
    public const LoadEngineKind Engine = LoadEngineKind.Raw;

    private static readonly IReadOnlyList<int> SmokeRates = [50, 100];
    private const int SmokeConnections = 4;

    // A p99 passes with 95% confidence only from about 380 requests without a slow one: 200 req/s for 2 s gives a
    // quick step that many, so the first step decides without an extension.
    private const double StartRps = 200;

    /// <summary>The capacity search of each route, after its runs; null when left out.</summary>
    public CapacityPlan? Capacity { get; init; }

    /// <exception cref="ArgumentException">The options are out of range.</exception>
    public static LoadStudySettings For(StudyProfile profile, LoadStudyOptions options)
    {
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        var smoke = profile == StudyProfile.Smoke;
        var rates = options.Rates ?? (smoke ? SmokeRates : LoadStudyOptions.DefaultRates);
        var connections = options.Connections ?? (smoke ? SmokeConnections : LoadStudyOptions.DefaultConnections);
        IReadOnlyList<LoadRunKind> runs =
            [.. rates.Distinct().Select(LoadRunKind.Open), LoadRunKind.Closed(connections)];
        var settings = profile switch
        {
            StudyProfile.Smoke => new LoadStudySettings(
                TimeSpan.FromSeconds(1),
                TimeSpan.FromMilliseconds(500),
                TimeSpan.FromMilliseconds(200),
                TimeSpan.FromSeconds(5),
                runs),
            StudyProfile.Quick => new LoadStudySettings(
                TimeSpan.FromSeconds(5),
                TimeSpan.FromSeconds(3),
                TimeSpan.FromSeconds(1),
                TimeSpan.FromSeconds(15),
                runs),
            _ => new LoadStudySettings(
                TimeSpan.FromSeconds(30),
                TimeSpan.FromSeconds(10),
                TimeSpan.FromSeconds(5),
                TimeSpan.FromSeconds(15),
                runs),
        };
        return options.Capacity
            ? settings with { Capacity = Plan(profile, options.Slo ?? LoadStudyOptions.DefaultSlo) }
            : settings;
    }

    /// <summary>
    /// Each profile's search: smoke two or three steps of 100 ms warm-up + 500 ms up to 400 req/s in 2 s (it checks
    /// that the search runs), quick about ten steps of 1 s warm-up + 2 s in 30 s (a x2 ramp and a bisection to 5% need
    /// about that many), full as many of 2 s + 6 s in 90 s.
    /// </summary>
    private static CapacityPlan Plan(StudyProfile profile, IReadOnlyList<LoadThreshold> slo) => profile switch
    {
        StudyProfile.Smoke => new CapacityPlan(
            slo,
            TimeSpan.FromSeconds(2),
            TimeSpan.FromMilliseconds(100),
            TimeSpan.FromMilliseconds(500),
            StartRps,
            RpsCap: 2 * StartRps),
        StudyProfile.Quick => new CapacityPlan(
            slo, TimeSpan.FromSeconds(30), TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(2), StartRps, RpsCap: null),
        _ => new CapacityPlan(
            slo, TimeSpan.FromSeconds(90), TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(6), StartRps, RpsCap: null),
    };

    /// <summary>The generator's options for one run of one route.</summary>
    public LoadOptions Options(Uri url, LoadRunKind run, bool firstOfRoute) => new()
    {
        Url = url,
        Rate = run.Rate,
        Connections = run.Connections,
        Duration = Duration,
        Warmup = firstOfRoute ? RouteWarmup : RunWarmup,
        Timeout = Timeout,
        Engine = Engine,
    };
}
