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
    /// The launches of the studies measured in several launches by default (<see cref="StudiesLaunchedByDefault"/>)
    /// when --launches was not given: the profile's default, the other studies keeping <see cref="Launches"/>. Null
    /// when every study takes <see cref="Launches"/>.
    /// </summary>
    public int? ProfileLaunches { get; init; }

    /// <summary>
    /// The studies whose differences need launches: those measured with BenchmarkDotNet, in rounds, and the
    /// cancellation study, whose distributions a later compare judges against their launch-to-launch spread.
    /// </summary>
    public static IReadOnlySet<string> StudiesLaunchedByDefault { get; } =
        new HashSet<string>(StringComparer.Ordinal) { "json", "clients", "async", "cancel" };

    /// <summary>The option that named the runners, for messages: <c>--builds</c> or <c>--runtimes</c>.</summary>
    public string Option => Builds is null ? "--runtimes" : "--builds";

    /// <summary>How many launches <paramref name="study"/> gets on each runtime.</summary>
    public int LaunchesOf(string study) =>
        ProfileLaunches is { } launches && StudiesLaunchedByDefault.Contains(study) ? launches : Launches;
}
