namespace HttpLab.Results.Findings;

/// <summary>
/// The cases a study's sentences speak of: all of them, or, for a study measured on several runtimes, those of the
/// baseline runtime (the sentence across runtimes says how the others differ), each sentence then prefixed with it.
/// </summary>
internal sealed class StudyScope
{
    private const string RuntimeParameter = "runtime";

    private readonly Dictionary<string, CaseResult> baselines;

    private StudyScope(SuiteResult suite, IReadOnlyList<CaseResult> cases, string? runtime)
    {
        Suite = suite;
        Cases = cases;
        Runtime = runtime;
        Names = CaseNames.Distinguishing(cases);
        baselines = cases
            .Where(@case => CaseResult.IsBaselineOf(suite, @case))
            .GroupBy(RatioGroup, StringComparer.Ordinal)
            .ToDictionary(group => group.Key, group => group.First(), StringComparer.Ordinal);
    }

    public SuiteResult Suite { get; }

    public IReadOnlyList<CaseResult> Cases { get; }

    /// <summary>The runtime the cases ran on when the study ran on several; null otherwise.</summary>
    public string? Runtime { get; }

    /// <summary>
    /// Each case's name as <see cref="CaseNames"/> tells it from the others, in <see cref="Cases"/> order.
    /// </summary>
    public IReadOnlyList<string> Names { get; }

    public static StudyScope Of(SuiteResult suite)
    {
        // Cases without a runtime parameter (written before it was added) are all spoken of.
        if (suite.Runtimes is { Runtimes.Count: > 1 } runtimes
            && suite.Cases.Any(@case => @case.Parameters.ContainsKey(RuntimeParameter)))
        {
            var cases = suite.Cases
                .Where(@case => @case.Parameters.TryGetValue(RuntimeParameter, out var runtime)
                    && runtime.ToString() == runtimes.BaselineRuntime)
                .ToArray();
            return new StudyScope(suite, cases, runtimes.BaselineRuntime);
        }

        return new StudyScope(suite, suite.Cases, runtime: null);
    }

    public string NameOf(CaseResult @case) => Names[IndexOf(@case)];

    /// <summary>
    /// The baseline a case's <c>ratio</c> and <c>allocRatio</c> divide by: the baseline case with the same parameters,
    /// as the studies pair them; null for a baseline itself or a case without one.
    /// </summary>
    public CaseResult? BaselineOf(CaseResult @case) =>
        !CaseResult.IsBaselineOf(Suite, @case) && baselines.TryGetValue(RatioGroup(@case), out var baseline)
            ? baseline
            : null;

    /// <summary>The text as one of this study's sentences: prefixed with the runtime when there is one.</summary>
    public string Sentence(string text)
    {
        var sentence = FindingText.Sentence(text);
        return Runtime is null ? sentence : $"{Runtime}: {sentence}";
    }

    public static double? Metric(CaseResult @case, MetricDefinition metric) =>
        @case.Metrics.TryGetValue(metric.Name, out var value) && double.IsFinite(value) ? value : null;

    public static string? Text(CaseResult @case, string parameter) =>
        @case.Parameters.TryGetValue(parameter, out var value) ? value.ToString() : null;

    private static string RatioGroup(CaseResult @case) =>
        string.Join("\n", @case.Parameters
            .OrderBy(pair => pair.Key, StringComparer.Ordinal)
            .Select(pair => $"{pair.Key}={pair.Value}"));

    private int IndexOf(CaseResult @case)
    {
        for (var index = 0; index < Cases.Count; index++)
        {
            if (ReferenceEquals(Cases[index], @case))
            {
                return index;
            }
        }

        throw new ArgumentException($"The case {@case.Name} is not one of this scope's.", nameof(@case));
    }
}
