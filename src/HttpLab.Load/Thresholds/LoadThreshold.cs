using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Text.RegularExpressions;

namespace HttpLab.Load.Thresholds;

/// <summary>
/// A service-level threshold on a load run (<c>--slo</c>): a latency percentile, mean or max below a limit
/// (<c>p99&lt;10ms</c>), errors below a share or count (<c>errors&lt;0.1%</c>, <c>errors&lt;=5</c>), or successes per
/// second above a share of the target rate (<c>rate&gt;=99%</c>, open model) or an absolute rate (<c>rps&gt;=1000</c>).
/// Judge it with <see cref="Evaluate"/>.
/// </summary>
/// <remarks>
/// A success is a response whose status is in <see cref="LoadOptions.ExpectStatus"/>; every other measured request (an
/// error, a request never sent, a response of another status) is a failure. Latency thresholds are judged over every
/// measured request, each failure counted as slower than any limit: <c>p99&lt;10ms</c> passes only when at least 99%
/// of the measured requests were answered with an expected status within 10 ms, and <c>mean</c> or <c>max</c> fail on
/// any failure. A failure never hides in a pretty percentile, and a run with no success passes no latency threshold.
/// </remarks>
public sealed partial record LoadThreshold
{
    /// <summary>The grammar, for usage errors.</summary>
    public const string Grammar =
        "use p99<10ms, p99.9<=1s, mean<5ms or max<100ms (units us, ms, s), errors<0.1% or errors<=5 (a count), "
        + "rate>=99% (of --rate, open model) or rps>=1000";

    private LoadThreshold(
        string text, ThresholdStatistic statistic, decimal percentile, ThresholdComparison comparison, decimal limit)
    {
        Text = text;
        Statistic = statistic;
        Percentile = percentile;
        Comparison = comparison;
        Limit = limit;
    }

    /// <summary>The threshold as written, normalized: lower case, no spaces, "us" for microseconds.</summary>
    public string Text { get; }

    public ThresholdStatistic Statistic { get; }

    /// <summary>The percentile (above 0, at most 100) of <see cref="ThresholdStatistic.Percentile"/>; else 0.</summary>
    public decimal Percentile { get; }

    public ThresholdComparison Comparison { get; }

    /// <summary>The limit in <see cref="Unit"/>: microseconds for latency (10ms is 10000).</summary>
    public decimal Limit { get; }

    /// <summary>
    /// The unit of <see cref="Limit"/> and of the measured value: <c>us</c>, <c>percent</c>, <c>count</c> or
    /// <c>rps</c>.
    /// </summary>
    public string Unit => Statistic switch
    {
        ThresholdStatistic.Percentile or ThresholdStatistic.Mean or ThresholdStatistic.Max => "us",
        ThresholdStatistic.ErrorShare or ThresholdStatistic.Rate => "percent",
        ThresholdStatistic.Errors => "count",
        _ => "rps",
    };

    /// <summary>True for a threshold only the open model can judge (<c>rate</c>: it needs a target rate).</summary>
    public bool NeedsTargetRate => Statistic == ThresholdStatistic.Rate;

    /// <summary>
    /// Parses a threshold (case-insensitive, spaces ignored, invariant numbers); on failure <paramref name="problem"/>
    /// names it, says why and gives the grammar, in one line.
    /// </summary>
    public static bool TryParse(
        string text, [NotNullWhen(true)] out LoadThreshold? threshold, [NotNullWhen(false)] out string? problem)
    {
        ArgumentNullException.ThrowIfNull(text);
        threshold = null;
        var normalized = string.Concat(text.Where(character => !char.IsWhiteSpace(character)))
            .ToLowerInvariant()
            .Replace("\u00B5s", "us", StringComparison.Ordinal)
            .Replace("μs", "us", StringComparison.Ordinal);
        var why = Problem(normalized, out threshold);
        problem = why is null ? null : $"'{text}' is not a threshold ({why}): {Grammar}";
        return why is null;
    }

    /// <summary>Parses like <see cref="TryParse"/>, throwing <see cref="FormatException"/> with its problem.</summary>
    public static LoadThreshold Parse(string text) =>
        TryParse(text, out var threshold, out var problem) ? threshold : throw new FormatException(problem);

