using HttpLab.Load.Capacity;

namespace HttpLab.Studies.Load;

/// <summary>
/// A route's capacity: the search run on it after its other runs, and the closed-model throughput that bounded it.
/// </summary>
/// <param name="Route">The route searched.</param>
/// <param name="Plan">How it was searched (the SLO, the budget, the steps).</param>
/// <param name="Outcome">What the search found: every step, the answer and why it stopped.</param>
/// <param name="ClosedRps">The route's closed-model throughput just before; null when it was not measured.</param>
internal sealed record RouteCapacity(ConsumerRoute Route, CapacityPlan Plan, CapacityOutcome Outcome, double? ClosedRps)
{
    /// <summary>What the route answered when checked after its runs, when that was not the expected answer.</summary>
    public string? ProblemAfterRuns { get; init; }

    /// <summary>"adapter/task at capacity p99&lt;10ms", for warnings.</summary>
    public string Label => $"{Route.Name} at {Plan.Label}";

    /// <summary>The search's highest rate: twice <see cref="ClosedRps"/>, within the plan's bounds.</summary>
    public double MaxRps => Outcome.Options.MaxRps ?? Plan.MaxRps(ClosedRps);
}
