using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using static System.FormattableString;

namespace HttpLab.Load;

/// <summary>
/// This generator's part of a run that <see cref="Count"/> generators send together (<c>--shard I/N</c>): the open
/// model's schedule numbered from 0, warm-up and measured requests as one sequence, of which shard
/// <see cref="Index"/> sends requests Index − 1, Index − 1 + Count, Index − 1 + 2·Count... at the times the whole
/// schedule gives them; the closed model's connections and a request cap dealt out by <see cref="Share"/>. Together
/// the shards send exactly what one generator would.
/// </summary>
/// <param name="Index">Which shard, from 1 to <see cref="Count"/>.</param>
/// <param name="Count">How many shards make the whole run, from 1 to <see cref="LoadLimits.MaxShards"/>.</param>
public sealed record LoadShard(int Index, int Count)
{
    /// <summary>The whole run: one generator sends everything.</summary>
    public static LoadShard Whole { get; } = new(1, 1);

    public bool IsWhole => Count == 1;

    /// <summary>
    /// This shard's part of <paramref name="total"/> things dealt out in turn, the first shard first: the whole number
    /// of times <see cref="Count"/> goes into it, and one more for the first <c>total mod Count</c> shards (10
    /// connections over 3 shards: 4, 3, 3), so the shares add up to <paramref name="total"/>.
    /// </summary>
    public long Share(long total) => (total / Count) + (Index - 1 < total % Count ? 1 : 0);

    /// <summary>True when request <paramref name="index"/> (from 0) of the whole schedule is this shard's.</summary>
    public bool Owns(long index) => index % Count == Index - 1;

    /// <summary>Why this is not a shard (one line), or null when it is one.</summary>
    public string? Problem() =>
        Count < 1 || Count > LoadLimits.MaxShards || Index < 1 || Index > Count
            ? Invariant($"the shard must be I/N with N from 1 to {LoadLimits.MaxShards:#,0} and I from 1 to N, ")
                + $"not {this}"
            : null;

    /// <summary>Parses "2/3"; on failure <paramref name="problem"/> says why in one line.</summary>
    public static bool TryParse(string text, [NotNullWhen(true)] out LoadShard? shard, out string? problem)
    {
        ArgumentNullException.ThrowIfNull(text);
        var parts = text.Split('/');
        shard = parts.Length == 2
            && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var index)
            && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var count)
            && new LoadShard(index, count) is var parsed
            && parsed.Problem() is null
                ? parsed
                : null;
        problem = shard is null
            ? Invariant($"'{text}' is not a shard: use I/N with N from 1 to {LoadLimits.MaxShards:#,0} and I from ")
                + "1 to N, e.g. 2/3 for the second of three generators"
            : null;
        return shard is not null;
    }

    /// <summary>"2/3".</summary>
    public override string ToString() => Invariant($"{Index}/{Count}");
}
