namespace HttpLab.Results.Findings;

/// <summary>
/// A study measured on several runtimes: which runtime differs from the baseline runtime and where, by the verdicts of
/// <see cref="RuntimeComparison"/> (a difference only where the statistics call it real).
/// </summary>
internal static class RuntimeFindings
{
    /// <summary>
    /// "Against net8.0, by the statistics on each case: net10.0, of 10 cases: faster in 3 (0.72x to 0.95x, most in
    /// GetStreamAsync [size=1000]) and no difference shown in 7; mono, of 6 cases: slower in 6 (1.75x to 6.05x, most in
    /// HttpWebRequest [bodyBytes=4096])."
    /// </summary>
    public static string? Of(SuiteResult suite)
    {
        if (suite.Runtimes is not { Runtimes.Count: > 1 } comparison)
        {
            return null;
        }

        var labels = CaseNames.Distinguishing(
            comparison.Rows.Select(row => (Label(row), row.Parameters)).ToArray());
        var parts = comparison.Runtimes
            .Where(runtime => runtime != comparison.BaselineRuntime)
            .Select(runtime => Part(runtime, comparison.Rows
                .Select((row, index) =>
                    (Label: labels[index], Cell: row.Cells.FirstOrDefault(cell => cell.Runtime == runtime)))
                .Where(entry => entry.Cell is { Verdict: not null, Ratio: not null })
                .Select(entry => (entry.Label, Cell: entry.Cell!))
                .ToArray()))
            .OfType<string>()
            .ToArray();
        return parts.Length == 0
            ? null
            : $"Against {comparison.BaselineRuntime}, by the statistics on each case: {string.Join("; ", parts)}.";
    }

    private static string? Part(string runtime, IReadOnlyList<(string Label, RuntimeComparisonCell Cell)> judged)
    {
        if (judged.Count == 0)
        {
            return null;
        }

        var slower = judged.Where(entry => entry.Cell.Verdict == "slower").ToArray();
        var faster = judged.Where(entry => entry.Cell.Verdict == "faster").ToArray();
        var same = judged.Count(entry => entry.Cell.Verdict == "same");
        var unknown = judged.Count(entry => entry.Cell.Verdict == "unknown");
        var clauses = new List<string>();
        if (slower.Length > 0)
        {
            clauses.Add($"slower in {slower.Length} {Range(slower, slower.MaxBy(Ratio))}");
        }

        if (faster.Length > 0)
        {
            clauses.Add($"faster in {faster.Length} {Range(faster, faster.MinBy(Ratio))}");
        }

        if (same > 0)
        {
            clauses.Add($"no difference shown in {same}");
        }

        if (unknown > 0)
        {
            clauses.Add($"too few iterations to tell in {unknown}");
        }

        return $"{runtime}, of {judged.Count} {(judged.Count == 1 ? "case" : "cases")}: {FindingText.List(clauses)}";
    }

    /// <summary>"(1.75x to 6.05x, most in HttpWebRequest [bodyBytes=4096])", or "(1.75x, X)" for one case.</summary>
    private static string Range(
        IReadOnlyList<(string Label, RuntimeComparisonCell Cell)> entries,
        (string Label, RuntimeComparisonCell Cell) most)
    {
        if (entries.Count == 1)
        {
            return $"({FindingText.Ratio(Ratio(most))}, {most.Label})";
        }

        var low = entries.Min(Ratio);
        var high = entries.Max(Ratio);
        return $"({FindingText.Ratio(low)} to {FindingText.Ratio(high)}, most in {most.Label})";
    }

    private static double Ratio((string Label, RuntimeComparisonCell Cell) entry) => entry.Cell.Ratio!.Value;

    private static string Label(RuntimeComparisonRow row) =>
        row.Metric is { } metric ? $"{row.Case} ({metric} p50)" : row.Case;
}
