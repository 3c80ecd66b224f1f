using HttpLab.Load;
using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Load;

/// <summary>
/// One measured run: a route under one kind of load, what the generator measured and the cores each process used.
/// </summary>
internal sealed record LoadStudyRun(ConsumerRoute Route, LoadRunKind Kind, LoadReport Report, CoresUsed Cores)
{
    /// <summary>What the route answered when checked after its runs, when that was not the expected answer.</summary>
    public string? ProblemAfterRuns { get; init; }

    /// <summary>Responses whose status was not 200: the route failed them, however fast.</summary>
    public long FailedResponses => Report.StatusCodes.Where(pair => pair.Key != 200).Sum(pair => pair.Value);

    /// <summary>
    /// The route stalled the run: in some second not one response came while requests were on the wire, or (open model)
    /// the rate fell short because every connection was waiting for the route's answers. Told from the generator's own
    /// delays by the run's counts, so a route can be stalled and the generator late in the same run.
    /// </summary>
    public bool Stalled => Report switch
    {
        { Complete: false } => false,
        { TargetRps: { } target } => Report.StalledSeconds.Count > 0
            || ((Report.AchievedRps ?? 0) < target * (1 - LoadLimits.MaxRateShortfall) && Report.ServerLimited),
        _ => Report.Responses == 0 || Report.StalledSeconds.Count > 0,
    };

    public double SendLatenessP99Us => HistogramDistributions.ValueAtPercentile(Report.SendLateness, 99);

    /// <summary>"adapter/task at open 500 rps", for warnings.</summary>
    public string Label => $"{Route.Name} at {Kind.Label}";
}
