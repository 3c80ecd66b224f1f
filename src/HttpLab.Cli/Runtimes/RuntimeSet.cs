using System.Collections.Concurrent;
using HttpLab.Results;
using HttpLab.Results.Formatting;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// The runtimes of one <c>httplab run --runtimes</c>: the study runners built (or found in the cache) before anything
/// is measured, the runtimes skipped and why, the baseline runtime, and each runtime's exact version as its runners
/// report it.
/// </summary>
internal sealed class RuntimeSet
{
    private readonly IReadOnlyList<StudyRuntime> named;
    private readonly Dictionary<string, string> skipped;
    private readonly ConcurrentDictionary<string, string> versions = new(StringComparer.Ordinal);

    private RuntimeSet(
        IReadOnlyList<StudyRuntime> named, IReadOnlyList<RunnerBuild> builds, Dictionary<string, string> skipped,
        string baselineRuntime)
    {
        this.named = named;
        this.skipped = skipped;
        Builds = builds;
        BaselineRuntime = baselineRuntime;
    }

    public IReadOnlyList<RunnerBuild> Builds { get; }

    /// <summary>What ratios divide by: the runtime asked for, or the first built when that one was skipped.</summary>
    public string BaselineRuntime { get; }

    /// <summary>The runtimes that could not be had, each with its one-line reason.</summary>
    public IReadOnlyList<string> SkippedReasons =>
        [.. skipped.Select(runtime => $"{runtime.Key} skipped: {runtime.Value}")];

    /// <summary>
    /// Builds or finds (<paramref name="obtain"/>) the runner of every runtime in <paramref name="runtimes"/>; one that
    /// cannot be had is skipped with its reason passed to <paramref name="warn"/>, and the others go on.
    /// </summary>
    public static async Task<RuntimeSet> PrepareAsync(
        IReadOnlyList<StudyRuntime> runtimes,
        string baselineRuntime,
        Func<StudyRuntime, CancellationToken, Task<RunnerBuild>> obtain,
        Action<string> say,
        Action<string> warn,
        CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(obtain);
        var builds = new List<RunnerBuild>();
        var skipped = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var runtime in runtimes)
        {
            try
            {
                var build = await obtain(runtime, cancellationToken).ConfigureAwait(false);
                say(build.BuildTime is { } took
                    ? $"Built the {runtime} study runner in {DurationFormat.Seconds(took)}: {build.Folder}"
                    : $"Using the {runtime} study runner built earlier: {build.Folder}");
                builds.Add(build);
            }
            catch (RuntimeUnavailableException unavailable)
            {
                warn($"{runtime} skipped: {unavailable.Message}");
                skipped[runtime.Name] = unavailable.Message;
            }
        }

        var baseline = builds.Any(build => build.Runtime.Name == baselineRuntime) || builds.Count == 0
            ? baselineRuntime
            : builds[0].Runtime.Name;
        if (baseline != baselineRuntime)
        {
            skipped[baselineRuntime] += $"; ratios are to {baseline} instead";
        }

        return new RuntimeSet(runtimes, builds, skipped, baseline);
    }

    /// <summary>One runner that needs no build (<see cref="SelfRunner"/>), its runtime the baseline.</summary>
    public static RuntimeSet Of(RunnerBuild build, string baselineRuntime)
    {
        ArgumentNullException.ThrowIfNull(build);
        return new RuntimeSet([build.Runtime], [build], [], baselineRuntime);
    }

    public void RecordVersion(string runtime, string version) => versions.TryAdd(runtime, version);

    /// <summary>The environment's list: every runtime named, with its exact version or why it was skipped.</summary>
    public IReadOnlyList<StudyRuntimeInfo> Describe() =>
        named.Select(runtime => new StudyRuntimeInfo
            {
                Name = runtime.Name,
                Version = versions.GetValueOrDefault(runtime.Name),
                Skipped = skipped.GetValueOrDefault(runtime.Name)
                    ?? (versions.ContainsKey(runtime.Name) ? null : "no study ran on it"),
            })
            .ToArray();
}
