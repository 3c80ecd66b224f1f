using System.Globalization;

namespace HttpLab.Results.Findings;

/// <summary>
/// Where a warning was given, with its text there: a suite (null for the run itself) and a case in it (null for the
/// whole suite), the case named with the parameters that tell it from the suite's other cases of the same name, e.g.
/// <c>GetStreamAsync [size=10]</c>.
/// </summary>
public sealed record WarningPlace(string? Suite, string? Case, string Text)
{
    /// <summary>
    /// "the run", "json", "json, GetStreamAsync [size=10000]", "json (40 cases), async (42 cases)": where a warning
    /// was given, a suite's cases counted once there are several.
    /// </summary>
    public static string Describe(IReadOnlyList<WarningPlace> places)
    {
        ArgumentNullException.ThrowIfNull(places);
        var parts = places
            .GroupBy(place => place.Suite ?? string.Empty, StringComparer.Ordinal)
            .Select(suite =>
            {
                if (suite.Key.Length == 0)
                {
                    return "the run";
                }

                var name = suite.Key;
                var cases = suite.Where(place => place.Case is not null).Select(place => place.Case!).ToArray();
                var whole = suite.Any(place => place.Case is null);
                return (whole, cases.Length) switch
                {
                    (_, 0) => name,
                    (false, 1) => $"{name}, {cases[0]}",
                    (false, _) => string.Create(CultureInfo.InvariantCulture, $"{name} ({cases.Length} cases)"),
                    (true, _) =>
                        string.Create(CultureInfo.InvariantCulture, $"{name} (and {cases.Length} of its cases)"),
                };
            });
        return string.Join(", ", parts);
    }
}

