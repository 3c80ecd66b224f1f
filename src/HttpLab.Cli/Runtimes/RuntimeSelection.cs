using HttpLab.Studies;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// <c>httplab run --runtimes</c> as given: the runtimes in order, the one ratios divide by, where runners are cached,
/// the <c>mono</c> to use (null: the one on PATH), the study options every runner gets and how many launches each
/// study gets on each runtime.
/// </summary>
internal sealed record RuntimeSelection(
    IReadOnlyList<StudyRuntime> Runtimes,
    string BaselineRuntime,
    string CacheRoot,
    string? MonoPath,
    StudyOptions Options,
    int Launches = 1);
