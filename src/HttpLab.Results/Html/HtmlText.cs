using System.Globalization;
using System.Net;

namespace HttpLab.Results.Html;

/// <summary>Text made safe for report.html: element content, attribute values, ids.</summary>
internal static class HtmlText
{
    public static string Encode(string text) => WebUtility.HtmlEncode(text);

    /// <summary>A number as a data attribute: invariant, round-trippable, empty when absent.</summary>
    public static string SortKey(double? value) =>
        value is { } number && double.IsFinite(number)
            ? number.ToString("R", CultureInfo.InvariantCulture)
            : string.Empty;

    /// <summary>"json-size-10": a fragment id from free text, lower case letters, digits and dashes.</summary>
    public static string Id(params string[] parts)
    {
        var text = string.Join("-", parts).ToLowerInvariant();
        var id = new string(text.Select(character => char.IsAsciiLetterOrDigit(character) ? character : '-').ToArray());
        while (id.Contains("--", StringComparison.Ordinal))
        {
            id = id.Replace("--", "-", StringComparison.Ordinal);
        }

        return id.Trim('-');
    }
}
