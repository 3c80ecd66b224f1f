using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Turns a BenchmarkDotNet summary into HttpLab cases, ratios to the baseline and carried-over warnings. Cases it could
/// not measure are left out: the runner reports the first of them as the study's failure.
/// </summary>
internal static class BenchmarkSuiteBuilder
{
    // HttpLab writes its own exporters' output; BenchmarkDotNet's note that it writes none is noise in a report.
    private const string NoExportersMessage = "No exporters defined";

    // BenchmarkDotNet's warning on a benchmark assembly under the system's temporary folder, which it takes for a
    // shadow copy made by a test runner. HttpLab's assemblies are never shadow copies: the warning only said that the
    // clone it was built from is under /tmp, in every report.
    private const string InTempMessage = " is located in temp. ";

    // BenchmarkDotNet's note on the '?' its own table shows in ratio columns. HttpLab computes its own ratios; in the
    // rounds after the first every case has a job of its own (its invocation count), and BenchmarkDotNet, which looks
    // for a baseline per job, finds none and blames a baseline "too close to zero" that is not.
    private const string UnknownRatioMessage = "A question mark '?' symbol";

    // A baseline below one byte per operation allocates nothing of its own: the fraction is other threads' allocations
    // spread over millions of operations, and a ratio to it would read as tens of thousands.
    private const double SmallestAllocationReference = 1;

    /// <summary>
    /// The summary's cases; its A/A controls (<see cref="BenchmarkRounds"/>) are not among them but in
    /// <c>Controls</c>, each as its group's baseline case measured again.
    /// </summary>
    public static (IReadOnlyList<CaseResult> Cases, IReadOnlyList<CaseResult> Controls, IReadOnlyList<string> Warnings)
        Build(Summary summary, IEnumerable<IAnalyser> analysers)
    {
        var reports = summary.Reports.Where(report => !BenchmarkRounds.IsLeadIn(report.BenchmarkCase)).ToArray();
        var controls = reports
            .Where(report => IsMeasured(report) && BenchmarkRounds.IsControl(report.BenchmarkCase))
            .Select(report => new CaseResult
            {
                Name = report.BenchmarkCase.Descriptor.WorkloadMethod.Name,
                IsBaseline = true,
                Parameters = Parameters(report.BenchmarkCase),
                Metrics = BenchmarkCaseMetrics.From(report),
                IterationsNs = IterationsNs(report),
            })
            .ToArray();
        var measured = reports
            .Where(report => IsMeasured(report) && !BenchmarkRounds.IsControl(report.BenchmarkCase))
            .ToArray();
        var conclusions = analysers
            .SelectMany(analyser => analyser.Analyse(summary))
            .Where(conclusion => conclusion.Kind != ConclusionKind.Hint)
            .Where(conclusion => conclusion.Report is null
                || !(BenchmarkRounds.IsControl(conclusion.Report.BenchmarkCase)
                    || BenchmarkRounds.IsLeadIn(conclusion.Report.BenchmarkCase)))
            .Where(conclusion => !conclusion.Message.StartsWith(UnknownRatioMessage, StringComparison.Ordinal))
            .ToArray();
        var suiteWarnings = ValidationWarnings(summary.ValidationErrors)
            .Concat(conclusions.Where(conclusion => conclusion.Report is null).Select(conclusion => conclusion.Message))
            .Distinct()
            .ToArray();

        var groups = measured
            .OrderBy(report => report.BenchmarkCase.Descriptor.MethodIndex)
            .GroupBy(report => $"{Category(report.BenchmarkCase)}|{report.BenchmarkCase.Parameters.ValueInfo}")
            .OrderBy(group => Array.IndexOf(measured, group.First()));
        var cases = new List<CaseResult>();
        foreach (var group in groups)
        {
            var baseline = group.FirstOrDefault(report => report.BenchmarkCase.Descriptor.Baseline);
            var baselineMetrics = baseline is null ? null : BenchmarkCaseMetrics.From(baseline);
            foreach (var report in group)
            {
                var metrics = BenchmarkCaseMetrics.From(report);
                if (baselineMetrics is not null)
                {
                    AddRatios(metrics, baselineMetrics);
                }

                cases.Add(new CaseResult
                {
                    Name = report.BenchmarkCase.Descriptor.WorkloadMethod.Name,
                    IsBaseline = report == baseline,
                    Parameters = Parameters(report.BenchmarkCase),
                    Metrics = metrics,
                    Warnings = conclusions
                        .Where(conclusion => conclusion.Report == report)
                        .Select(conclusion => conclusion.Message)
                        .Distinct()
                        .ToArray(),
                    IterationsNs = IterationsNs(report),
                });
            }
        }

        return (cases, controls, suiteWarnings);
    }

