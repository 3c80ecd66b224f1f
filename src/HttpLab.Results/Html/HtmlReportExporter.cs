namespace HttpLab.Results.Html;

/// <summary>Writes report.html, after every other exporter so that it links the files they wrote.</summary>
public sealed class HtmlReportExporter : IResultExporter
{
    public const string FileName = "report.html";

    public string Name => "html";

    /// <summary>
    /// One report of several runs, each read from its folder, in the order given, for a report written to
    /// <paramref name="reportFolder"/> (links to each run's files are relative to it).
    /// </summary>
    public static string Render(IReadOnlyList<(RunResult Run, string Folder)> runs, string reportFolder)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return HtmlReport.Render(runs.Select(run => ReportedRun.From(run.Run, run.Folder, reportFolder)).ToArray());
    }

    public Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(directory);
        var html = Render([(run, directory.Path)], directory.Path);
        return directory.WriteTextAsync(FileName, html, cancellationToken);
    }
}
