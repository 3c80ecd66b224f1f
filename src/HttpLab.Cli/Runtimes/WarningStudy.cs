using HttpLab.Results;
using HttpLab.Studies;

namespace HttpLab.Cli.Runtimes;

/// <summary>A study whose suite carries one more warning, e.g. that it ran on HttpLab's own runtime only.</summary>
internal sealed class WarningStudy(IStudy study, string warning) : IStudy
{
    public string Name => study.Name;

    public string Title => study.Title;

    public string Description => study.Description;

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        var suite = await study.RunAsync(context, cancellationToken).ConfigureAwait(false);
        return suite with { Warnings = [warning, .. suite.Warnings] };
    }
}