    /// <summary>
    /// BenchmarkDotNet's validation messages as report warnings, each on one line, but for those that say nothing about
    /// the measurement.
    /// </summary>
    internal static IEnumerable<string> ValidationWarnings(IEnumerable<ValidationError> errors) => errors
        .Where(error => !error.Message.StartsWith(NoExportersMessage, StringComparison.Ordinal))
        .Where(error => !error.Message.Contains(InTempMessage, StringComparison.Ordinal))
        .Select(error => string.Join(
            ' ', error.Message.Split('\n', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries)))
        .Select(message => $"BenchmarkDotNet validation: {message}");

    /// <summary>A case's time and allocation ratios to its group's baseline, where the baseline's are usable.</summary>
    internal static void AddRatios(Dictionary<string, double> metrics, IReadOnlyDictionary<string, double> baseline)
    {
        AddRatio(metrics, baseline, MetricCatalog.MeanNs, MetricCatalog.Ratio, smallestReference: double.Epsilon);
        AddRatio(
            metrics,
            baseline,
            MetricCatalog.AllocatedBytesPerOp,
            MetricCatalog.AllocRatio,
            SmallestAllocationReference);
    }

    private static void AddRatio(
        Dictionary<string, double> metrics,
        IReadOnlyDictionary<string, double> baseline,
        MetricDefinition of,
        MetricDefinition ratio,
        double smallestReference)
    {
        if (metrics.TryGetValue(of.Name, out var value)
            && baseline.TryGetValue(of.Name, out var reference)
            && reference >= smallestReference)
        {
            metrics[ratio.Name] = value / reference;
        }
    }

    /// <summary>
    /// A benchmark's first category names the group it is compared within (its baseline is that group's).
    /// </summary>
    private static string? Category(BenchmarkCase benchmarkCase) =>
        benchmarkCase.Descriptor.Categories.FirstOrDefault();

    private static Dictionary<string, ParameterValue> Parameters(BenchmarkCase benchmarkCase)
    {
        var parameters = new Dictionary<string, ParameterValue>();
        if (Category(benchmarkCase) is { } category)
        {
            parameters["group"] = ParameterValue.Of(category);
        }

        foreach (var parameter in benchmarkCase.Parameters.Items)
        {
            parameters[char.ToLowerInvariant(parameter.Name[0]) + parameter.Name[1..]] = parameter.Value switch
            {
                int number => ParameterValue.Of(number),
                long number => ParameterValue.Of(number),
                double number => ParameterValue.Of(number),
                _ => ParameterValue.Of(parameter.ToDisplayText()),
            };
        }

        return parameters;
    }

    /// <summary>
    /// The time per operation of each iteration behind the case's statistics: BenchmarkDotNet's result iterations
    /// (the actual workload iterations less the measured overhead, outliers removed as its statistics remove them).
    /// </summary>
    private static double[] IterationsNs(BenchmarkReport report) =>
        report.GetResultRuns().Select(run => run.Nanoseconds / run.Operations).ToArray();

    /// <summary>Whether BenchmarkDotNet measured the case: it ran to the end and has result iterations.</summary>
    public static bool IsMeasured(BenchmarkReport report) => report.Success && report.ResultStatistics is not null;

    public static IEnumerable<IAnalyser> DefaultAnalysers => DefaultConfig.Instance.GetAnalysers();
}
