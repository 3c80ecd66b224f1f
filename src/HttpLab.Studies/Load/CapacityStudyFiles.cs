using HttpLab.Load.Reporting;
using HttpLab.Results;

namespace HttpLab.Studies.Load;

/// <summary>
/// Writes the files of every run of a route's capacity search, the set <c>httplab load</c> writes for one run, into
/// <c>capacity.ROUTE/step-NN-RATErps/</c> inside the study's artifacts (as <c>httplab load --find-max</c> names them).
/// </summary>
internal static class CapacityStudyFiles
{
    /// <summary>"capacity.adapter-task".</summary>
    public static string FolderName(ConsumerRoute route) => $"capacity.{route.Name.Replace('/', '-')}";

    public static async Task WriteAsync(
        ArtifactWriter artifacts, RouteCapacity capacity, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(artifacts);
        var folder = artifacts.Subfolder(FolderName(capacity.Route));
        foreach (var step in capacity.Outcome.Steps)
        {
            for (var index = 0; index < step.Runs.Count; index++)
            {
                await LoadArtifacts.WriteAsync(
                        step.Runs[index], folder.Subfolder(CapacityResults.FolderName(step, index)), cancellationToken)
                    .ConfigureAwait(false);
            }
        }
    }
}
