using System.Globalization;
using HttpLab.Load.Thresholds;
using HttpLab.Results;
using HttpLab.Results.Formatting;
using HttpLab.Results.Histograms;
using static System.FormattableString;

namespace HttpLab.Load.Reporting;

/// <summary>
/// A load report in results.json's terms: a suite "load" with one case whose metrics are named by unit (see the load
/// section of docs/results-schema.md). Shared by <c>httplab load</c> and any study that runs load.
/// </summary>
public static class LoadResults
{
    /// <summary>The suite name <c>httplab load</c> writes.</summary>
    public const string SuiteName = "load";

    /// <summary>The case-warning prefix of a generator-limited run; the reason follows it.</summary>
    public const string GeneratorLimitedPrefix = "generatorLimitedReason: ";

    /// <summary>The case-warning prefix of a server-limited run; the reason follows it.</summary>
    public const string ServerLimitedPrefix = "serverLimitedReason: ";

    /// <summary>The suite of a single load run.</summary>
    public static SuiteResult ToSuite(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var options = report.Options;
        return new SuiteResult
        {
            Name = SuiteName,
            Title = "Load test",
            Engine = Invariant($"HttpLab load generator, {report.EngineDescription}: {Model(options)}, ")
                + Invariant($"{options.LanesText}, in-flight cap {options.MaxInFlight:#,0}, ")
                + $"request timeout {DurationFormat.Seconds(options.Timeout)}, "
                + $"warm-up {DurationFormat.Seconds(options.EffectiveWarmup)} excluded; "
                + SocketCompletionSettings.Describe() + "; "
                + "HdrHistogram 1 μs to 1 h, 3 significant digits",
            TargetUrl = options.Url.ToString(),
            Warnings = SuiteWarnings(report),
            Notes = Notes(report),
            Cases = [ToCase(report)],
        };
    }

    /// <summary>
    /// The case of a load run: parameters model, engine, rate (open model), connections, url; the load metrics.
    /// </summary>
    public static CaseResult ToCase(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var options = report.Options;
        var parameters = new Dictionary<string, ParameterValue>
        {
            ["model"] = ParameterValue.Of(options.Model == LoadModel.Open ? "open" : "closed"),
            ["engine"] = ParameterValue.Of(LoadCaseName.Engine(options.Engine)),
        };
        if (options.Rate is { } rate)
        {
            // Not "targetRps": that is the metric (the ramp's mean), and a CSV column may not be both.
            parameters["rate"] = rate.IsRamp ? ParameterValue.Of(rate.ToString()) : ParameterValue.Of(rate.Start);
        }

        parameters["connections"] = ParameterValue.Of(options.Connections);
        if (options.Model == LoadModel.Open && options.SendQuantum > TimeSpan.Zero)
        {
            // Only when the open model has one: a run without one reads back as none, as the runs written before the
            // option existed do.
            parameters["sendQuantumUs"] = ParameterValue.Of(options.SendQuantum.TotalMicroseconds);
        }

        if (options.Http == LoadHttpVersion.Http2)
        {
            // Only over HTTP/2: an HTTP/1.1 run still matches the runs written before the option existed.
            parameters["http"] = ParameterValue.Of("2");
            parameters["streams"] = ParameterValue.Of(options.Streams);
        }

        if (!options.Shard.IsWhole)
        {
            // Only for a shard: what a merge checks the shards against (one schedule, every shard once).
            parameters["shardIndex"] = ParameterValue.Of(options.Shard.Index);
            parameters["shardCount"] = ParameterValue.Of(options.Shard.Count);
            if (options.MaxRequests is { } cap)
            {
                parameters["maxRequests"] = ParameterValue.Of(cap);
            }
        }

        if (options.StartAt is { } startAt)
        {
            parameters["startAt"] = ParameterValue.Of(StartAtText(startAt));
        }

        if (options.StartAt is not null || !options.Shard.IsWhole)
        {
            parameters["clock"] = ParameterValue.Of(report.ClockSource);
        }

        parameters["url"] = ParameterValue.Of(options.Url.ToString());
        if (!options.ExpectStatus.IsDefault)
        {
            // Only when not 2xx: a run of the default set still matches the runs written before the option existed.
            parameters["expectStatus"] = ParameterValue.Of(options.ExpectStatus.ToString());
        }

        return new CaseResult
        {
            Name = LoadCaseName.For(options),
            Parameters = parameters,
            Metrics = Metrics(report),
            Distributions = new Dictionary<string, Distribution>
            {
                [MetricCatalog.LatencyUs.Name] = HistogramDistributions.From(report.Latency),
                [MetricCatalog.SuccessLatencyUs.Name] = HistogramDistributions.From(report.SuccessLatency),
                [MetricCatalog.UncorrectedLatencyUs.Name] = HistogramDistributions.From(report.UncorrectedLatency),
                [MetricCatalog.SendLatenessUs.Name] = HistogramDistributions.From(report.SendLateness),
            },
            Warnings = Warnings(report),
            Thresholds = Thresholds(report),
        };
    }

