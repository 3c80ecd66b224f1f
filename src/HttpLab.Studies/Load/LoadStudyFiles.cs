using HttpLab.Load.Reporting;
using HttpLab.Results;

namespace HttpLab.Studies.Load;

/// <summary>
/// Writes each run's files, the set <c>httplab load</c> writes for its one run (<see cref="LoadFiles.All"/>), into a
/// folder of the run's own inside the study's artifacts.
/// </summary>
internal static class LoadStudyFiles
{
    /// <summary>"open-500-rps.adapter-task".</summary>
    public static string FolderName(LoadStudyRun run) =>
        $"{run.Kind.Label.Replace(' ', '-')}.{run.Route.Name.Replace('/', '-')}";

    public static Task WriteAsync(ArtifactWriter artifacts, LoadStudyRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(artifacts);
        return LoadArtifacts.WriteAsync(run.Report, artifacts.Subfolder(FolderName(run)), cancellationToken);
    }
}
