using HttpLab.Load;
using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;

namespace HttpLab.TestSupport;

/// <summary>
/// Capacity steps from a script instead of a server: each step's report is what <see cref="Script"/> makes of its
/// options and its index (from 0), and the clock moves by the step's warm-up and duration, so the search's decisions
/// and its budget can be tested in no time.
/// </summary>
public sealed class ScriptedCapacitySteps(Func<LoadOptions, int, LoadReport> script) : ICapacityStepRunner
{
    public SteppedClock Clock { get; } = new();

    public Func<LoadOptions, int, LoadReport> Script { get; } = script;

    /// <summary>The rate of every run, in order (an extended step's rate twice).</summary>
    public List<double> Rates { get; } = [];

    public Task<LoadReport> RunAsync(
        LoadOptions options, IProgress<LoadProgress>? progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        Clock.Advance(options.EffectiveWarmup + options.Duration);
        Rates.Add(options.Rate!.Value.Start);
        return Task.FromResult(Script(options, Rates.Count - 1));
    }

    /// <summary>
    /// A search for <paramref name="slo"/> at the URL the sample reports name: steps of 5 s after 1 s warm-ups, from
    /// 100 req/s, within 10 minutes.
    /// </summary>
    public static CapacitySearchOptions Options(params string[] slo) => new()
    {
        Load = new LoadOptions { Url = new Uri("http://127.0.0.1:5000/plaintext"), Duration = TimeSpan.FromSeconds(1) },
        Slo = slo.Select(LoadThreshold.Parse).ToArray(),
        StepDuration = TimeSpan.FromSeconds(5),
        StepWarmup = TimeSpan.FromSeconds(1),
        Budget = TimeSpan.FromMinutes(10),
    };

    /// <summary>Runs <paramref name="options"/> on these steps, timed by their clock.</summary>
    public Task<CapacityOutcome> SearchAsync(CapacitySearchOptions options) =>
        CapacitySearch.RunAsync(options, this, Clock, null, CancellationToken.None);

    /// <summary>A server whose share of slow responses is <paramref name="slowShare"/> of the rate.</summary>
    public static ScriptedCapacitySteps Server(Func<double, double> slowShare) => new((options, _) =>
    {
        var rps = options.Rate!.Value.Start;
        return SampleReports.Constant(rps, options.Duration.TotalSeconds, slowShare(rps));
    });
}
