using HttpLab.Studies;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// <c>httplab run --runtimes</c> as given: the runtimes in order, the one ratios divide by, where runners are cached,
/// the <c>mono</c> to use (null: the one on PATH), the study options every runner gets and how many launches each
/// study gets on each runtime (<see cref="LaunchesOf"/>).
/// </summary>
internal sealed record RuntimeSelection(
    IReadOnlyList<StudyRuntime> Runtimes,
    string BaselineRuntime,
    string CacheRoot,
    string? MonoPath,
    StudyOptions Options,
    int Launches = 1)
{
    /// <summary>
    /// Whether no --runtimes was named: the launches run on HttpLab's own runtime, in httplab itself as the study
    /// runner (<see cref="SelfRunner"/>), with nothing built or cached.
    /// </summary>
    public bool OwnRuntime { get; init; }

    /// <summary>
    /// The builds of <c>--builds</c>, each on HttpLab's own runtime in <see cref="Runtimes"/> under its label; null
    /// under <c>--runtimes</c>.
    /// </summary>
    public IReadOnlyList<StudyBuild>? Builds { get; init; }

    /// <summary>
    /// The launches of the micro-benchmark studies (<see cref="MicroBenchmarkStudies"/>) when --launches was not given:
    /// the profile's default, the other studies keeping <see cref="Launches"/>. Null when every study takes
    /// <see cref="Launches"/>.
    /// </summary>
    public int? MicroBenchmarkLaunches { get; init; }

    /// <summary>The studies measured with BenchmarkDotNet, in rounds (their verdicts need launches).</summary>
    public static IReadOnlySet<string> MicroBenchmarkStudies { get; } =
        new HashSet<string>(StringComparer.Ordinal) { "json", "clients", "async" };

    /// <summary>The option that named the runners, for messages: <c>--builds</c> or <c>--runtimes</c>.</summary>
    public string Option => Builds is null ? "--runtimes" : "--builds";

    /// <summary>How many launches <paramref name="study"/> gets on each runtime.</summary>
    public int LaunchesOf(string study) =>
        MicroBenchmarkLaunches is { } launches && MicroBenchmarkStudies.Contains(study) ? launches : Launches;
}
