using System.Globalization;
using HttpLab.Compare;
using HttpLab.Results;
using HttpLab.Studies;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Engine;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A study run on every runtime of a <see cref="RuntimeSet"/>, one study runner process after another against the same
/// target, and reported as one suite (<see cref="RuntimeSuites"/>). With several launches the runtimes take turns
/// (launch 1 on each, then launch 2...), in reverse order every other launch (A B, B A, A B...) so that no runtime is
/// always measured first (<see cref="Turns"/>); every other launch also measures the cases in reverse order, and each
/// runtime's launches are pooled (<see cref="LaunchPool"/>). Each launch writes its files into a folder of its own in
/// the study's artifacts. When a runtime fails, the others still run (the failed one is not launched again); the study
/// then fails with every reason and keeps every case measured.
/// </summary>
internal sealed class RuntimesStudy(IStudy study, StudyOptions options, RuntimeSet runtimes, int launches) : IStudy
{
    /// <summary>The studies whose client side runs on other runtimes; the load study runs on HttpLab's own.</summary>
    public static IReadOnlySet<string> Supported { get; } =
        new HashSet<string>(StringComparer.Ordinal) { "json", "cancel", "clients", "async" };

    private const string ClientsStudyName = "clients";

    public string Name => study.Name;

    public string Title => study.Title;

    public string Description => study.Description;

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var warnings = runtimes.SkippedReasons.ToList();
        var builds = runtimes.Builds.Where(build => !build.Runtime.IsMono || Name == ClientsStudyName).ToArray();
        if (builds.Length < runtimes.Builds.Count)
        {
            warnings.Add($"mono: runs only the clients study's HttpClient and HttpWebRequest cases, not {Name}");
        }

        var measured = builds.ToDictionary(build => build, _ => new List<RuntimeSuite>());
        var turns = Turns(builds, launches).ToArray();
        for (var turn = 1; turn <= turns.Length; turn++)
        {
            // A runtime whose launch failed is not launched again: the study has failed on it already, and the next
            // launch would only wait as long again (30 s on a target that stalls) to fail the same way.
            var (build, launch) = turns[turn - 1];
            if (measured[build].All(result => result.Failure is null))
            {
                var progress = new TurnProgress(context.Progress, turn, turns.Length, TurnLabel(build, launch, builds));
                var turnContext = context with { Progress = progress };
                var result = await RunAsync(build, turnContext, launch, cancellationToken).ConfigureAwait(false);
                measured[build].Add(result);
            }
        }

        var results = builds.Select(build => Pooled(build, measured[build])).ToArray();
        var merged = RuntimeSuites.Merge(
            results,
            [.. builds.Select(build => build.Runtime.Name)],
            runtimes.BaselineRuntime,
            warnings,
            new ComparisonThresholds());
        var failures = measured.Values
            .SelectMany(list => list)
            .Where(result => result.Failure is not null)
            .Select(result => result.Failure!)
            .Distinct(StringComparer.Ordinal)
            .ToArray();
        if (failures.Length == 0 && merged is not null)
        {
            return merged;
        }

