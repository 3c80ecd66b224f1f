using HttpLab.Results;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A load case's parameters read for a merge, each missing or malformed one a usage error naming the folder.
/// </summary>
internal readonly struct CaseParameters(CaseResult @case, string given)
{
    public bool Has(string name) => @case.Parameters.ContainsKey(name);

    public string? Text(string name) => @case.Parameters.TryGetValue(name, out var value) ? value.Text : null;

    public double? Number(string name) => @case.Parameters.TryGetValue(name, out var value) ? value.Number : null;

    /// <summary>A whole number from <paramref name="min"/> to <paramref name="max"/>.</summary>
    public long Whole(string name, long min, long max) =>
        Number(name) is { } number && number % 1 == 0 && number >= min && number <= max
            ? (long)number
            : throw Bad(name, $"a whole number from {min:#,0} to {max:#,0}");

    /// <summary>"'DIR/results.json': the load case's rate "x" is not a rate".</summary>
    public MergeInputException Bad(string name, string what, string? value = null)
    {
        var shown = value is not null ? $"'{value}'"
            : @case.Parameters.TryGetValue(name, out var recorded) ? $"'{recorded}'"
            : "(missing)";
        return new MergeInputException(
            $"'{Path.Combine(given, "results.json")}': the load case's {name} {shown} is not {what}");
    }
}
