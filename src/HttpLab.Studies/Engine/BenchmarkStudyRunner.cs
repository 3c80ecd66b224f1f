using System.Reflection;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Runs BenchmarkDotNet classes under a profile and returns their results as one HttpLab suite, with allocations and
/// thread-pool work items per operation for every case.
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
            .WithOrderer(new DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared))
            .WithArtifactsPath(context.ArtifactsPath);
        if (context.Profile == StudyProfile.Smoke)
        {
            // A smoke run checks function, not speed, so it may run from a debug build (the tests do).
            baseConfig = baseConfig.WithOptions(ConfigOptions.DisableOptimizationsValidator);
        }

        var total = benchmarkTypes.Sum(type => BenchmarkConverter.TypeToBenchmarks(type, baseConfig).BenchmarksCases.Length);
        var logger = new ProgressLogger(template.Name, total, context.Progress);
        var cases = new List<CaseResult>();
        var warnings = new List<string>();
        foreach (var type in benchmarkTypes)
        {
            var summary = BenchmarkRunner.Run(type, baseConfig.AddLogger(logger));
            ThrowIfFailed(summary, template.Name, logger);
            var (typeCases, typeWarnings) = BenchmarkSuiteBuilder.Build(summary, BenchmarkSuiteBuilder.DefaultAnalysers);
            cases.AddRange(typeCases);
            warnings.AddRange(typeWarnings.Except(warnings));
        }

        context.Progress.Report(new StudyProgress(template.Name, "done", total, total));

        return template with
        {
            Engine = $"BenchmarkDotNet {EngineVersion}, {BenchmarkJobs.Describe(context.Profile)}",
            Cases = cases,
            Warnings = context.Profile == StudyProfile.Smoke
                ? ["Smoke profile: these numbers check that every case runs; they are not a measurement.", .. template.Warnings, .. warnings]
                : [.. template.Warnings, .. warnings],
        };
    }

    private static void ThrowIfFailed(Summary summary, string study, ProgressLogger logger)
    {
        var failed = summary.Reports.Where(report => !report.Success || report.ResultStatistics is null).ToArray();
        if (!summary.HasCriticalValidationErrors && failed.Length == 0 && summary.Reports.Length == summary.BenchmarksCases.Length)
        {
            return;
        }

        var what = failed.Length > 0
            ? $"could not measure {string.Join(", ", failed.Select(report => report.BenchmarkCase.DisplayInfo))}"
            : string.Join("; ", summary.ValidationErrors.Where(error => error.IsCritical).Select(error => FirstLine(error.Message)));
        var firstError = logger.Errors.FirstOrDefault();
        throw new StudyFailedException(
            $"{study}: BenchmarkDotNet {what}{(firstError is null || failed.Length == 0 ? string.Empty : $" ({FirstLine(firstError)})")}; its log is {summary.LogFilePath}");
    }

    private static string FirstLine(string text) => text.Split('\n', 2)[0].Trim();

    private static string EngineVersion =>
        typeof(BenchmarkRunner).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0]
        ?? typeof(BenchmarkRunner).Assembly.GetName().Version?.ToString()
        ?? "unknown";
}
