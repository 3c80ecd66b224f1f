using HttpLab.Load.Capacity;
using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Studies.Load;

/// <summary>
/// A route's capacity as a case beside its runs: named after the route, in a group of its own (run "capacity
/// p99&lt;10ms"), with the capacity, the bracket's failing end, whether it is only a lower bound and the steps tried.
/// Its step runs are not cases (their rates differ from route to route and run to run, so nothing would line up in a
/// comparison); their files are in the artifacts and the steps in the notes.
/// </summary>
internal static class CapacityStudyCase
{
    public static CaseResult From(RouteCapacity capacity)
    {
        var outcome = capacity.Outcome;
        var metrics = new Dictionary<string, double>();
        if (outcome.CapacityRps is { } rps)
        {
            metrics[MetricCatalog.CapacityRps.Name] = rps;
        }

        if (outcome.FirstFail is { } fail)
        {
            metrics[MetricCatalog.CapacityFailRps.Name] = fail.Rps;
        }

        metrics[MetricCatalog.CapacityAtLeast.Name] = outcome.Answer == CapacityAnswer.AtLeast ? 1 : 0;
        metrics[MetricCatalog.CapacitySteps.Name] = outcome.Steps.Count;

        // Not the connections: they follow the route's throughput, and would keep the case from matching another run's.
        var parameters = new Dictionary<string, ParameterValue>
        {
            ["run"] = ParameterValue.Of(capacity.Plan.Label),
            ["route"] = ParameterValue.Of(capacity.Route.Path),
            ["model"] = ParameterValue.Of("open"),
        };
        return new CaseResult
        {
            Name = capacity.Route.Name,
            Parameters = parameters,
            Metrics = metrics,
            Warnings = Warnings(capacity),
        };
    }

    private static List<string> Warnings(RouteCapacity capacity)
    {
        var outcome = capacity.Outcome;
        var warnings = new List<string>();
        if (CapacityStudyText.Shortfall(capacity) is { } shortfall)
        {
            warnings.Add(shortfall);
        }

        var unsure = outcome.Steps.Where(step => step.Judgements.Count > 0 && !step.Confident).ToArray();
        if (unsure.Length > 0)
        {
            warnings.Add(Invariant($"point estimate: {string.Join(", ", unsure.Select(step => step.RateText))} ")
                + "could not be told from the SLO's limit at 95% confidence, even run twice, and were decided by "
                + "the point estimate");
        }

        if (capacity.ProblemAfterRuns is { } problem)
        {
            warnings.Add("checked after its runs, the route answered wrongly, so some measured responses may have been "
                + $"wrong too: {problem}");
        }

        if (!outcome.Complete)
        {
            warnings.Add(Invariant($"interrupted: the search stopped after {outcome.Steps.Count} steps"));
        }

        return warnings;
    }
}
