using System.Reflection;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Runs BenchmarkDotNet classes under a profile and returns their results as one HttpLab suite, with allocations and
/// thread-pool work items per operation for every case. The first case that cannot be measured ends the study: the
/// failure says why and carries the cases measured before it.
/// </summary>
internal static class BenchmarkStudyRunner
{
    public static SuiteResult Run(Type benchmarkType, StudyContext context, SuiteResult template) =>
        Run([benchmarkType], context, template);

    public static SuiteResult Run(IReadOnlyList<Type> benchmarkTypes, StudyContext context, SuiteResult template)
    {
        var baseConfig = ManualConfig.CreateEmpty()
            .AddJob(BenchmarkJobs.For(context.Profile))
            .AddDiagnoser(MemoryDiagnoser.Default, ThreadPoolDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .WithOrderer(new CaseOrderer(context.Order))
            .WithArtifactsPath(context.Artifacts.Path)
            // Without it BenchmarkDotNet goes on measuring every remaining case (minutes under the quick profile)
            // against a target that just failed, only for the study to be reported as failed: the run is incomplete
            // either way.
            .WithOptions(ConfigOptions.StopOnFirstError);
        if (context.Profile == StudyProfile.Smoke)
        {
            // A smoke run checks function, not speed, so it may run from a debug build (the tests do).
            baseConfig = baseConfig.WithOptions(ConfigOptions.DisableOptimizationsValidator);
        }

        var total = benchmarkTypes.Sum(
            type => BenchmarkConverter.TypeToBenchmarks(type, baseConfig).BenchmarksCases.Length);
        var progress = new BenchmarkProgress(template.Name, total, context.Progress);
        var cases = new List<CaseResult>();
        var casesByType = new Dictionary<Type, IReadOnlyList<CaseResult>>();
        var warnings = new List<string>();
        foreach (var type in context.Order == CaseOrder.Reversed ? benchmarkTypes.Reverse() : benchmarkTypes)
        {
            Summary summary;
            try
            {
                summary = BenchmarkRunner.Run(type, baseConfig.AddLogger(progress).AddEventProcessor(progress));
            }
            catch (InvalidOperationException exception)
            {
                // A few failures BenchmarkDotNet throws instead of reporting, losing this type's summary: an in-process
                // case still running after its 5-minute timeout, an iteration of zero operations.
                throw Failed($"{template.Name}: BenchmarkDotNet stopped at {progress.LastCase ?? "the start"}: "
                    + $"{exception.Message}", exception);
            }

            var (typeCases, typeWarnings) = BenchmarkSuiteBuilder.Build(
                summary, BenchmarkSuiteBuilder.DefaultAnalysers);
            cases.AddRange(typeCases);
            casesByType[type] = typeCases;
            warnings.AddRange(typeWarnings.Except(warnings));
            if (Failure(summary, progress, cases.Count, total) is { } failure)
            {
                throw Failed($"{template.Name}: BenchmarkDotNet {failure}; its log is {summary.LogFilePath}", null);
            }
        }

        context.Progress.Report(new StudyProgress(template.Name, "done", total, total));
        var declared = benchmarkTypes.SelectMany(type => casesByType[type]).ToList();
        return Suite(template, context.Profile, declared, warnings);

        // The cases measured before the failure go with it, so they are written rather than lost.
        StudyFailedException Failed(string message, Exception? cause) => cases.Count > 0
            ? new StudyFailedException(message, Suite(template, context.Profile, cases, warnings), cause)
            : cause is null ? new StudyFailedException(message) : new StudyFailedException(message, cause);
    }

    private static SuiteResult Suite(
        SuiteResult template, StudyProfile profile, List<CaseResult> cases, List<string> warnings) => template with
    {
        Engine = $"BenchmarkDotNet {EngineVersion}, {BenchmarkJobs.Describe(profile)}",
        Cases = RatioVerdicts.Apply(cases),
        Warnings = profile == StudyProfile.Smoke
            ? [
                "Smoke profile: these numbers check that every case runs; they are not a measurement.",
                .. template.Warnings,
                .. warnings,
            ]
            : [.. template.Warnings, .. warnings],
    };

    /// <summary>What went wrong in this summary, or null when every case was measured.</summary>
    private static string? Failure(Summary summary, BenchmarkProgress progress, int measured, int total)
    {
        if (summary.HasCriticalValidationErrors)
        {
            return string.Join(
                "; ",
                summary.ValidationErrors.Where(error => error.IsCritical).Select(error => FirstLine(error.Message)));
        }

        if (summary.Reports.FirstOrDefault(report => !BenchmarkSuiteBuilder.IsMeasured(report)) is { } failed)
        {
            var reason = progress.FailureReason(failed.BenchmarkCase).TrimEnd('.');
            return $"could not measure {BenchmarkProgress.CaseName(failed.BenchmarkCase)}: {reason}; "
                + $"the study stopped there, {measured} of {total} cases measured";
        }

        return summary.Reports.Length == summary.BenchmarksCases.Length
            ? null
            : $"measured {summary.Reports.Length} of {summary.BenchmarksCases.Length} cases and did not say why it "
                + "skipped the others";
    }

    private static string FirstLine(string text) => text.Split('\n', 2)[0].Trim();

    private static string EngineVersion =>
        typeof(BenchmarkRunner).Assembly
            .GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0]
        ?? typeof(BenchmarkRunner).Assembly.GetName().Version?.ToString()
        ?? "unknown";
}
