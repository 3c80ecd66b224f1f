using System.Globalization;
using HttpLab.Results.Formatting;

namespace HttpLab.Results.Findings;

/// <summary>
/// Numbers as a sentence gives them: to three significant digits in the unit that suits each (4.34 ms, 56.9 ms,
/// 128 ms; 7.43 KB), ratios as "0.64x", invariant culture, so a finding reads the same on every machine.
/// </summary>
internal static class FindingText
{
    public static string Duration(double nanoseconds)
    {
        var unit = TimeUnit.Fitting(nanoseconds);
        return $"{Significant(unit.Convert(nanoseconds))} {unit.Symbol}";
    }

    public static string Microseconds(double microseconds) => Duration(microseconds * 1_000);

    public static string Size(double bytes)
    {
        var unit = SizeUnit.Fitting(bytes);
        return unit == SizeUnit.Byte
            ? $"{bytes.ToString("#,0", CultureInfo.InvariantCulture)} B"
            : $"{Significant(unit.Convert(bytes))} {unit.Symbol}";
    }

    /// <summary>A size set rather than measured, to two decimals at most: "16 B", "4 KB", "256 KB".</summary>
    public static string ExactSize(double bytes)
    {
        var unit = SizeUnit.Fitting(bytes);
        return $"{unit.Convert(bytes).ToString("#,0.##", CultureInfo.InvariantCulture)} {unit.Symbol}";
    }

    public static string Ratio(double ratio) => Significant(ratio) + "x";

    public static string Percent(double percent) =>
        percent.ToString("#,0.0", CultureInfo.InvariantCulture) + "%";

    public static string Rate(double perSecond) =>
        perSecond.ToString("#,0.0", CultureInfo.InvariantCulture) + " req/s";

    public static string Count(double count) =>
        Math.Round(count).ToString("#,0", CultureInfo.InvariantCulture);

    /// <summary>The text with a full stop, unless it ends a sentence already.</summary>
    public static string Sentence(string text)
    {
        var sentence = text.TrimEnd();
        return sentence.EndsWith('.') || sentence.EndsWith('!') || sentence.EndsWith('?') ? sentence : sentence + ".";
    }

    /// <summary>"a", "a and b", "a, b and c".</summary>
    public static string List(IEnumerable<string> items)
    {
        var all = items.ToArray();
        return all.Length <= 1 ? string.Concat(all) : $"{string.Join(", ", all[..^1])} and {all[^1]}";
    }

    /// <summary>
    /// What a <see cref="CaseResult.RatioVerdict"/> says about a time ratio, in words; null without one.
    /// </summary>
    public static string? Verdict(string? verdict) => verdict switch
    {
        "faster" => "faster by the statistics",
        "slower" => "slower by the statistics",
        "same" => "no difference shown",
        "unknown" => "too few iterations to tell",
        "withheld" => "withheld: the run's own drift was as large (its A/A control differed)",
        null => null,
        _ => verdict,
    };

    private static string Significant(double value)
    {
        var magnitude = Math.Abs(value);
        var pattern = magnitude >= 100 ? "#,0" : magnitude >= 10 ? "0.0" : "0.00";
        return value.ToString(pattern, CultureInfo.InvariantCulture);
    }
}
