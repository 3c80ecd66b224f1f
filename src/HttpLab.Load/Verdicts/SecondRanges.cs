using System.Globalization;
using System.Text;

namespace HttpLab.Load.Verdicts;

/// <summary>
/// Names the seconds of a run where something happened, as time since measuring started: "5–12 s, 14–15 s".
/// </summary>
internal static class SecondRanges
{
    private const int MaxRanges = 6;

    public static string Format(IEnumerable<LoadSecond> seconds)
    {
        var ranges = new List<(int First, int Last)>();
        foreach (var second in seconds.Select(row => row.Second).Order())
        {
            if (ranges.Count > 0 && ranges[^1].Last + 1 == second)
            {
                ranges[^1] = (ranges[^1].First, second);
            }
            else
            {
                ranges.Add((second, second));
            }
        }

        var text = new StringBuilder();
        foreach (var (first, last) in ranges.Take(MaxRanges))
        {
            text.Append(text.Length == 0 ? string.Empty : ", ")
                .Append(CultureInfo.InvariantCulture, $"{first}–{last + 1} s");
        }

        if (ranges.Count > MaxRanges)
        {
            text.Append(CultureInfo.InvariantCulture, $" and {ranges.Count - MaxRanges} more");
        }

        return text.ToString();
    }
}
