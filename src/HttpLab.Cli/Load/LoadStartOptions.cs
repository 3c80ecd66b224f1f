using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using HttpLab.Load;
using HttpLab.Load.Reporting;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>--start-at</c> and <c>--shard</c>: several generators, started anywhere, that begin together and send one
/// schedule between them, each its own share.
/// </summary>
internal sealed record LoadStartOptions(Option<DateTimeOffset?> StartAt, Option<LoadShard?> Shard)
{
    private static readonly string[] Formats =
        ["yyyy-MM-dd'T'HH:mm:ss.FFFFFFFK", "yyyy-MM-dd'T'HH:mm:ssK", "yyyy-MM-dd'T'HH:mmK"];

    public static LoadStartOptions Create() => new(
        new Option<DateTimeOffset?>("--start-at")
        {
            Description = "Begin the warm-up at this UTC time, ISO 8601 with Z or an offset (2026-11-27T18:00:00Z, "
                + "or +01:00; a local time is refused), from 1 s ago to 24 h ahead: start the target, resolve it and "
                + "wait, then time the run by Stopwatch. Generators given one time begin together, as well as their "
                + "machines' clocks agree.",
            CustomParser = ParseStartAt,
        },
        new Option<LoadShard?>("--shard")
        {
            Description = "Send part I of N of the run (1 <= I <= N <= 1,000), the other generators the rest: the "
                + "open model every Nth request of the schedule from the Ith, at the times it gives them (--rate "
                + "stays the total rate), the closed model its share of --connections and of --requests.",
            CustomParser = ParseShard,
        });

    public IEnumerable<Option> All => [StartAt, Shard];

    public LoadStart Read(ParseResult parseResult) => new(
        parseResult.GetValue(StartAt), parseResult.GetValue(Shard) ?? LoadShard.Whole);

    /// <summary>
    /// Parses an ISO 8601 time with Z or an offset, from <see cref="LoadLimits.MaxStartAtBehind"/> before
    /// <paramref name="now"/> to <see cref="LoadLimits.MaxStartAtAhead"/> after it; on failure
    /// <paramref name="problem"/> says why in one line naming the option.
    /// </summary>
    public static bool TryParseStartAt(string text, DateTimeOffset now, out DateTimeOffset startAt, out string? problem)
    {
        if (!DateTimeOffset.TryParseExact(
                text, Formats, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out startAt))
        {
            problem = $"--start-at '{text}' is not a time: use ISO 8601 in UTC, e.g. 2026-11-27T18:00:00Z, "
                + "or with an offset, 2026-11-27T19:00:00+01:00";
            return false;
        }

        var time = text.AsSpan(text.IndexOf('T', StringComparison.Ordinal));
        if (!time.EndsWith("Z", StringComparison.OrdinalIgnoreCase) && time.IndexOfAny('+', '-') < 0)
        {
            problem = $"--start-at '{text}' is a local time: add Z for UTC or an offset such as +01:00, "
                + "so that generators in other time zones begin at the same instant";
            return false;
        }

        if (startAt < now - LoadLimits.MaxStartAtBehind || startAt > now + LoadLimits.MaxStartAtAhead)
        {
            problem = $"--start-at '{text}' is out of range: it must be from 1 s ago to 24 h ahead "
                + $"(now is {LoadResults.StartAtText(now)})";
            return false;
        }

        problem = null;
        return true;
    }

    private static DateTimeOffset? ParseStartAt(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (!TryParseStartAt(text, TimeProvider.System.GetUtcNow(), out var startAt, out var problem))
        {
            result.AddError(problem!);
            return null;
        }

        return startAt.ToUniversalTime();
    }

    private static LoadShard? ParseShard(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (!LoadShard.TryParse(text, out var shard, out var problem))
        {
            result.AddError($"--shard {problem}");
        }

        return shard;
    }
}
