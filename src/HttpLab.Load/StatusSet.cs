using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace HttpLab.Load;

/// <summary>
/// The response status codes a load run counts as successes (<c>--expect-status</c>): codes (200), ranges (200-299)
/// and classes (2xx), joined by commas. A response with any other status is an answer but not a success.
/// </summary>
public sealed class StatusSet
{
    /// <summary>Status codes run from 100 to 999 (the parsers refuse anything else).</summary>
    public const int MaxCode = 999;

    private const int MinCode = 100;

    private const string Grammar =
        "use status codes (200), ranges (200-299) or classes (2xx) from 100 to 999, joined by commas";

    // A lookup per response on the hot path: one array read, no hashing.
    private readonly bool[] accepted;
    private readonly string text;

    private StatusSet(bool[] accepted, string text)
    {
        this.accepted = accepted;
        this.text = text;
    }

    /// <summary>Every 2xx status: the default.</summary>
    public static StatusSet Success { get; } = Parse("2xx");

    /// <summary>True for the default set (2xx).</summary>
    public bool IsDefault => text == "2xx";

    /// <summary>Whether a response with <paramref name="statusCode"/> is a success.</summary>
    public bool Contains(int statusCode) => (uint)statusCode <= MaxCode && accepted[statusCode];

    /// <summary>Parses "200,201", "200-299", "2xx" or a mix (invariant, case-insensitive, spaces allowed).</summary>
    public static StatusSet Parse(string text) =>
        TryParse(text, out var set, out var problem) ? set : throw new FormatException(problem);

    /// <summary>Parses like <see cref="Parse"/>; on failure <paramref name="problem"/> says why in one line.</summary>
    public static bool TryParse(
        string text, [NotNullWhen(true)] out StatusSet? set, [NotNullWhen(false)] out string? problem)
    {
        ArgumentNullException.ThrowIfNull(text);
        set = null;
        var accepted = new bool[MaxCode + 1];
        var names = new List<string>();
        foreach (var part in text.Split(',', StringSplitOptions.TrimEntries))
        {
            if (!TryRange(part, out var low, out var high, out var name))
            {
                problem = $"'{text}': '{part}' is not a status: {Grammar}";
                return false;
            }

            Array.Fill(accepted, true, low, high - low + 1);
            names.Add(name);
        }

        set = new StatusSet(accepted, string.Join(",", names));
        problem = null;
        return true;
    }

    /// <summary>The set as given, normalized: "2xx", "200,201", "200-299".</summary>
    public override string ToString() => text;

    private static bool TryRange(string part, out int low, out int high, out string name)
    {
        low = high = 0;
        name = part;
        if (part.Length == 3 && part[0] is >= '1' and <= '9'
            && part.AsSpan(1).Equals("xx", StringComparison.OrdinalIgnoreCase))
        {
            low = (part[0] - '0') * 100;
            high = low + 99;
            name = part.ToLowerInvariant();
            return true;
        }

        var dash = part.IndexOf('-', StringComparison.Ordinal);
        var valid = dash < 0
            ? TryCode(part, out low) && TryCode(part, out high)
            : TryCode(part[..dash].Trim(), out low) && TryCode(part[(dash + 1)..].Trim(), out high) && low <= high;
        name = low == high
            ? low.ToString(CultureInfo.InvariantCulture)
            : string.Create(CultureInfo.InvariantCulture, $"{low}-{high}");
        return valid;
    }

    private static bool TryCode(string text, out int code) =>
        int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out code)
        && text.Length == 3 && code is >= MinCode and <= MaxCode;
}
