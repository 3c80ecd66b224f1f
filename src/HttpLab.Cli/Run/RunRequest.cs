using HttpLab.Studies;

namespace HttpLab.Cli.Run;

/// <summary>A validated <c>httplab run</c> command line.</summary>
internal sealed record RunRequest(
    IReadOnlyList<IStudy> Studies,
    Uri? Target,
    StudyProfile Profile,
    string ResultsRoot,
    string? Out);
