using HttpLab.Results;

namespace HttpLab.Studies.Async;

/// <summary>
/// The measured cases by name (and parameter), for notes that must say nothing about a case that did not run.
/// </summary>
internal sealed class CaseLookup(IReadOnlyList<CaseResult> cases)
{
    public CaseResult? Find(string name, string? parameter = null, double? value = null) =>
        cases.FirstOrDefault(result => result.Name == name
            && (parameter is null
                || (result.Parameters.TryGetValue(parameter, out var actual) && actual.Number == value)));

    /// <summary>The metric of every named case, or null if any case or metric is missing.</summary>
    public double[]? Metric(MetricDefinition metric, params string[] names)
    {
        var values = new double[names.Length];
        for (var index = 0; index < names.Length; index++)
        {
            if (Find(names[index]) is not { } result || !result.Metrics.TryGetValue(metric.Name, out values[index]))
            {
                return null;
            }
        }

        return values;
    }

    public static double? Value(CaseResult? result, MetricDefinition metric) =>
        result is not null && result.Metrics.TryGetValue(metric.Name, out var value) ? value : null;
}