        var reason = failures.Length > 0
            ? string.Join("; ", failures)
            : $"{Name}: no runtime named in --runtimes could run it ({string.Join("; ", warnings)})";
        throw merged is null ? new StudyFailedException(reason) : new StudyFailedException(reason, merged);
    }

    /// <summary>
    /// One launch on one runtime, its files in <c>artifacts/STUDY/RUNTIME[/launch-N]</c> (Mono's in
    /// <c>artifacts/STUDY[/launch-N]/mono</c>).
    /// </summary>
    private async Task<RuntimeSuite> RunAsync(
        RunnerBuild build, StudyContext context, int launch, CancellationToken cancellationToken)
    {
        var order = Order(context.Order, launch);
        var launchFolder = LaunchFolder(launch);
        if (build.Runtime.IsMono)
        {
            var folder = launches == 1 ? context.Artifacts : context.Artifacts.Subfolder(launchFolder);
            return await RunOnMonoAsync(build, context with { Artifacts = folder, Order = order }, cancellationToken)
                .ConfigureAwait(false);
        }

        var runtimeArtifacts = context.Artifacts.Subfolder(build.Runtime.Name);
        var artifacts = launches == 1 ? runtimeArtifacts : runtimeArtifacts.Subfolder(launchFolder);
        // Later launches run as many invocations an iteration as the first chose, instead of a pilot of their own.
        var firstLaunch = launch == 1
            ? new InvocationCounts()
            : await InvocationCounts.ReadAsync(Path.Combine(runtimeArtifacts.Path, LaunchFolder(1)), cancellationToken)
                .ConfigureAwait(false);
        var request = new StudyRunRequest(
            Name,
            context.TargetUrl,
            context.Profile,
            options,
            artifacts.Path,
            Path.Combine(artifacts.Path, "runner-results.json"))
        {
            TargetProcessId = context.TargetProcessId,
            Order = order,
            Invocations = firstLaunch.Snapshot().ToDictionary(StringComparer.Ordinal),
        };
        var result = await RuntimeStudyRunner.RunAsync(build, request, artifacts, context.Progress, cancellationToken)
            .ConfigureAwait(false);
        if (result.Suite is not null)
        {
            runtimes.RecordVersion(build.Runtime.Name, result.RuntimeVersion);
        }

        return result;
    }

    /// <summary>
    /// The clients study's HttpClient and HttpWebRequest cases from the net48 build, which Mono runs in a child process
    /// (<see cref="FrameworkClientsRun"/> writes into a <c>mono</c> folder of the folder it is given).
    /// </summary>
    private async Task<RuntimeSuite> RunOnMonoAsync(
        RunnerBuild build, StudyContext context, CancellationToken cancellationToken)
    {
        var mono = new FrameworkClientsRun(build.FileName, build.PrefixArguments[0], options.Clients);
        try
        {
            var suite = await mono.RunAsync(context, cancellationToken).ConfigureAwait(false);
            runtimes.RecordVersion(build.Runtime.Name, mono.RuntimeVersion ?? build.Runtime.Name);
            return new RuntimeSuite(build.Runtime, mono.RuntimeVersion ?? build.Runtime.Name, suite, Failure: null);
        }
        catch (StudyFailedException failed)
        {
            return new RuntimeSuite(build.Runtime, build.Runtime.Name, failed.Partial, failed.Message);
        }
    }

    /// <summary>
    /// The order of the launches: launch 1 on each runtime, then launch 2 on each in reverse order, and so on (A B B A
    /// A B...), so that drift on the machine during a run falls on every runtime alike.
    /// </summary>
    internal static IEnumerable<(T Runtime, int Launch)> Turns<T>(IReadOnlyList<T> runtimes, int launches)
    {
        for (var launch = 1; launch <= launches; launch++)
        {
            var turn = launch % 2 == 1 ? runtimes : runtimes.Reverse();
            foreach (var runtime in turn)
            {
                yield return (runtime, launch);
            }
        }
    }

    private string TurnLabel(RunnerBuild build, int launch, IReadOnlyList<RunnerBuild> builds)
    {
        var runtime = builds.Count > 1 ? build.Runtime.Name : null;
        var ofLaunches = launches > 1
            ? string.Create(CultureInfo.InvariantCulture, $"launch {launch} of {launches}")
            : null;
        return string.Join(", ", new[] { runtime, ofLaunches }.OfType<string>());
    }

    private static string LaunchFolder(int launch) => string.Create(CultureInfo.InvariantCulture, $"launch-{launch}");

    /// <summary>Every other launch reverses the order the first one used.</summary>
    internal static CaseOrder Order(CaseOrder first, int launch) =>
        launch % 2 == 1 ? first : first == CaseOrder.Declared ? CaseOrder.Reversed : CaseOrder.Declared;

    private static RuntimeSuite Pooled(RunnerBuild build, IReadOnlyList<RuntimeSuite> launches)
    {
        var suites = launches.Where(result => result.Suite is not null).Select(result => result.Suite!).ToArray();
        return new RuntimeSuite(
            build.Runtime,
            launches.FirstOrDefault(result => result.Suite is not null)?.RuntimeVersion ?? build.Runtime.Name,
            suites.Length == 0 ? null : LaunchPool.Pool(suites),
            launches.FirstOrDefault(result => result.Failure is not null)?.Failure);
    }
}
