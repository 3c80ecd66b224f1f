using System.Reflection;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;
using HttpLab.Results;

namespace HttpLab.Studies.Engine;

/// <summary>Runs a BenchmarkDotNet class under a profile and returns its results as an HttpLab suite.</summary>
internal static class BenchmarkStudyRunner
{
    public static SuiteResult Run(Type benchmarkType, StudyContext context, SuiteResult template)
    {
        var baseConfig = ManualConfig.CreateEmpty()
            .AddJob(BenchmarkJobs.For(context.Profile))
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .WithOrderer(new DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared))
            .WithArtifactsPath(context.ArtifactsPath);
        if (context.Profile == StudyProfile.Smoke)
        {
            // A smoke run checks function, not speed, so it may run from a debug build (the tests do).
            baseConfig = baseConfig.WithOptions(ConfigOptions.DisableOptimizationsValidator);
        }

        var total = BenchmarkConverter.TypeToBenchmarks(benchmarkType, baseConfig).BenchmarksCases.Length;
        var logger = new ProgressLogger(template.Name, total, context.Progress);
        var summary = BenchmarkRunner.Run(benchmarkType, baseConfig.AddLogger(logger));
        context.Progress.Report(new StudyProgress(template.Name, "done", total, total));

        var failed = summary.Reports.Where(report => !report.Success || report.ResultStatistics is null).ToArray();
        if (summary.HasCriticalValidationErrors || failed.Length > 0 || summary.Reports.Length != total)
        {
            var what = failed.Length > 0
                ? $"could not measure {string.Join(", ", failed.Select(report => report.BenchmarkCase.DisplayInfo))}"
                : string.Join("; ", summary.ValidationErrors.Where(error => error.IsCritical).Select(error => FirstLine(error.Message)));
            var firstError = logger.Errors.FirstOrDefault();
            throw new StudyFailedException(
                $"{template.Name}: BenchmarkDotNet {what}{(firstError is null || failed.Length == 0 ? string.Empty : $" ({FirstLine(firstError)})")}; its log is {summary.LogFilePath}");
        }

        var (cases, warnings) = BenchmarkSuiteBuilder.Build(summary, BenchmarkSuiteBuilder.DefaultAnalysers);
        return template with
        {
            Engine = $"BenchmarkDotNet {EngineVersion}, {BenchmarkJobs.Describe(context.Profile)}",
            Cases = cases,
            Warnings = context.Profile == StudyProfile.Smoke
                ? ["Smoke profile: these numbers check that every case runs; they are not a measurement.", .. template.Warnings, .. warnings]
                : [.. template.Warnings, .. warnings],
        };
    }

    private static string FirstLine(string text) => text.Split('\n', 2)[0].Trim();

    private static string EngineVersion =>
        typeof(BenchmarkRunner).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0]
        ?? typeof(BenchmarkRunner).Assembly.GetName().Version?.ToString()
        ?? "unknown";
}
