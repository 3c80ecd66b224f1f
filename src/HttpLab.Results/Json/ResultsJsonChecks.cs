using System.Text.Json;

namespace HttpLab.Results.Json;

/// <summary>The checks around (de)serialization that the serializer itself cannot express.</summary>
internal static class ResultsJsonChecks
{
    public static void CheckSchemaVersion(string json)
    {
        JsonDocument document;
        try
        {
            document = JsonDocument.Parse(json);
        }
        catch (JsonException exception)
        {
            throw new ResultsFormatException($"The results are not valid JSON: {exception.Message}", exception);
        }

        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object)
            {
                throw new ResultsFormatException($"The results must be a JSON object, not {root.ValueKind}.");
            }

            if (!root.TryGetProperty("schemaVersion", out var version))
            {
                throw new ResultsFormatException(
                    "The results have no schemaVersion, so they are not an HttpLab results.json.");
            }

            if (version.ValueKind != JsonValueKind.Number || !version.TryGetInt32(out var number) || number < 1)
            {
                throw new ResultsFormatException(
                    $"schemaVersion must be a whole number from 1, not {version.GetRawText()}.");
            }

            if (number > RunResult.CurrentSchemaVersion)
            {
                throw new ResultsFormatException(
                    $"The results have schemaVersion {number}, but this HttpLab reads up to schemaVersion "
                    + $"{RunResult.CurrentSchemaVersion}; read them with a newer HttpLab.");
            }
        }
    }

    /// <summary>
    /// Rejects what nullable annotations cannot: null items inside lists and dictionaries, negative times and counts.
    /// </summary>
    public static RunResult Validate(RunResult? run)
    {
        if (run is null)
        {
            throw new ResultsFormatException("The results are null, not a run.");
        }

        for (var suiteIndex = 0; suiteIndex < run.Suites.Count; suiteIndex++)
        {
            var suite = run.Suites[suiteIndex] ?? throw new ResultsFormatException($"suites[{suiteIndex}] is null.");
            for (var caseIndex = 0; caseIndex < suite.Cases.Count; caseIndex++)
            {
                var @case = suite.Cases[caseIndex]
                    ?? throw new ResultsFormatException($"suites[{suiteIndex}].cases[{caseIndex}] is null.");
                if (@case.Warnings.Any(warning => warning is null))
                {
                    throw new ResultsFormatException($"suites[{suiteIndex}].cases[{caseIndex}].warnings holds a null.");
                }

                if (@case.Thresholds.Any(threshold => threshold is null))
                {
                    throw new ResultsFormatException(
                        $"suites[{suiteIndex}].cases[{caseIndex}].thresholds holds a null.");
                }

                if (@case.IterationsNs.Any(value => value < 0) || @case.LaunchMediansNs.Any(value => value < 0))
                {
                    throw new ResultsFormatException(
                        $"suites[{suiteIndex}].cases[{caseIndex}] has a negative time in iterationsNs or "
                        + "launchMediansNs.");
                }

                foreach (var (name, distribution) in @case.Distributions)
                {
                    if (distribution?.Spectrum is null)
                    {
                        throw new ResultsFormatException(
                            $"suites[{suiteIndex}].cases[{caseIndex}].metrics.{name} is null or has a null spectrum.");
                    }

                    if (distribution.Count < 0)
                    {
                        throw new ResultsFormatException(
                            $"suites[{suiteIndex}].cases[{caseIndex}].metrics.{name}.count is {distribution.Count}, "
                            + "but a count cannot be negative.");
                    }

                    if (distribution.Histogram is { } histogram
                        && histogram.Sum(bucket => bucket.Count) is var total && total != distribution.Count)
                    {
                        throw new ResultsFormatException(
                            $"suites[{suiteIndex}].cases[{caseIndex}].metrics.{name}.histogram holds {total} values, "
                            + $"but its count is {distribution.Count}.");
                    }
                }
            }

            if (suite.Warnings.Any(warning => warning is null) || suite.GroupBy.Any(name => name is null))
            {
                throw new ResultsFormatException($"suites[{suiteIndex}] holds a null warning or groupBy name.");
            }
        }

        return run;
    }

    /// <summary>
    /// Refuses what JSON cannot hold or a reader could not tell apart: non-finite parameters and distribution values
    /// (a distribution of measured values is finite, so these are bugs), and a name used for a scalar and a
    /// distribution. Non-finite scalar metrics are fine: they mean "not measured" and the case's converter leaves them
    /// out.
    /// </summary>
    public static void CheckWritable(RunResult run)
    {
        foreach (var suite in run.Suites)
        {
            foreach (var @case in suite.Cases)
            {
                var where = $"of case '{@case.Name}' in suite '{suite.Name}'";
                foreach (var (name, value) in @case.Parameters)
                {
                    if (value.Number is { } number && !double.IsFinite(number))
                    {
                        throw new ArgumentException(
                            $"Parameter '{name}' {where} is {number}, which JSON cannot hold.", nameof(run));
                    }
                }

                foreach (var (name, distribution) in @case.Distributions)
                {
                    if (Unwritable(distribution) is { } problem)
                    {
                        throw new ArgumentException($"Metric '{name}' {where} {problem}", nameof(run));
                    }

                    if (@case.Metrics.ContainsKey(name))
                    {
                        throw new ArgumentException(
                            $"Metric '{name}' {where} is both a scalar and a distribution; "
                            + "results.json has one value per name.",
                            nameof(run));
                    }
                }
            }
        }
    }

    private static string? Unwritable(Distribution? distribution)
    {
        const string Bug =
            "which JSON cannot hold; a distribution of measured values is always finite, so this is a bug.";
        if (distribution?.Spectrum is null)
        {
            return "is a null distribution or has a null spectrum.";
        }

        (string Field, double Value)[] statistics =
        [
            ("min", distribution.Min), ("mean", distribution.Mean), ("p50", distribution.P50),
            ("p75", distribution.P75), ("p90", distribution.P90), ("p95", distribution.P95),
            ("p99", distribution.P99), ("p999", distribution.P999), ("p9999", distribution.P9999),
            ("max", distribution.Max), ("stdDev", distribution.StdDev),
        ];
        foreach (var (field, value) in statistics)
        {
            if (!double.IsFinite(value))
            {
                return $"has {field} = {value}, {Bug}";
            }
        }

        for (var index = 0; index < distribution.Spectrum.Count; index++)
        {
            var point = distribution.Spectrum[index];
            if (!double.IsFinite(point.Percentile) || !double.IsFinite(point.Value))
            {
                return $"has spectrum[{index}] = ({point.Percentile}, {point.Value}), {Bug}";
            }
        }

        foreach (var bucket in distribution.Histogram ?? [])
        {
            if (!double.IsFinite(bucket.Value) || bucket.Count < 1)
            {
                return $"has a histogram bucket ({bucket.Value}, {bucket.Count}), {Bug}";
            }
        }

        return null;
    }
}
