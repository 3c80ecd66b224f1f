using HttpLab.Cli.CommandLine;
using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Session;

/// <summary>A run read back from a results folder or its results.json, for the commands that read results.</summary>
internal static class ResultsFile
{
    /// <summary>
    /// Reads a run from a results folder or a results.json file, with the file's full path; any problem is a usage
    /// error naming the file.
    /// </summary>
    public static async Task<(RunResult Run, string File)> ReadAsync(string path, CancellationToken cancellationToken)
    {
        var file = Directory.Exists(path) ? Path.Combine(path, JsonResultExporter.FileName) : path;
        if (!File.Exists(file))
        {
            throw new UsageException(Directory.Exists(path)
                ? $"'{path}' is a folder without a {JsonResultExporter.FileName}"
                : $"'{path}' is neither a results folder nor a results.json file");
        }

        try
        {
            return (await ResultsJson.ReadAsync(file, cancellationToken), Path.GetFullPath(file));
        }
        catch (ResultsFormatException exception)
        {
            throw new UsageException(exception.Message);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new UsageException($"{file}: {exception.Message}");
        }
    }
}