    public override string ToString() => Text;

    private static string? Problem(string text, out LoadThreshold? threshold)
    {
        threshold = null;
        var match = Expression().Match(text);
        if (!match.Success)
        {
            return "not STATISTIC, a comparison (<, <=, >, >=) and a limit";
        }

        var name = match.Groups["statistic"].Value;
        var unit = match.Groups["unit"].Value;
        var comparison = match.Groups["comparison"].Value switch
        {
            "<" => ThresholdComparison.Below,
            "<=" => ThresholdComparison.AtMost,
            ">" => ThresholdComparison.Above,
            _ => ThresholdComparison.AtLeast,
        };
        if (!TryNumber(match.Groups["number"].Value, out var number))
        {
            return "the limit is not a number";
        }

        var percentile = 0m;
        ThresholdStatistic statistic;
        if (name[0] == 'p')
        {
            if (!TryNumber(name[1..], out percentile) || percentile is <= 0 or > 100)
            {
                return "a percentile is above 0 and at most 100";
            }

            statistic = ThresholdStatistic.Percentile;
        }
        else
        {
            statistic = name switch
            {
                "mean" => ThresholdStatistic.Mean,
                "max" => ThresholdStatistic.Max,
                "errors" => unit == "%" ? ThresholdStatistic.ErrorShare : ThresholdStatistic.Errors,
                "rate" => ThresholdStatistic.Rate,
                _ => ThresholdStatistic.Rps,
            };
        }

        if (LimitProblem(statistic, comparison, unit, ref number) is { } problem)
        {
            return problem;
        }

        threshold = new LoadThreshold(text, statistic, percentile, comparison, number);
        return null;
    }

    private static bool TryNumber(string text, out decimal number) =>
        decimal.TryParse(text, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out number);

    /// <summary>Checks the comparison and unit a statistic allows; scales a latency limit to microseconds.</summary>
    private static string? LimitProblem(
        ThresholdStatistic statistic, ThresholdComparison comparison, string unit, ref decimal limit)
    {
        var upper = comparison is ThresholdComparison.Below or ThresholdComparison.AtMost;
        switch (statistic)
        {
            case ThresholdStatistic.Percentile or ThresholdStatistic.Mean or ThresholdStatistic.Max:
                if (!upper)
                {
                    return "a latency limit is an upper bound: use < or <=";
                }

                if (unit is not ("us" or "ms" or "s"))
                {
                    return "a latency limit needs a unit: us, ms or s";
                }

                limit *= unit switch { "s" => 1_000_000m, "ms" => 1_000m, _ => 1m };
                return limit <= 0 ? "a latency limit must be above 0" : null;
            case ThresholdStatistic.Errors or ThresholdStatistic.ErrorShare:
                if (!upper)
                {
                    return "an error limit is an upper bound: use < or <=";
                }

                if (unit is not ("" or "%"))
                {
                    return "an error limit is a count (errors<=5) or a percentage (errors<0.1%)";
                }

                if (statistic == ThresholdStatistic.Errors && limit != decimal.Truncate(limit))
                {
                    return "an error count is a whole number";
                }

                return limit > (unit == "%" ? 100 : decimal.MaxValue) ? "a percentage is at most 100"
                    : limit == 0 && comparison == ThresholdComparison.Below ? "errors<0 can never pass: use errors<=0"
                    : null;
            case ThresholdStatistic.Rate:
                if (upper || unit != "%")
                {
                    return "rate is a lower bound in percent of the target rate: rate>=99%";
                }

                return limit <= 0 ? "a rate share must be above 0%" : null;
            default:
                if (upper || unit != "")
                {
                    return "rps is a lower bound in responses per second, without a unit: rps>=1000";
                }

                return limit <= 0 ? "an rps limit must be above 0" : null;
        }
    }

    [GeneratedRegex(
        @"^(?<statistic>p[0-9]+(\.[0-9]+)?|mean|max|errors|rate|rps)(?<comparison><=|>=|<|>)"
        + @"(?<number>[0-9]+(\.[0-9]+)?)(?<unit>us|ms|s|%)?$",
        RegexOptions.CultureInvariant)]
    private static partial Regex Expression();
}
