using HttpLab.Results;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// Reads a results folder of <c>httplab load</c> for a merge: results.json, latency.hlog and load-timeseries.csv, each
/// checked against the others. Anything else (a folder of another command, a capacity search, a file malformed or
/// truncated, a log that does not hold the run's requests) is a <see cref="MergeInputException"/> naming the folder or
/// file and the fault.
/// </summary>
internal static class GeneratorFolder
{
    /// <param name="run">Its results.json, read.</param>
    /// <param name="file">The full path of that results.json.</param>
    /// <param name="given">The folder as given on the command line, for the error lines.</param>
    /// <param name="cancellationToken">Stops the reading.</param>
    public static async Task<GeneratorRun> ReadAsync(
        RunResult run, string file, string given, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var folder = Path.GetDirectoryName(file)!;
        var (suite, @case) = LoadCase(run, given);
        var log = await ReadAsync(
                folder, given, LoadFiles.IntervalLog, GeneratorLog.Read, "an interval log", cancellationToken)
            .ConfigureAwait(false);
        var table = await ReadAsync(
                folder,
                given,
                LoadFiles.TimeSeries,
                bytes => GeneratorTimeSeries.Parse(System.Text.Encoding.UTF8.GetString(bytes)),
                "the per-second CSV",
                cancellationToken)
            .ConfigureAwait(false);
        var seconds = table.Rows;
        CheckCounts(given, @case, log);
        if (seconds.Count != log.Intervals.Count)
        {
            throw new MergeInputException(
                $"'{Path.Combine(given, LoadFiles.TimeSeries)}' has {seconds.Count} seconds but "
                + $"{LoadFiles.IntervalLog} {log.Intervals.Count}: they are not of one run");
        }

        var responses = log.UncorrectedLatency.TotalCount;
        var achieved = @case.Metrics.GetValueOrDefault(MetricCatalog.AchievedRps.Name);
        var measured = achieved > 0 ? TimeSpan.FromSeconds(responses / achieved) : log.EndUtc - log.StartUtc;
        return new GeneratorRun
        {
            Folder = given,
            Run = run,
            Suite = suite,
            Case = @case,
            Plan = GeneratorPlan.Of(run, @case, given, measured),
            Log = log,
            Seconds = [.. seconds.Zip(log.Intervals, (row, interval) =>
                row with { StartUtc = interval.StartUtc, EndUtc = interval.EndUtc })],
            MissingColumns = table.MissingColumns,
            SuccessLatency = Histogram(given, @case, MetricCatalog.SuccessLatencyUs),
            MeasuredTime = measured,
        };
    }

    /// <summary>The run's one load case: what <c>httplab load</c> writes, and nothing else.</summary>
    private static (SuiteResult Suite, CaseResult Case) LoadCase(RunResult run, string given)
    {
        var suite = run.Suites.Count == 1 ? run.Suites[0] : null;
        if (suite is { Capacity: not null })
        {
            throw new MergeInputException(
                $"'{given}' is a capacity search (httplab load --find-max), not one load run: its steps ran one "
                + "after another at different rates");
        }

        if (run.Profile != "load" || suite is not { Name: LoadResults.SuiteName, Cases.Count: 1 }
            || !suite.Cases[0].Parameters.ContainsKey("model"))
        {
            var suites = run.Suites.Count == 0 ? "no suite" : string.Join(", ", run.Suites.Select(one => one.Name));
            throw new MergeInputException(
                $"'{given}' is not a load run of httplab load: it holds {suites} (profile {run.Profile})");
        }

        return (suite, suite.Cases[0]);
    }

    private static async Task<T> ReadAsync<T>(
        string folder,
        string given,
        string name,
        Func<byte[], T> parse,
        string what,
        CancellationToken cancellationToken)
    {
        var path = Path.Combine(folder, name);
        var shown = Path.Combine(given, name);
        if (!File.Exists(path))
        {
            var partial = File.Exists(path + ".partial")
                ? $", only {name}.partial: its run stopped before it finished writing it"
                : ", which httplab load writes beside results.json";
            throw new MergeInputException($"'{given}' has no {name}{partial}");
        }

        byte[] bytes;
        try
        {
            bytes = await File.ReadAllBytesAsync(path, cancellationToken).ConfigureAwait(false);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new MergeInputException($"'{shown}': {exception.Message}");
        }

        try
        {
            return parse(bytes);
        }
        catch (FormatException exception)
        {
            throw new MergeInputException($"'{shown}' is not {what}: {exception.Message}");
        }
    }

    /// <summary>
    /// The log must hold every latency results.json counts: a log cut short (a truncated file, another run's) would
    /// make the merged run's numbers wrong without a word.
    /// </summary>
    private static void CheckCounts(string given, CaseResult @case, GeneratorLog log)
    {
        var tags = new[]
        {
            (MetricCatalog.LatencyUs, log.Latency, "untagged"),
            (MetricCatalog.UncorrectedLatencyUs, log.UncorrectedLatency, $"tagged {LoadFiles.UncorrectedTag}"),
            (MetricCatalog.SendLatenessUs, log.SendLateness, $"tagged {LoadFiles.SendLatenessTag}"),
        };
        foreach (var (metric, logged, which) in tags)
        {
            var recorded = @case.Distributions.TryGetValue(metric.Name, out var distribution)
                ? distribution.Count
                : throw new MergeInputException(
                    $"'{Path.Combine(given, "results.json")}': the load case has no {metric.Name}");
            if (logged.TotalCount != recorded)
            {
                throw new MergeInputException(
                    $"'{Path.Combine(given, LoadFiles.IntervalLog)}' holds {logged.TotalCount:#,0} values in its "
                    + $"{which} intervals but results.json {recorded:#,0} in {metric.Name}: the log is truncated "
                    + "or not of this run");
            }
        }
    }

    /// <summary>A distribution of results.json as the histogram it was written from (its buckets, exactly).</summary>
    private static HdrHistogram.HistogramBase Histogram(string given, CaseResult @case, MetricDefinition metric)
    {
        var histogram = LatencyHistograms.Create();
        if (!@case.Distributions.TryGetValue(metric.Name, out var distribution) || distribution.Histogram is null)
        {
            throw new MergeInputException(
                $"'{Path.Combine(given, "results.json")}': {metric.Name} has no histogram (written before HttpLab "
                + "kept them), so it cannot be added exactly");
        }

        foreach (var bucket in distribution.Histogram)
        {
            if (bucket.Value < 0 || bucket.Value > LatencyHistograms.HighestMicroseconds || bucket.Value % 1 != 0)
            {
                throw new MergeInputException(
                    $"'{Path.Combine(given, "results.json")}': {metric.Name} has a bucket at {bucket.Value} μs, "
                    + "outside HttpLab's whole microseconds up to 1 h");
            }

            histogram.RecordValueWithCount((long)bucket.Value, bucket.Count);
        }

        return histogram;
    }
}
