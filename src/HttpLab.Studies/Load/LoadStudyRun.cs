using HttpLab.Load;
using HttpLab.Results;

namespace HttpLab.Studies.Load;

/// <summary>One measured run: a route under one kind of load, what the generator measured and the cores each process used.</summary>
internal sealed record LoadStudyRun(ConsumerRoute Route, LoadRunKind Kind, LoadReport Report, CoresUsed Cores)
{
    /// <summary>What the route answered when checked after its runs, when that was not the expected answer.</summary>
    public string? ProblemAfterRuns { get; init; }

    /// <summary>Responses whose status was not 200: the route failed them, however fast.</summary>
    public long FailedResponses => Report.StatusCodes.Where(pair => pair.Key != 200).Sum(pair => pair.Value);

    /// <summary>
    /// The route, not the generator, stopped the run: in the open model the rate fell short although the generator kept
    /// its schedule (every connection was waiting for the route's answers; the generator still calls the run
    /// generator-limited, as its rate check cannot tell); in the closed model not one response came in the measured time.
    /// </summary>
    public bool Stalled => Report switch
    {
        { Complete: false } => false,
        { TargetRps: { } target } => (Report.AchievedRps ?? 0) < target * (1 - LoadLimits.MaxRateShortfall)
            && SendLatenessP99Us <= LoadLimits.MaxSendLatenessP99Us,
        _ => Report.Responses == 0,
    };

    public double SendLatenessP99Us => HistogramDistributions.ValueAtPercentile(Report.SendLateness, 99);

    /// <summary>"adapter/task at open 500 rps", for warnings.</summary>
    public string Label => $"{Route.Name} at {Kind.Label}";
}
