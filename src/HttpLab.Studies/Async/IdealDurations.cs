using System.Reflection;
using HttpLab.Results;

namespace HttpLab.Studies.Async;

/// <summary>
/// Adds idealNs and overIdealNs to the sleep cases, from the <see cref="IdealDurationAttribute"/> on their benchmark
/// methods.
/// </summary>
internal static class IdealDurations
{
    private const double NanosecondsPerMillisecond = 1e6;

    /// <summary>
    /// The ideal of every benchmark method that declares one, by method name (which is the case name).
    /// </summary>
    public static IReadOnlyDictionary<string, IdealDurationAttribute> Of(IEnumerable<Type> benchmarkTypes) =>
        benchmarkTypes
            .SelectMany(type => type.GetMethods(BindingFlags.Public | BindingFlags.Instance))
            .Select(method => (method.Name, Ideal: method.GetCustomAttribute<IdealDurationAttribute>()))
            .Where(pair => pair.Ideal is not null)
            .ToDictionary(pair => pair.Name, pair => pair.Ideal!);

    public static IReadOnlyList<CaseResult> AddTo(
        IReadOnlyList<CaseResult> cases, IReadOnlyDictionary<string, IdealDurationAttribute> ideals) =>
        cases
            .Select(result => ideals.TryGetValue(result.Name, out var ideal) ? WithIdeal(result, ideal) : result)
            .ToArray();

    private static CaseResult WithIdeal(CaseResult result, IdealDurationAttribute ideal)
    {
        var idealNs = ideal.Milliseconds * NanosecondsPerMillisecond;
        var metrics = new Dictionary<string, double>(result.Metrics) { [MetricCatalog.IdealNs.Name] = idealNs };
        if (result.Metrics.TryGetValue(MetricCatalog.MeanNs.Name, out var mean))
        {
            metrics[MetricCatalog.OverIdealNs.Name] = mean - idealNs;
        }

        return result with { Metrics = metrics };
    }
}
