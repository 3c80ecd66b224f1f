using System.Buffers;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using HttpLab.Results;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load --crank-statistics</c>: a load run's headline figures as the block that crank's agent reads from a
/// job's standard output (docs/measurements.md of dotnet/crank): a line <c>#StartJobStatistics</c>, one line of JSON
/// holding <c>Metadata</c> (each figure's name, how crank aggregates its values within a job and reduces the jobs'
/// aggregates when several generators run it, descriptions, display format) and <c>Measurements</c> (name, timestamp,
/// value), and a line <c>#EndJobStatistics</c>. The figures are those of the run's results.json; latencies in ms.
/// </summary>
internal static class CrankStatistics
{
    public const string StartMarker = "#StartJobStatistics";

    public const string EndMarker = "#EndJobStatistics";

    /// <summary>The measurement names' prefix and the metadata's source.</summary>
    private const string Source = "httplab";

    /// <summary>
    /// Aggregate within a job: one value per figure, so any operation keeps it; Max as crank's own load jobs use.
    /// </summary>
    private const string Aggregate = "Max";

    private const string Sum = "Sum";

    private const string Max = "Max";

    private const string Min = "Min";

    private const string Summed = " Across several generators, their sum.";

    private const string Merged = " Across several generators crank keeps the highest generator's value, since it "
        + "cannot merge histograms: the exact combined percentile comes from httplab merge of the generators' results "
        + "folders.";

    private const string Corrected = "Latency of every measured request from its intended send time (corrected for "
        + "coordinated omission; closed model: from its actual send), failures included at the time they waited";

    private const string Uncorrected = "Latency of the responses (any status) from their actual send time, as "
        + "closed-loop tools report it";

    private const string Lateness = "How late the generator released requests against the open model's schedule "
        + "(closed model: the time from a response to the next send on its connection)";

    private static readonly Figure[] Figures =
    [
        Count("requests", "Requests", MetricCatalog.Requests),
        new("responses", Sum, "n0", "Responses",
            "Measured requests that got a complete response, whatever its status." + Summed,
            (_, loadCase) => CountOf(loadCase, MetricCatalog.UncorrectedLatencyUs)),
        new("rps", Sum, "n0", "Achieved rate (req/s)", MetricCatalog.AchievedRps.Description + "." + Summed,
            (_, loadCase) => MetricOf(loadCase, MetricCatalog.AchievedRps)),
        new("rps/target", Sum, "n0", "Target rate (req/s)",
            MetricCatalog.TargetRps.Description + "; open model only." + Summed,
            (_, loadCase) => MetricOf(loadCase, MetricCatalog.TargetRps)),
        Count("errors", "Errors", MetricCatalog.Errors,
            "Measured requests that failed, every kind (refused, reset, timeout, unparsable, not sent)"),
        Count("errors/refused", "Errors: refused", MetricCatalog.ErrorsRefused),
        Count("errors/reset", "Errors: reset", MetricCatalog.ErrorsReset),
        Count("errors/timeout", "Errors: timeout", MetricCatalog.ErrorsTimeout),
        Count("errors/unparsable", "Errors: unparsable", MetricCatalog.ErrorsUnparsable),
        Count("errors/not-sent", "Errors: not sent", MetricCatalog.ErrorsNotSent),
        new("bad-responses", Sum, "n0", "Bad responses",
            "Responses with a status --expect-status does not accept (default: any but 2xx)." + Summed,
            (_, loadCase) => BadResponses(loadCase)),
        Percentile("latency/p50", "Latency 50th (ms)", Corrected, "the 50th percentile", MetricCatalog.LatencyUs,
            distribution => distribution.P50),
        Percentile("latency/p90", "Latency 90th (ms)", Corrected, "the 90th percentile", MetricCatalog.LatencyUs,
            distribution => distribution.P90),
        Percentile("latency/p99", "Latency 99th (ms)", Corrected, "the 99th percentile", MetricCatalog.LatencyUs,
            distribution => distribution.P99),
        Percentile("latency/p99.9", "Latency 99.9th (ms)", Corrected, "the 99.9th percentile",
            MetricCatalog.LatencyUs, distribution => distribution.P999),
        Highest("latency/max", "Latency max (ms)", Corrected, MetricCatalog.LatencyUs),
        Percentile("latency/uncorrected/p50", "Uncorrected latency 50th (ms)", Uncorrected, "the 50th percentile",
            MetricCatalog.UncorrectedLatencyUs, distribution => distribution.P50),
        Percentile("latency/uncorrected/p99", "Uncorrected latency 99th (ms)", Uncorrected, "the 99th percentile",
            MetricCatalog.UncorrectedLatencyUs, distribution => distribution.P99),
        Percentile("send-lateness/p99", "Send lateness 99th (ms)", Lateness, "the 99th percentile",
            MetricCatalog.SendLatenessUs, distribution => distribution.P99),
        Highest("send-lateness/max", "Send lateness max (ms)", Lateness, MetricCatalog.SendLatenessUs),
        new("generator-cpu", Max, "n2", "Generator CPU (s)",
            MetricCatalog.GeneratorCpuSeconds.Description + ". Across several generators, the busiest one's.",
            (_, loadCase) => MetricOf(loadCase, MetricCatalog.GeneratorCpuSeconds)),
        Flag("generator-limited", "Generator-limited", MetricCatalog.GeneratorLimited, "any generator was"),
        Flag("server-limited", "Server-limited", MetricCatalog.ServerLimited, "any generator saw it"),
        new("complete", Min, "n0", "Complete run",
            "1 when the run measured its whole duration, 0 when Ctrl-C, SIGTERM or a failure cut it short (the "
            + "figures are then what it measured until then). Across several generators, 0 when any was cut short.",
            (run, _) => run.Complete ? 1 : 0),
    ];

