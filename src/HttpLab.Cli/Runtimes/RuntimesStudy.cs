using HttpLab.Compare;
using HttpLab.Results;
using HttpLab.Studies;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A study run on every runtime of a <see cref="RuntimeSet"/>, one study runner process after another against the same
/// target, and reported as one suite (<see cref="RuntimeSuites"/>). Each runtime writes its files into its own folder
/// of the study's artifacts. When a runtime fails, the others still run; the study then fails with every reason and
/// keeps every case measured.
/// </summary>
internal sealed class RuntimesStudy(IStudy study, StudyOptions options, RuntimeSet runtimes) : IStudy
{
    /// <summary>The studies whose client side runs on other runtimes; the load study runs on HttpLab's own.</summary>
    public static IReadOnlySet<string> Supported { get; } =
        new HashSet<string>(StringComparer.Ordinal) { "json", "cancel", "clients", "async" };

    public string Name => study.Name;

    public string Title => study.Title;

    public string Description => study.Description;

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var results = new List<RuntimeSuite>();
        var warnings = runtimes.SkippedReasons.ToList();
        foreach (var build in runtimes.Builds)
        {
            if (build.Runtime.IsMono)
            {
                warnings.Add($"mono: runs only the clients study's HttpClient and HttpWebRequest cases, not {Name}");
                continue;
            }

            var artifacts = context.Artifacts.Subfolder(build.Runtime.Name);
            var request = new StudyRunRequest(
                Name,
                context.TargetUrl,
                context.Profile,
                options,
                artifacts.Path,
                Path.Combine(artifacts.Path, "runner-results.json"))
            {
                TargetProcessId = context.TargetProcessId,
                Order = context.Order,
            };
            var result = await RuntimeStudyRunner.RunAsync(
                    build, request, artifacts, context.Progress, cancellationToken)
                .ConfigureAwait(false);
            if (result.Suite is not null)
            {
                runtimes.RecordVersion(build.Runtime.Name, result.RuntimeVersion);
            }

            results.Add(result);
        }

        var merged = RuntimeSuites.Merge(
            results, runtimes.Names, runtimes.BaselineRuntime, warnings, new ComparisonThresholds());
        var failures = results.Where(result => result.Failure is not null).Select(result => result.Failure!).ToArray();
        if (failures.Length == 0 && merged is not null)
        {
            return merged;
        }

        var reason = failures.Length > 0
            ? string.Join("; ", failures)
            : $"{Name}: no runtime named in --runtimes could run it ({string.Join("; ", warnings)})";
        throw merged is null ? new StudyFailedException(reason) : new StudyFailedException(reason, merged);
    }
}
