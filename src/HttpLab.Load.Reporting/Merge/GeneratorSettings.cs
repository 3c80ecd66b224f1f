using System.Text.RegularExpressions;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// The settings two generators of one run must share, as their results.json records them: the load case's
/// parameters (URL, model, engine, rate, connections, HTTP version...), the duration and request cap from the command
/// line, the warm-up, request timeout and in-flight cap from the suite's engine text, what each request sent, and
/// the thresholds. What describes a generator rather than the load (its shard, its clock; a closed-model shard's
/// connections, its share of the whole run's) is left out, as is when it started: a start time apart, they would
/// not overlap.
/// </summary>
internal static partial class GeneratorSettings
{
    private static readonly HashSet<string> OwnParameters =
        new(["shardIndex", "shardCount", "shard", "clock", "startAt"], StringComparer.Ordinal);

    /// <summary>
    /// How <paramref name="other"/>'s settings differ from <paramref name="reference"/>'s: "duration 5s, not 10s",
    /// one text each; empty when they do not.
    /// </summary>
    public static IReadOnlyList<string> Differences(GeneratorRun reference, GeneratorRun other)
    {
        ArgumentNullException.ThrowIfNull(reference);
        ArgumentNullException.ThrowIfNull(other);
        var expected = Of(reference);
        var found = Of(other);
        return expected.Keys.Union(found.Keys)
            .Select(name => (Name: name, Expected: expected.GetValueOrDefault(name, "none"),
                Found: found.GetValueOrDefault(name, "none")))
            .Where(setting => setting.Expected != setting.Found)
            .Select(setting => $"{setting.Name} {setting.Found}, not {setting.Expected}")
            .ToArray();
    }

    /// <summary>Every setting by name, as text.</summary>
    public static IReadOnlyDictionary<string, string> Of(GeneratorRun generator)
    {
        ArgumentNullException.ThrowIfNull(generator);
        var settings = new Dictionary<string, string>(StringComparer.Ordinal);
        var closedShard = generator.Plan is { Shard: not null, Options.Rate: null };
        foreach (var (name, value) in generator.Case.Parameters)
        {
            if (!OwnParameters.Contains(name) && !(closedShard && name == "connections"))
            {
                settings[name] = value.ToString();
            }
        }

        var commandLine = generator.Run.CommandLine;
        settings["duration"] = generator.Plan.Duration is { } duration
            ? DurationText.Format(duration)
            : "not recorded";
        settings["request cap (--requests)"] = RecordedCommandLine.Value(commandLine, "--requests", "-n") ?? "none";
        var engine = generator.Suite.Engine;
        settings["warm-up"] = Warmup().Match(engine) is { Success: true } warmup ? warmup.Groups[1].Value : "none";
        settings["request timeout"] = Timeout().Match(engine) is { Success: true } timeout
            ? timeout.Groups[1].Value
            : "none";
        settings["in-flight cap"] = InFlightCap().Match(engine) is { Success: true } cap ? cap.Groups[1].Value : "none";
        var sent = RequestNotes(generator.Suite.Notes);
        settings["requests sent"] = sent.Count == 0 ? "GET of the URL" : $"'{string.Join(" ", sent)}'";
        settings["thresholds (--slo)"] = generator.Case.Thresholds.Count == 0
            ? "none"
            : string.Join(" and ", generator.Case.Thresholds.Select(threshold => threshold.Threshold));
        return settings;
    }

    /// <summary>
    /// The notes that say what each request sent ("Every request: POST ...", "Request 1 of 2 ..."), when it was more
    /// than a GET of the URL.
    /// </summary>
    public static IReadOnlyList<string> RequestNotes(IReadOnlyList<string>? notes) =>
        [.. (notes ?? []).Where(note => note.StartsWith("Every request: ", StringComparison.Ordinal)
            || RequestOfMix().IsMatch(note))];

    [GeneratedRegex(@"warm-up ([0-9.]+ s) excluded")]
    private static partial Regex Warmup();

    [GeneratedRegex("request timeout ([0-9.]+ s)")]
    private static partial Regex Timeout();

    [GeneratedRegex("in-flight cap ([0-9,]+)")]
    private static partial Regex InFlightCap();

    [GeneratedRegex(@"^Request [0-9]+ of [0-9]+ \(")]
    private static partial Regex RequestOfMix();
}
