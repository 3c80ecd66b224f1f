using HttpLab.Results;

namespace HttpLab.Studies;

/// <summary>One study HttpLab can run against a target server.</summary>
public interface IStudy
{
    /// <summary>The short name used on the command line and in results (e.g. "json").</summary>
    string Name { get; }

    string Title { get; }

    /// <summary>One line saying what the study answers, for <c>httplab run --list</c>.</summary>
    string Description { get; }

    Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken);
}
