namespace HttpLab.Results.Findings;

/// <summary>
/// Cases named as a sentence can name them: the case's name, and in brackets only the parameters that tell it from
/// the other cases of that name, e.g. <c>GetStreamAsync [size=10]</c>, or <c>timerResolution</c> when it is the only
/// one.
/// </summary>
internal static class CaseNames
{
    public static IReadOnlyList<string> Distinguishing(IReadOnlyList<CaseResult> cases) =>
        Distinguishing(cases.Select(@case => (@case.Name, @case.Parameters)).ToArray());

    public static IReadOnlyList<string> Distinguishing(
        IReadOnlyList<(string Name, IReadOnlyDictionary<string, ParameterValue> Parameters)> cases)
    {
        var labels = new string[cases.Count];
        foreach (var sameName in cases.Select((@case, index) => (@case, index)).GroupBy(
            entry => entry.@case.Name, StringComparer.Ordinal))
        {
            var entries = sameName.ToArray();
            var varying = entries
                .SelectMany(entry => entry.@case.Parameters.Keys)
                .Distinct(StringComparer.Ordinal)
                .Where(name => entries
                    .Select(entry => entry.@case.Parameters.TryGetValue(name, out var value) ? value.ToString() : null)
                    .Distinct(StringComparer.Ordinal)
                    .Skip(1)
                    .Any())
                .ToArray();
            foreach (var (@case, index) in entries)
            {
                var shown = varying
                    .Where(@case.Parameters.ContainsKey)
                    .Select(name => $"{name}={@case.Parameters[name]}")
                    .ToArray();
                labels[index] = shown.Length == 0 ? @case.Name : $"{@case.Name} [{string.Join(", ", shown)}]";
            }
        }

        return labels;
    }
}
