namespace HttpLab.Results.Findings;

/// <summary>
/// One warning of a run, classified by the cause its text names (<see cref="Kind"/>, one of
/// <see cref="WarningKinds.All"/>) and ranked by it: where it was first given (<see cref="Suite"/>, <see cref="Case"/>)
/// and its text there, unchanged. The same warning given in several places, or warnings that differ only in their
/// numbers (BenchmarkDotNet's "minimum observed iteration time is 5.765ms" for one case, "9.48ms" for the next), are
/// one ranked warning with every place in <see cref="Places"/>; so is a load case's reason
/// (<c>generatorLimitedReason: ...</c>) that its suite's warning (<c>GENERATOR-LIMITED: ...</c>) gives in full.
/// </summary>
public sealed record RankedWarning(string? Suite, string? Case, WarningLevel Level, string Kind, string Text)
{
    /// <summary>Every place the warning was given, in the run's order, the first (this one's) included.</summary>
    public IReadOnlyList<WarningPlace> Places { get; init; } = [];

    /// <summary>Whether some places worded it with other numbers than <see cref="Text"/>.</summary>
    public bool HasVariants { get; init; }

    /// <summary>
    /// <see cref="Text"/> for a list that shows <see cref="Kind"/> beside it: without the kind it opens with
    /// ("GENERATOR-LIMITED: ", "ROUTE STALLED: ") or a load case's reason key ("generatorLimitedReason: "), so a
    /// report does not say the kind twice or show a results.json key as words.
    /// </summary>
    public string Message
    {
        get
        {
            var text = Text.Trim();
            var colon = text.IndexOf(": ", StringComparison.Ordinal);
            if (colon <= 0)
            {
                return text;
            }

            var head = text[..colon];
            var namesKind = string.Equals(
                    head.Replace('-', ' '), Kind.Replace('-', ' '), StringComparison.OrdinalIgnoreCase)
                || $"{head}: " is LoadRunFindings.GeneratorPrefix or LoadRunFindings.ServerPrefix;
            return namesKind && colon + 2 < text.Length ? text[(colon + 2)..] : text;
        }
    }
}