    /// <summary>
    /// Every threshold of <paramref name="report"/>'s options (<c>--slo</c>) judged against it, in the order given.
    /// </summary>
    public static IReadOnlyList<ThresholdResult> Thresholds(LoadReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        return report.Options.Thresholds.Select(threshold => ToResult(threshold.Evaluate(report))).ToArray();
    }

    private static ThresholdResult ToResult(ThresholdOutcome outcome) => new()
    {
        Threshold = outcome.Threshold.Text,
        Passed = outcome.Passed,
        Measured = outcome.Measured is { } measured && double.IsFinite(measured) ? measured : null,
        Limit = (double)outcome.Threshold.Limit,
        Unit = outcome.Threshold.Unit,
        MeasuredText = outcome.MeasuredText,
    };

    /// <summary>The metric name of a status code's count: <c>status200</c>, <c>status404</c>...</summary>
    public static string StatusMetric(int statusCode) =>
        string.Create(CultureInfo.InvariantCulture, $"status{statusCode}");

    private static Dictionary<string, double> Metrics(LoadReport report)
    {
        var metrics = new Dictionary<string, double>();
        if (report.TargetRps is { } target)
        {
            metrics[MetricCatalog.TargetRps.Name] = target;
        }

        if (report.AchievedRps is { } achieved)
        {
            metrics[MetricCatalog.AchievedRps.Name] = achieved;
        }

        metrics[MetricCatalog.Requests.Name] = report.Requests;
        metrics[MetricCatalog.Errors.Name] = report.Errors.Total;
        metrics[MetricCatalog.ErrorsRefused.Name] = report.Errors.Refused;
        metrics[MetricCatalog.ErrorsReset.Name] = report.Errors.Reset;
        metrics[MetricCatalog.ErrorsTimeout.Name] = report.Errors.Timeout;
        metrics[MetricCatalog.ErrorsUnparsable.Name] = report.Errors.Unparsable;
        metrics[MetricCatalog.ErrorsNotSent.Name] = report.Errors.NotSent;
        foreach (var (code, count) in report.StatusCodes)
        {
            metrics[StatusMetric(code)] = count;
        }

        metrics[MetricCatalog.BytesSent.Name] = report.BytesSent;
        metrics[MetricCatalog.BytesReceived.Name] = report.BytesReceived;
        if (report.Responses > 0)
        {
            metrics[MetricCatalog.ResponseBodyBytes.Name] = report.Bodies.TotalBytes;
            metrics[MetricCatalog.ResponseBodyBytesMin.Name] = report.Bodies.SmallestBytes;
            metrics[MetricCatalog.ResponseBodyBytesMean.Name] = (double)report.Bodies.TotalBytes / report.Responses;
            metrics[MetricCatalog.ResponseBodyBytesMax.Name] = report.Bodies.LargestBytes;
        }

        metrics[MetricCatalog.GeneratorCpuSeconds.Name] = report.GeneratorCpuSeconds;
        metrics[MetricCatalog.GeneratorCollections.Name] = report.GeneratorCollections;
        metrics[MetricCatalog.GeneratorGcPauseSeconds.Name] = report.GeneratorGcPauseUs / 1e6;
        metrics[MetricCatalog.GeneratorJitSeconds.Name] = report.GeneratorJitUs / 1e6;
        metrics[MetricCatalog.GeneratorLimited.Name] = report.GeneratorLimited ? 1 : 0;
        metrics[MetricCatalog.ServerLimited.Name] = report.ServerLimited ? 1 : 0;
        return metrics;
    }

