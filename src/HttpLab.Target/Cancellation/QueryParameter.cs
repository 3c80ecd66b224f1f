using System.Globalization;
using Microsoft.AspNetCore.Http;

namespace HttpLab.Target.Cancellation;

/// <summary>Reads integer query parameters strictly: digits only, in range, given once.</summary>
internal static class QueryParameter
{
    public const string ProblemTitle = "Invalid query parameter";

    /// <summary>
    /// Returns null and the value, or the problem detail naming the parameter and its range. A null
    /// <paramref name="defaultValue"/> makes the parameter required; otherwise it stands in when the parameter is
    /// absent.
    /// </summary>
    public static string? TryGetInt(
        IQueryCollection query, string name, int min, int max, int? defaultValue, out int value)
    {
        value = 0;
        var expected = $"expected an integer from {min} to {max}";
        if (!query.TryGetValue(name, out var values) || values.Count == 0)
        {
            if (defaultValue is int fallback)
            {
                value = fallback;
                return null;
            }

            return $"The query parameter '{name}' is required: {expected}.";
        }

        if (values.Count > 1)
        {
            return $"The query parameter '{name}' is given {values.Count} times: give it once, {expected}.";
        }

        var text = values[0] ?? string.Empty;

        // NumberStyles.None refuses signs, spaces and separators, so only plain digits get through.
        if (!int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out value)
            || value < min
            || value > max)
        {
            return $"'{text}' is not a valid value for the query parameter '{name}': {expected}.";
        }

        return null;
    }
}
