namespace HttpLab.Results.Markdown;

/// <summary>
/// Writes report.md: what the run found and its warnings, loudest first, then per suite one BenchmarkDotNet-style table
/// per group, its distribution tables and a legend, and the environment.
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
