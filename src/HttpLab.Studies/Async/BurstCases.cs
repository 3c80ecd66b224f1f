using HttpLab.Results;

namespace HttpLab.Studies.Async;

/// <summary>A drained burst as a case of the async suite.</summary>
internal static class BurstCases
{
    public static CaseResult ToCase(BurstResult burst, BurstSettings settings) => new()
    {
        Name = burst.Mode.CaseName,
        Parameters = new Dictionary<string, ParameterValue>
        {
            ["group"] = ParameterValue.Of(AsyncGroups.Burst),
            ["callers"] = ParameterValue.Of(burst.Callers),
            ["headersMs"] = ParameterValue.Of(settings.HeadersMs),
        },
        Metrics = new Dictionary<string, double>
        {
            [MetricCatalog.DrainNs.Name] = burst.DrainNs,
            [MetricCatalog.StartThreads.Name] = burst.StartThreads,
            [MetricCatalog.PeakThreads.Name] = burst.PeakThreads,
        },
    };
}
