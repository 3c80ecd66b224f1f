using System.Text.Json;

namespace HttpLab.Results;

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
                throw new ResultsFormatException("The results have no schemaVersion, so they are not an HttpLab results.json.");
            }

            if (version.ValueKind != JsonValueKind.Number || !version.TryGetInt32(out var number) || number < 1)
            {
                throw new ResultsFormatException($"schemaVersion must be a whole number from 1, not {version.GetRawText()}.");
            }

            if (number > RunResult.CurrentSchemaVersion)
            {
                throw new ResultsFormatException(
                    $"The results have schemaVersion {number}, but this HttpLab reads up to schemaVersion {RunResult.CurrentSchemaVersion}; read them with a newer HttpLab.");
            }
        }
    }

    /// <summary>Rejects what nullable annotations cannot: null items inside lists.</summary>
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
                var @case = suite.Cases[caseIndex] ?? throw new ResultsFormatException($"suites[{suiteIndex}].cases[{caseIndex}] is null.");
                if (@case.Warnings.Any(warning => warning is null))
                {
                    throw new ResultsFormatException($"suites[{suiteIndex}].cases[{caseIndex}].warnings holds a null.");
                }
            }

            if (suite.Warnings.Any(warning => warning is null) || suite.GroupBy.Any(name => name is null))
            {
                throw new ResultsFormatException($"suites[{suiteIndex}] holds a null warning or groupBy name.");
            }
        }

        return run;
    }

    /// <summary>Drops non-finite metrics (JSON has no NaN; "not measured" is an absent metric) and refuses non-finite parameters.</summary>
    public static RunResult Clean(RunResult run)
    {
        foreach (var suite in run.Suites)
        {
            foreach (var @case in suite.Cases)
            {
                foreach (var (name, value) in @case.Parameters)
                {
                    if (value.Number is { } number && !double.IsFinite(number))
                    {
                        throw new ArgumentException($"Parameter '{name}' of case '{@case.Name}' in suite '{suite.Name}' is {number}, which JSON cannot hold.", nameof(run));
                    }
                }
            }
        }

        if (run.Suites.All(suite => suite.Cases.All(@case => @case.Metrics.Values.All(double.IsFinite))))
        {
            return run;
        }

        return run with
        {
            Suites = run.Suites.Select(suite => suite with
            {
                Cases = suite.Cases.Select(@case => @case with
                {
                    Metrics = @case.Metrics.Where(metric => double.IsFinite(metric.Value)).ToDictionary(metric => metric.Key, metric => metric.Value, StringComparer.Ordinal),
                }).ToArray(),
            }).ToArray(),
        };
    }
}
