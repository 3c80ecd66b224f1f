namespace HttpLab.Results.Findings;

/// <summary>
/// What a report shows first of a study: one chart of the numbers that answer its question and a sentence that reads
/// them; the chart is null, never empty, when the study measured none of those numbers (it failed, or ran none of
/// those cases).
/// </summary>
internal sealed record StudyHeadline(string Suite, string Title, HeadlineChart? Chart, string Summary);

/// <summary>
/// A few bars, one per case or group, on one axis, with what they measure in its caption ("Time and allocations
/// against GetAsync_ReadAsStringAsync, size 10000").
/// </summary>
internal sealed record HeadlineChart(string Caption, HeadlineScale Scale, IReadOnlyList<HeadlineBar> Bars);

internal enum HeadlineScale
{
    /// <summary>Ratios to a baseline, on a log axis around 1: 0.5x and 2x lie as far from it.</summary>
    Ratio,

    /// <summary>Amounts from zero (a time, a rate).</summary>
    Linear,
}

/// <summary>
/// One bar: its label, its value as drawn and as written, and what colours it (its tone: a ratio's verdict, "faster",
/// "slower", "same", "unknown" or "withheld"; "below" for a bound, not a value; or "plain" for an amount or a ratio
/// without a verdict).
/// </summary>
internal sealed record HeadlineBar(string Label, double Value, string ValueText, string Tone = "plain")
{
    /// <summary>The ends of its interval, when it has one.</summary>
    public (double Low, double High)? Interval { get; init; }

    /// <summary>A second number written beside it ("alloc 0.46x").</summary>
    public string? Aside { get; init; }
}
