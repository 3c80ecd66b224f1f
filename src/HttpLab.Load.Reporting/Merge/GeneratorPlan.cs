using System.Globalization;
using HttpLab.Load.Thresholds;
using HttpLab.Results;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// What a generator was asked to do, as far as its results.json records it: the load's options (those its case's
/// parameters, its thresholds and its command line keep), and its shard of a run several generators sent together.
/// </summary>
/// <param name="Options">The load's options; <see cref="LoadOptions.Duration"/> is <paramref name="Duration"/>, or
/// the measured time when the command line was not recorded.</param>
/// <param name="Shard">Which part of a sharded run this generator sent (<c>--shard I/N</c>), or null.</param>
/// <param name="Duration">The measured duration its command line asked for (<c>--duration</c>), or null.</param>
internal sealed record GeneratorPlan(LoadOptions Options, ShardPart? Shard, TimeSpan? Duration)
{
    /// <summary>
    /// This generator's own target rate: its share of the rate when it is a shard (every shard records the whole
    /// run's rate), else its rate; null for the closed model.
    /// </summary>
    public TargetRate? OwnRate => Options.Rate is { } rate
        ? new TargetRate(rate.Start / (Shard?.Count ?? 1), rate.End / (Shard?.Count ?? 1))
        : null;

    /// <summary>Reads the plan of a load case; a parameter that is not what HttpLab writes is a usage error.</summary>
    /// <param name="run">The run, for its command line.</param>
    /// <param name="case">Its load case.</param>
    /// <param name="given">The folder as given, for the error line.</param>
    /// <param name="measured">The measured time, the duration when the command line does not say.</param>
    public static GeneratorPlan Of(RunResult run, CaseResult @case, string given, TimeSpan measured)
    {
        var parameters = new CaseParameters(@case, given);
        var url = parameters.Text("url") is { } text && Uri.TryCreate(text, UriKind.Absolute, out var parsed)
            ? parsed
            : throw parameters.Bad("url", "an absolute URL");
        var model = parameters.Text("model");
        if (model is not ("open" or "closed"))
        {
            throw parameters.Bad("model", "open or closed");
        }

        var duration = RecordedCommandLine.Value(run.CommandLine, "--duration", "-d") is { } durationText
            && DurationText.TryParse(durationText, out var asked)
                ? asked
                : (TimeSpan?)null;
        var options = new LoadOptions
        {
            Url = url,
            Rate = model == "open" ? Rate(parameters) : null,
            Connections = (int)parameters.Whole("connections", 1, LoadLimits.MaxConnections),
            Duration = duration ?? measured,
            Engine = parameters.Text("engine") switch
            {
                "raw" => LoadEngineKind.Raw,
                "httpclient" => LoadEngineKind.HttpClient,
                _ => throw parameters.Bad("engine", "raw or httpclient"),
            },
            Http = parameters.Has("http") ? Http(parameters) : LoadHttpVersion.Http11,
            Streams = parameters.Has("streams") ? (int)parameters.Whole("streams", 1, LoadLimits.MaxStreams) : 1,
            SendQuantum = parameters.Has("sendQuantumUs")
                ? TimeSpan.FromMicroseconds(parameters.Whole("sendQuantumUs", 0, long.MaxValue))
                : TimeSpan.Zero,
            ExpectStatus = Expected(parameters),
            Thresholds = [.. @case.Thresholds.Select(threshold => Threshold(threshold, parameters))],
        };
        return new GeneratorPlan(options, ShardOf(parameters), duration);
    }

    private static TargetRate Rate(CaseParameters parameters)
    {
        var text = parameters.Number("rate") is { } number
            ? number.ToString(CultureInfo.InvariantCulture)
            : parameters.Text("rate");
        return text is not null && TargetRate.TryParse(text, out var rate, out _)
            ? rate
            : throw parameters.Bad("rate", "a rate (R or R1:R2)");
    }

    /// <summary>The statuses that counted as successes: 2xx unless the case says otherwise.</summary>
    private static StatusSet Expected(CaseParameters parameters)
    {
        if (parameters.Text("expectStatus") is not { } text)
        {
            return StatusSet.Success;
        }

        return StatusSet.TryParse(text, out var set, out _) ? set : throw parameters.Bad("expectStatus", "statuses");
    }

    private static LoadHttpVersion Http(CaseParameters parameters) => parameters.Text("http") switch
    {
        "2" => LoadHttpVersion.Http2,
        "1.1" => LoadHttpVersion.Http11,
        _ => throw parameters.Bad("http", "1.1 or 2"),
    };

    private static LoadThreshold Threshold(ThresholdResult threshold, CaseParameters parameters) =>
        LoadThreshold.TryParse(threshold.Threshold, out var parsed, out _)
            ? parsed
            : throw parameters.Bad("thresholds", "a threshold such as p99<10ms", threshold.Threshold);

    /// <summary>
    /// The shard from <c>shardIndex</c> and <c>shardCount</c> (or one <c>shard</c> "I/N"), or null when the run was
    /// not split.
    /// </summary>
    private static ShardPart? ShardOf(CaseParameters parameters)
    {
        if (parameters.Text("shard") is { } text)
        {
            var parts = text.Split('/');
            return parts.Length == 2
                && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var index)
                && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var count)
                && index >= 1 && index <= count
                    ? new ShardPart(index, count)
                    : throw parameters.Bad("shard", "I/N");
        }

        if (!parameters.Has("shardIndex") && !parameters.Has("shardCount"))
        {
            return null;
        }

        var shards = (int)parameters.Whole("shardCount", 1, int.MaxValue);
        return new ShardPart((int)parameters.Whole("shardIndex", 1, shards), shards);
    }
}
