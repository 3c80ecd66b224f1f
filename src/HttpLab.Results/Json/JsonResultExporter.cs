namespace HttpLab.Results.Json;

/// <summary>Writes results.json, the complete machine-readable record of a run.</summary>
public sealed class JsonResultExporter : IResultExporter
{
    public const string FileName = "results.json";

    public string Name => "json";

    public Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(directory);
        return directory.WriteTextAsync(FileName, ResultsJson.Serialize(run), cancellationToken);
    }
}
