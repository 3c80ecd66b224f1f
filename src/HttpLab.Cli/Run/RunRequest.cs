using HttpLab.Cli.Runtimes;
using HttpLab.Studies;

namespace HttpLab.Cli.Run;

/// <summary>A validated <c>httplab run</c> command line.</summary>
internal sealed record RunRequest(
    IReadOnlyList<IStudy> Studies,
    Uri? Target,
    StudyProfile Profile,
    string ResultsRoot,
    string? Out)
{
    /// <summary>The runtimes the studies' client side runs on; null: HttpLab's own, in this process.</summary>
    public RuntimeSelection? Runtimes { get; init; }

    public CaseOrder Order { get; init; } = CaseOrder.Declared;
}