    /// <summary>
    /// The suite's loud warnings, the server's first: a stalled or failing server is what the numbers show.
    /// </summary>
    private static List<string> SuiteWarnings(LoadReport report)
    {
        var warnings = new List<string>();
        if (report.AllFailed)
        {
            warnings.Add(
                Invariant($"EVERY REQUEST FAILED: not one of the {report.Due:#,0} measured requests got a response, ")
                + "so there is no latency of the server to report");
        }

        if (report.NoSuccess)
        {
            warnings.Add(
                Invariant($"NO SUCCESSFUL RESPONSE: not one of the {report.Responses:#,0} responses had status ")
                + $"{Expected(report)} ({report.StatusSummary()}), so the latency is that of the server's error path, "
                + "not of its work");
        }

        var failed = Thresholds(report).Where(threshold => !threshold.Passed).ToArray();
        if (failed.Length > 0)
        {
            warnings.Add(
                Invariant($"THRESHOLDS FAILED: {failed.Length} of {report.Options.Thresholds.Count} thresholds ")
                + "failed: " + string.Join("; ", failed.Select(threshold =>
                    $"{threshold.Threshold} (measured {threshold.MeasuredText})")));
        }

        if (report.ServerLimitedReason is { } server)
        {
            warnings.Add($"SERVER-LIMITED: the server, not the generator, shaped these numbers: {server}");
        }

        if (report.GeneratorLimitedReason is { } generator)
        {
            warnings.Add(
                "GENERATOR-LIMITED: the load generator could not keep up, so these numbers may describe it "
                + $"rather than the server: {generator}");
        }

        return warnings;
    }

    private static List<string> Warnings(LoadReport report)
    {
        var warnings = new List<string>();
        if (report.ServerLimitedReason is { } server)
        {
            warnings.Add(ServerLimitedPrefix + server);
        }

        if (report.GeneratorLimitedReason is { } reason)
        {
            warnings.Add(GeneratorLimitedPrefix + reason);
        }

        if (report.Options.Model == LoadModel.Closed)
        {
            warnings.Add(
                "closed model: each request is sent when the previous one completes, so latencyUs counts from the "
                + "actual send as uncorrectedLatencyUs does (failures included) and hides a server's stalls "
                + "(coordinated omission); use --rate for corrected latency");
        }

        if (!report.Complete)
        {
            warnings.Add(
                Invariant($"interrupted: only {report.MeasuredTime.TotalSeconds:0.##} s of the ")
                + Invariant($"{report.Options.Duration.TotalSeconds:0.##} s were measured"));
        }

        return warnings;
    }

    private static List<string> Notes(LoadReport report)
    {
        var notes = new List<string>(RequestNotes(report.Options));
        if (StartNote(report) is { } start)
        {
            notes.Add(start);
        }

        var failed = report.Latency.TotalCount - report.SuccessLatency.TotalCount;
        notes.Add(failed > 0
            ? Invariant($"latencyUs holds every measured request: {report.SuccessLatency.TotalCount:#,0} ")
                + Invariant($"responses with status {Expected(report)} and {failed:#,0} that failed, answered ")
                + "another status or were never sent, each at the time it waited (a timeout at least the timeout, "
                + "a request never sent until the end of the run); successLatencyUs holds the responses with status "
                + $"{Expected(report)} only and hides the failures."
            : $"latencyUs holds every measured request; all were answered with status {Expected(report)}, so "
                + "successLatencyUs is the same.");
        if (report.Options.Model == LoadModel.Open && report.Responses > 0)
        {
            var corrected = report.SuccessLatency.TotalCount == 0 ? 0 : report.SuccessLatency.GetValueAtPercentile(99);
            var uncorrected = report.UncorrectedLatency.GetValueAtPercentile(99);
            // Twice as high and at least a millisecond apart: a few microseconds of scheduling are not a finding.
            if (corrected > 2 * Math.Max(uncorrected, 1) && corrected - uncorrected >= 1_000)
            {
                notes.Add(
                    Invariant($"Latency p99 of responses with status {Expected(report)} is ")
                    + Invariant($"{corrected / 1000.0:#,0.###} ms from intended send ")
                    + Invariant($"times but {uncorrected / 1000.0:#,0.###} ms from actual send times: ")
                    + "requests waited (for a connection or for the generator) before they were sent, "
                    + "which a closed-loop tool would not report.");
            }
        }

        return notes;
    }

