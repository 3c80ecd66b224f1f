namespace HttpLab.Results.Html;

/// <summary>A file of a run's folder: its path in the folder, and the link to it from the report.</summary>
internal sealed record ReportArtifact(string Name, string Href)
{
    private static readonly HashSet<string> Reports = new(StringComparer.Ordinal)
    {
        HtmlReportExporter.FileName,
    };

    /// <summary>Every file under <paramref name="folder"/> but report.html itself, in path order.</summary>
    public static IReadOnlyList<ReportArtifact> In(string folder, string reportFolder)
    {
        if (!Directory.Exists(folder))
        {
            return [];
        }

        return Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories)
            .Select(path => (Path: path, Name: Slashed(Path.GetRelativePath(folder, path))))
            .Where(file => !Reports.Contains(file.Name))
            .OrderBy(file => file.Name.Count(character => character == '/'))
            .ThenBy(file => file.Name, StringComparer.Ordinal)
            .Select(file => new ReportArtifact(file.Name, LinkTo(Path.GetRelativePath(reportFolder, file.Path))))
            .ToArray();
    }

    private static string Slashed(string path) => path.Replace(Path.DirectorySeparatorChar, '/');

    private static string LinkTo(string relativePath) =>
        string.Join('/', Slashed(relativePath).Split('/').Select(Uri.EscapeDataString));
}
