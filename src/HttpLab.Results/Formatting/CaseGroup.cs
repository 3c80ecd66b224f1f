namespace HttpLab.Results.Formatting;

/// <summary>
/// The cases of a suite that share the values of its group-by parameters: one report table, one chart row.
/// </summary>
internal sealed record CaseGroup(
    IReadOnlyList<KeyValuePair<string, ParameterValue?>> Key,
    IReadOnlyList<CaseResult> Cases)
{
    /// <summary>"size = 1000", or "size = 1000, mode = chunked"; empty when the suite is not grouped.</summary>
    public string Heading => string.Join(", ", Key.Select(pair => $"{pair.Key} = {pair.Value?.ToString() ?? "?"}"));

    /// <summary>
    /// Splits cases by the values of <see cref="SuiteResult.GroupBy"/>, groups and cases both in first-appearance
    /// order, so the report's tables and the chart's rows read in the order the study produced them.
    /// </summary>
    public static IReadOnlyList<CaseGroup> Split(SuiteResult suite)
    {
        var groups = new List<(ParameterValue?[] Values, List<CaseResult> Cases)>();
        foreach (var @case in suite.Cases)
        {
            var values = suite.GroupBy
                .Select(name => @case.Parameters.TryGetValue(name, out var value) ? value : (ParameterValue?)null)
                .ToArray();
            var group = groups.FirstOrDefault(candidate => candidate.Values.SequenceEqual(values));
            if (group.Cases is null)
            {
                group = (values, []);
                groups.Add(group);
            }

            group.Cases.Add(@case);
        }

        return groups
            .Select(group => new CaseGroup(
                suite.GroupBy.Select((name, index) => KeyValuePair.Create(name, group.Values[index])).ToArray(),
                group.Cases))
            .ToArray();
    }
}
