namespace HttpLab.Results.Html;

/// <summary>
/// The styles and scripts report.html inlines, embedded in this assembly: uPlot 1.6.32 (MIT, Leon Sorokin; the
/// minified browser build from the npm package <c>uplot</c>, its licence beside it in Html/Assets) and the report's
/// own CSS and script.
/// </summary>
internal static class ReportAssets
{
    public static string UPlotJs { get; } = Read("uPlot.iife.min.js");

    public static string UPlotCss { get; } = Read("uPlot.min.css");

    public static string ReportJs { get; } = Read("report.js");

    public static string ReportCss { get; } = Read("report.css");

    private static string Read(string name)
    {
        var assembly = typeof(ReportAssets).Assembly;
        using var stream = assembly.GetManifestResourceStream($"HttpLab.Results.Html.Assets.{name}")
            ?? throw new InvalidOperationException(
                $"The report asset {name} is not embedded in {assembly.GetName().Name}.");
        using var reader = new StreamReader(stream);
        var text = reader.ReadToEnd();

        // An inlined script must not close its own <script> element.
        return text.Replace("</script", "<\\/script", StringComparison.OrdinalIgnoreCase);
    }
}