    /// <summary>
    /// Writes <paramref name="run"/>'s block (its load case's figures) in one write, the markers on lines of their own.
    /// </summary>
    public static void Write(TextWriter output, RunResult run)
    {
        ArgumentNullException.ThrowIfNull(output);
        output.Write(Block(run));
        output.Flush();
    }

    /// <summary>The block: the start marker, the JSON on one line, the end marker, each ended by a newline.</summary>
    public static string Block(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var loadCase = run.Suites[0].Cases[0];
        var timestamp = run.FinishedUtc.UtcDateTime;
        var buffer = new ArrayBufferWriter<byte>();
        using (var json = new Utf8JsonWriter(buffer, new JsonWriterOptions
        {
            // Read by crank's agent, never put into a page: '<' and '+' stay themselves.
            Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        }))
        {
            json.WriteStartObject();
            json.WriteStartArray("Metadata");
            foreach (var figure in Figures)
            {
                json.WriteStartObject();
                json.WriteString("source", Source);
                json.WriteString("name", figure.FullName);
                json.WriteString("aggregate", Aggregate);
                json.WriteString("reduce", figure.Reduce);
                json.WriteString("format", figure.Format);
                json.WriteString("shortDescription", figure.ShortDescription);
                json.WriteString("longDescription", figure.LongDescription);
                json.WriteEndObject();
            }

            json.WriteEndArray();
            json.WriteStartArray("Measurements");
            foreach (var figure in Figures)
            {
                // A figure the run has no value for (no target rate in the closed model, no response to take a
                // percentile of) is left out rather than shown as 0.
                if (figure.Value(run, loadCase) is { } value && double.IsFinite(value))
                {
                    json.WriteStartObject();
                    json.WriteString("name", figure.FullName);
                    json.WriteString("timestamp", timestamp);
                    json.WriteNumber("value", value);
                    json.WriteEndObject();
                }
            }

            json.WriteEndArray();
            json.WriteEndObject();
        }

        return new StringBuilder()
            .Append(StartMarker).Append('\n')
            .Append(Encoding.UTF8.GetString(buffer.WrittenSpan)).Append('\n')
            .Append(EndMarker).Append('\n')
            .ToString();
    }

    private static Figure Count(string name, string column, MetricDefinition metric, string? description = null) =>
        new(name, Sum, "n0", column, (description ?? metric.Description) + "." + Summed,
            (_, loadCase) => MetricOf(loadCase, metric));

    private static Figure Percentile(
        string name,
        string column,
        string what,
        string which,
        MetricDefinition metric,
        Func<Distribution, double> value) =>
        new(name, Max, "n3", column, $"{what}: {which}, in ms." + Merged,
            (_, loadCase) => DistributionOf(loadCase, metric) is { } distribution ? value(distribution) / 1000 : null);

    private static Figure Highest(string name, string column, string what, MetricDefinition metric) =>
        new(name, Max, "n3", column,
            $"{what}: the highest, in ms. Across several generators, the highest of all, which is exact.",
            (_, loadCase) => DistributionOf(loadCase, metric) is { } distribution ? distribution.Max / 1000 : null);

    private static Figure Flag(string name, string column, MetricDefinition metric, string any) =>
        new(name, Max, "n0", column,
            $"{metric.Description}. 1 when so, 0 when not. Across several generators, 1 when {any}.",
            (_, loadCase) => MetricOf(loadCase, metric));

    private static double? MetricOf(CaseResult loadCase, MetricDefinition metric) =>
        loadCase.Metrics.TryGetValue(metric.Name, out var value) ? value : null;

    /// <summary>
    /// The distribution of <paramref name="metric"/>, or null when it holds no value to take a percentile of.
    /// </summary>
    private static Distribution? DistributionOf(CaseResult loadCase, MetricDefinition metric) =>
        loadCase.Distributions.TryGetValue(metric.Name, out var distribution) && distribution.Count > 0
            ? distribution
            : null;

    /// <summary>How many values the distribution of <paramref name="metric"/> holds, 0 included.</summary>
    private static double? CountOf(CaseResult loadCase, MetricDefinition metric) =>
        loadCase.Distributions.TryGetValue(metric.Name, out var distribution) ? distribution.Count : null;

    private static double? BadResponses(CaseResult loadCase) =>
        CountOf(loadCase, MetricCatalog.UncorrectedLatencyUs) - CountOf(loadCase, MetricCatalog.SuccessLatencyUs);

    private sealed record Figure(
        string Name,
        string Reduce,
        string Format,
        string ShortDescription,
        string LongDescription,
        Func<RunResult, CaseResult, double?> Value)
    {
        public string FullName => $"{Source}/{Name}";
    }
}