    /// <summary>
    /// What a shard or a start time means for the numbers: whose share they are, when the run began and by which
    /// clock; null for a whole run started at once.
    /// </summary>
    private static string? StartNote(LoadReport report)
    {
        var options = report.Options;
        if (options.Shard.IsWhole && options.StartAt is null)
        {
            return null;
        }

        var shard = options.Shard;
        var text = shard.IsWhole
            ? string.Empty
            : Invariant($"Shard {shard.Index} of {shard.Count}: ")
                + (options.Rate is { } rate
                    ? $"this generator sent {Requests(shard)} of the whole run's schedule "
                        + (rate.IsRamp ? $"(ramping {Rps(rate.Start)} to {Rps(rate.End)}, " : $"({Rps(rate.Start)}, ")
                        + "counted from 1, the warm-up's first), each at the time that schedule gives it, so its "
                        + $"rates are its share (target {Rps(rate.Mean / shard.Count)}) and the shards' counts add up "
                        + "to the whole run's. "
                    : Invariant($"this generator opened {options.Connections:#,0} of the run's connections ")
                        + "(the first shards one more each when they do not divide evenly). ");
        var start = options.StartAt is { } startAt
            ? $"The warm-up began at {StartAtText(startAt)} by this generator's clock: {report.ClockSource}."
            : $"Started at once; clock: {report.ClockSource}.";
        return text + start;
    }

    /// <summary>The statuses that count as successes, as the texts name them: "2xx", "200,201", "404".</summary>
    private static string Expected(LoadReport report) => report.Options.ExpectStatus.ToString();

    /// <summary>
    /// What was sent, when it was more than a GET of the URL: method, URL, header names and body size of each request,
    /// and its share of a cycle; never a header value (it may be a secret).
    /// </summary>
    private static IEnumerable<string> RequestNotes(LoadOptions options)
    {
        if (options.Requests is not { Count: > 0 } requests)
        {
            return [];
        }

        if (requests.Count == 1)
        {
            return [$"Every request: {requests[0].Describe()}."];
        }

        var cycle = requests.Sum(request => request.Weight);
        return requests.Select((request, index) =>
            Invariant($"Request {index + 1} of {requests.Count} ({request.Weight} in every {cycle} sent): ")
            + $"{request.Describe()}.");
    }

    /// <summary>"2026-11-27T18:00:00.000Z": a start time as results.json and the texts give it.</summary>
    public static string StartAtText(DateTimeOffset startAt) =>
        startAt.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss.fff'Z'", CultureInfo.InvariantCulture);

    private static string Model(LoadOptions options)
    {
        var model = options.Rate is { } rate
            ? rate.IsRamp
                ? Invariant($"open model, rate ramping {rate.Start:#,0.###} to {rate.End:#,0.###} requests/s")
                : Invariant($"open model at {rate.Start:#,0.###} requests/s")
            : "closed model (each connection sends when its response is complete)";
        return options.Shard.IsWhole ? model : $"{model}, {ShardText(options)}";
    }

    /// <summary>
    /// "shard 2 of 3 (requests 2, 5, 8... of the schedule; target 333.333 requests/s)", or for the closed model "shard
    /// 2 of 3 (5 of the connections)".
    /// </summary>
    private static string ShardText(LoadOptions options)
    {
        var shard = options.Shard;
        var part = options.Rate is { } rate
            ? $"{Requests(shard)} of the schedule; target {Rps(rate.Mean / shard.Count)}"
            : Invariant($"{options.Connections:#,0} of the connections");
        return Invariant($"shard {shard.Index} of {shard.Count} ({part})");
    }

    /// <summary>"requests 2, 5, 8...": a shard's requests, counted from 1, the warm-up's first.</summary>
    private static string Requests(LoadShard shard) =>
        Invariant($"requests {shard.Index}, {shard.Index + shard.Count}, {shard.Index + (2 * shard.Count)}...");

    private static string Rps(double rps) => Invariant($"{rps:#,0.###} requests/s");

}
