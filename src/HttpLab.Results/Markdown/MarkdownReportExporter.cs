namespace HttpLab.Results.Markdown;

/// <summary>
/// Writes report.md: the environment, then per suite one BenchmarkDotNet-style table per group and a legend.
/// </summary>
public sealed class MarkdownReportExporter : IResultExporter
{
    public const string FileName = "report.md";

    public string Name => "markdown";

    /// <summary>The report as text, the same on every machine and culture.</summary>
    public static string Render(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return MarkdownReport.Render(run);
    }

    public Task ExportAsync(RunResult run, ResultsDirectory directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(directory);
        return directory.WriteTextAsync(FileName, Render(run), cancellationToken);
    }
}
