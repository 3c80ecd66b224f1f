using HttpLab.Load.Reporting;
using HttpLab.Results;
using static System.FormattableString;

namespace HttpLab.Studies.Load;

/// <summary>
/// A run as a case: the load generator's own case (<see cref="LoadResults.ToCase"/>, every load metric) named after the
/// route, with the study's parameters, <c>errors</c> counting non-200 responses too, and the cores each process used.
/// </summary>
internal static class LoadStudyCase
{
    /// <summary>
    /// Cores (CPU seconds per wall second) of the generator, the card service and the consumer; outside the catalog.
    /// </summary>
    public const string GeneratorCores = "generatorCores";

    public const string BackendCores = "backendCores";

    public const string ConsumerCores = "consumerCores";

    public static CaseResult From(LoadStudyRun run)
    {
        var report = run.Report;
        var loadCase = LoadResults.ToCase(report);
        var metrics = new Dictionary<string, double>(loadCase.Metrics)
        {
            [MetricCatalog.Errors.Name] = report.Errors.Total + run.FailedResponses,
        };
        AddCores(metrics, run.Cores);

        var parameters = new Dictionary<string, ParameterValue>
        {
            ["run"] = ParameterValue.Of(run.Kind.Label),
            ["route"] = ParameterValue.Of(run.Route.Path),
            ["model"] = ParameterValue.Of(run.Kind.Model),
        };
        if (run.Kind.Rate is { } rate)
        {
            parameters["rate"] = ParameterValue.Of(rate.Start);
        }

        parameters["connections"] = ParameterValue.Of(run.Kind.Connections);

        // A run without a single answer has no latency: left out, the tables show it as missing instead of 0 μs.
        var distributions = loadCase.Distributions.Where(pair => pair.Value.Count > 0).ToDictionary();
        return loadCase with
        {
            Name = run.Route.Name,
            Parameters = parameters,
            Metrics = metrics,
            Distributions = distributions,
            Warnings = Warnings(run),
        };
    }

    private static void AddCores(Dictionary<string, double> metrics, CoresUsed cores)
    {
        foreach (var (name, value) in new[]
            {
                (GeneratorCores, cores.Generator), (BackendCores, cores.Backend), (ConsumerCores, cores.Consumer),
            })
        {
            if (value is { } measured)
            {
                metrics[name] = measured;
            }
        }
    }

    private static List<string> Warnings(LoadStudyRun run)
    {
        var report = run.Report;
        var warnings = new List<string>();
        if (report.ServerLimitedReason is { } server)
        {
            warnings.Add(LoadResults.ServerLimitedPrefix + server);
        }

        if (report.GeneratorLimitedReason is { } reason)
        {
            warnings.Add(LoadResults.GeneratorLimitedPrefix + reason);
        }

        if (run.Stalled)
        {
            var silence = report.Responses == 0
                ? "not one response in the measured time"
                : "seconds without a response";
            warnings.Add(run.Kind.Rate is null
                ? Invariant($"route stalled: {silence}; all {run.Kind.Connections} connections waited for its answers ")
                    + Invariant($"and {report.Errors.Timeout:#,0} timed out")
                : Invariant($"route stalled: all {run.Kind.Connections} connections were waiting for its answers; ")
                    + Invariant($"{report.Errors.NotSent:#,0} requests were never sent and ")
                    + Invariant($"{report.Errors.Timeout:#,0} timed out"));
        }

        if (run.FailedResponses > 0)
        {
            var codes = report.StatusSummary(code => code != 200);
            warnings.Add(Invariant($"{run.FailedResponses:#,0} of {report.Responses:#,0} responses were not 200 ")
                + Invariant($"({codes}): they count in errors, and the latency percentiles include these failed ")
                + Invariant($"answers"));
        }

        if (run.ProblemAfterRuns is { } problem)
        {
            warnings.Add("checked after its runs, the route answered wrongly, so some measured responses may have been "
                + $"wrong too: {problem}");
        }

        if (!report.Complete)
        {
            warnings.Add(Invariant($"interrupted: only {report.MeasuredTime.TotalSeconds:0.##} s of the ")
                + Invariant($"{report.Options.Duration.TotalSeconds:0.##} s were measured"));
        }

        return warnings;
    }

}
