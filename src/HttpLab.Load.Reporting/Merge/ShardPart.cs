using System.Globalization;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A generator's part of a run that <see cref="Count"/> generators sent together (<c>httplab load --shard I/N</c>):
/// each sent every <see cref="Count"/>th request of one schedule, so their counts add up to the whole run's.
/// </summary>
/// <param name="Index">Which shard, from 1.</param>
/// <param name="Count">How many make the whole run.</param>
internal sealed record ShardPart(int Index, int Count)
{
    /// <summary>"2/3".</summary>
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index}/{Count}");
}
