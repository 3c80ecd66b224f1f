namespace HttpLab.Results;

/// <summary>Writes a run in one output format into the run's results folder.</summary>
public interface IResultExporter
{
    /// <summary>A short name for the format ("json", "markdown", "csv", "svg").</summary>
    string Name { get; }

    Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken);
}
