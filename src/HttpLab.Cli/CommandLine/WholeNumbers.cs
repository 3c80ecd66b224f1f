using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Whole-number options (<c>--connections</c>, <c>--deadline-ms</c>, <c>--sizes</c>...) and their ranges, for every
/// command. Each is parsed here, range check included, rather than by System.CommandLine followed by a validator: a
/// validator that reads the value throws when the text does not fit the type (99999999999 for an int), before the
/// parser has reported it. Here a word, a negative number or a number too large for the type gets the same one-line
/// error as any other value out of range.
/// </summary>
internal static class WholeNumbers
{
    public static void AcceptRange(Option<int> option, int min, int max) =>
        option.CustomParser = result => (int)Parse(result, option.Name, min, max);

    public static void AcceptRange(Option<int?> option, int min, int max) =>
        option.CustomParser = result => (int)Parse(result, option.Name, min, max);

    public static void AcceptRange(Option<long?> option, long min, long max) =>
        option.CustomParser = result => Parse(result, option.Name, min, max);

    /// <summary>
    /// A comma-separated list (<c>--sizes 10,100</c>), given once, each number in the range and named once: a number
    /// given twice is more likely a typo than a wish to measure it twice.
    /// </summary>
    public static void AcceptList(Option<int[]> option, int min, int max)
    {
        option.Arity = ArgumentArity.ExactlyOne;
        option.CustomParser = result =>
        {
            var text = result.Tokens.Single().Value;
            var numbers = new List<int>();
            foreach (var part in text.Split(',', StringSplitOptions.TrimEntries))
            {
                if (!TryParse(part, min, max, out var number))
                {
                    result.AddError($"{option.Name} '{text}': '{part}' is not a whole number {Range(min, max)}");
                    return [];
                }

                if (numbers.Contains((int)number))
                {
                    result.AddError($"{option.Name} '{text}': {part} is named twice");
                    return [];
                }

                numbers.Add((int)number);
            }

            return [.. numbers];
        };
    }

    // On an error the value returned is never read; min keeps it within the option's type.
    private static long Parse(ArgumentResult result, string optionName, long min, long max)
    {
        var text = result.Tokens.Single().Value;
        if (TryParse(text, min, max, out var value))
        {
            return value;
        }

        result.AddError($"{optionName} '{text}' is not a whole number {Range(min, max)}");
        return min;
    }

    private static bool TryParse(string text, long min, long max, out long value) =>
        long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value)
        && value >= min
        && value <= max;

    private static string Range(long min, long max) =>
        max == long.MaxValue
            ? string.Create(CultureInfo.InvariantCulture, $"of at least {min:#,0}")
            : string.Create(CultureInfo.InvariantCulture, $"from {min:#,0} to {max:#,0}");
}
