using System.Globalization;
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
        var rounds = context.Rounds ?? BenchmarkRounds.Count(context.Profile);
        var total = rounds * benchmarkTypes.Sum(type => BenchmarkRounds.Plan(
            BenchmarkConverter.TypeToBenchmarks(type, BaseConfig(context)), reversed: false).Length);
        var progress = new BenchmarkProgress(template.Name, total, context.Progress);
        // Every round of every type opens with a lead-in, run but never reported.
        var toMeasure = total - (rounds * benchmarkTypes.Count);
        var measuredRounds = new List<RoundCases>();
        var invocations = context.Invocations;
        var warnings = new List<string>();
        for (var round = 0; round < rounds; round++)
        {
            var reversed = BenchmarkRounds.IsReversed(round, context.Order);
            // Allocations and thread-pool work items per operation are counted in an extra iteration of each case;
            // they are the same in every round, so only the first pays for it.
            var config = (round == 0 ? BaseConfig(context).AddDiagnoser(Diagnosers) : BaseConfig(context))
                .AddLogger(progress)
                .AddEventProcessor(progress)
                .WithArtifactsPath(Path.Combine(context.Artifacts.Path, RoundFolder(round)));
            var casesByType = new Dictionary<Type, IReadOnlyList<CaseResult>>();
            var controls = new List<CaseResult>();
            foreach (var type in reversed ? benchmarkTypes.Reverse() : benchmarkTypes)
            {
                var runInfo = BenchmarkConverter.TypeToBenchmarks(type, config);
                Summary summary;
                try
                {
                    var planned = BenchmarkRounds.Plan(runInfo, reversed, invocations);
                    summary = BenchmarkRunner.Run(new BenchmarkRunInfo(planned, type, runInfo.Config));
                }
                catch (InvalidOperationException exception)
                {
                    // A few failures BenchmarkDotNet throws instead of reporting, losing this type's summary: an
                    // in-process case still running after its 5-minute timeout, an iteration of zero operations.
                    throw Failed($"{template.Name}: BenchmarkDotNet stopped at {progress.LastCase ?? "the start"}: "
                        + $"{exception.Message}", exception);
                }

                var (typeCases, typeControls, typeWarnings) = BenchmarkSuiteBuilder.Build(
                    summary, BenchmarkSuiteBuilder.DefaultAnalysers);
                casesByType[type] = typeCases;
                foreach (var (key, count) in BenchmarkRounds.Invocations(summary))
                {
                    invocations.Choose(key, count);
                }

                controls.AddRange(typeControls);
                warnings.AddRange(typeWarnings.Except(warnings));
                var measured = measuredRounds.Sum(done => done.Cases.Count + done.Controls.Count)
                    + casesByType.Values.Sum(done => done.Count) + controls.Count;
                if (Failure(summary, progress, measured, toMeasure) is { } failure)
                {
                    measuredRounds.Add(new RoundCases(
                        [.. benchmarkTypes.Where(casesByType.ContainsKey).SelectMany(done => casesByType[done])],
                        controls));
                    throw Failed($"{template.Name}: BenchmarkDotNet {failure}; its log is {summary.LogFilePath}", null);
                }
            }

            measuredRounds.Add(new RoundCases([.. benchmarkTypes.SelectMany(type => casesByType[type])], controls));
        }

        context.Progress.Report(new StudyProgress(template.Name, "done", total, total));
        return Suite(template, context.Profile, measuredRounds, warnings);

        // The cases measured before the failure go with it, so they are written rather than lost.
        StudyFailedException Failed(string message, Exception? cause) => measuredRounds.Count > 0
            ? new StudyFailedException(message, Suite(template, context.Profile, measuredRounds, warnings), cause)
            : cause is null ? new StudyFailedException(message) : new StudyFailedException(message, cause);
    }

    private static readonly IDiagnoser[] Diagnosers = [MemoryDiagnoser.Default, ThreadPoolDiagnoser.Default];

    private static ManualConfig BaseConfig(StudyContext context)
    {
        var config = ManualConfig.CreateEmpty()
            .AddJob(ProfileJobs.Round(BenchmarkRounds.Name(context.Profile)))
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddValidator(DefaultConfig.Instance.GetValidators().ToArray())
            .WithOrderer(PlannedOrderer.Instance)
            // Without it BenchmarkDotNet goes on measuring every remaining case (minutes under the quick profile)
            // against a target that just failed, only for the study to be reported as failed: the run is incomplete
            // either way.
            .WithOptions(ConfigOptions.StopOnFirstError);
        // A smoke run checks function, not speed, so it may run from a debug build (the tests do).
        return context.Profile == StudyProfile.Smoke
            ? config.WithOptions(ConfigOptions.DisableOptimizationsValidator)
            : config;
    }

    private static SuiteResult Suite(
        SuiteResult template, StudyProfile profile, List<RoundCases> rounds, List<string> warnings) => template with
    {
        Engine = $"BenchmarkDotNet {EngineVersion}, {ProfileJobs.Describe(BenchmarkRounds.Name(profile))}, "
            + BenchmarkRounds.Describe(rounds.Count),
        Cases = RatioVerdicts.Apply(RoundPool.Pool(rounds)),
        Warnings = profile == StudyProfile.Smoke
            ? [
                "Smoke profile: these numbers check that every case runs; they are not a measurement.",
                .. template.Warnings,
                .. warnings,
            ]
            : [.. template.Warnings, .. warnings],
    };

    private static string RoundFolder(int round) =>
        string.Create(CultureInfo.InvariantCulture, $"round-{round + 1}");

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
