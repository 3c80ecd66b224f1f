using HttpLab.Compare;
using HttpLab.Results;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// One study's suites from several runtimes made into one: every case gains a <c>runtime</c> parameter (so each
/// runtime gets its own tables, its ratios to its own baseline case), warnings and notes say which runtime they are
/// from, and <see cref="SuiteResult.Runtimes"/> lines the cases up across runtimes. A study run on one runtime only
/// keeps its cases as they are, so they match a run without <c>--runtimes</c> in <c>httplab compare</c>.
/// </summary>
internal static class RuntimeSuites
{
    public static SuiteResult? Merge(
        IReadOnlyList<RuntimeSuite> measured,
        IReadOnlyList<string> runtimes,
        string baselineRuntime,
        IReadOnlyList<string> warnings,
        ComparisonThresholds thresholds)
    {
        var suites = measured
            .Where(result => result.Suite is not null)
            .Select(result => (Runtime: result.Runtime.Name, Suite: result.Suite!))
            .ToArray();
        if (suites.Length == 0)
        {
            return null;
        }

        var template = suites[0].Suite;
        if (runtimes.Count == 1)
        {
            return template with { Warnings = [.. warnings, .. template.Warnings] };
        }

        var engines = suites.Select(result => result.Suite.Engine).Distinct().ToArray();
        var notes = suites
            .SelectMany(result => (result.Suite.Notes ?? []).Select(note => $"{result.Runtime}: {note}"))
            .ToArray();
        var merged = template with
        {
            Engine = engines.Length == 1
                ? engines[0]
                : string.Join("; ", suites.Select(result => $"{result.Runtime}: {result.Suite.Engine}")),
            GroupBy = [RuntimeComparer.RuntimeParameter, .. template.GroupBy.Where(IsNotRuntime)],
            Warnings =
            [
                .. warnings,
                .. suites.SelectMany(result => result.Suite.Warnings.Select(warning => $"{result.Runtime}: {warning}")),
            ],
            Notes = notes.Length == 0 ? null : notes,
            Cases = suites
                .SelectMany(result => result.Suite.Cases.Select(@case => WithRuntime(@case, result.Runtime)))
                .ToArray(),
        };
        return merged with { Runtimes = RuntimeComparer.Compare(merged, runtimes, baselineRuntime, thresholds) };
    }

    private static bool IsNotRuntime(string parameter) => parameter != RuntimeComparer.RuntimeParameter;

    private static CaseResult WithRuntime(CaseResult @case, string runtime)
    {
        var parameters = new Dictionary<string, ParameterValue>(StringComparer.Ordinal)
        {
            [RuntimeComparer.RuntimeParameter] = ParameterValue.Of(runtime),
        };
        foreach (var (name, value) in @case.Parameters)
        {
            parameters.TryAdd(name, value);
        }

        return @case with { Parameters = parameters };
    }
}
