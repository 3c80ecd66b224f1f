using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Session;

/// <summary>
/// Keeps a measured run that its results folder could not take: its results.json in a new folder under the system's
/// temporary folder, from which <c>httplab report</c> renders every report again.
/// </summary>
internal static class UnsavedResults
{
    public static async Task<ResultsNotWrittenException> KeepAsync(
        RunResult run, string folder, Exception failure, CancellationToken cancellationToken)
    {
        var problem = $"could not write the results into {folder}: {failure.Message}";
        try
        {
            var kept = Directory.CreateTempSubdirectory($"httplab-unsaved-{run.RunId}-").FullName;
            await File.WriteAllTextAsync(
                    Path.Combine(kept, JsonResultExporter.FileName), ResultsJson.Serialize(run), cancellationToken)
                .ConfigureAwait(false);
            return new ResultsNotWrittenException(
                $"{problem}; what was measured is kept in {kept} ('httplab report {kept}' writes its reports)",
                failure);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return new ResultsNotWrittenException(
                $"{problem}; nor could it be kept in the temporary folder ({exception.Message}): it is lost",
                failure);
        }
    }
}
