using System.Text;

namespace HttpLab.Results.Html;

/// <summary>
/// The page every HTML report of HttpLab is (a run's report.html, a comparison's): a complete document with the
/// styles, uPlot and the report's script inlined, so it works offline and fetches nothing.
/// </summary>
internal static class HtmlPage
{
    public static string Render(string title, string body)
    {
        ArgumentNullException.ThrowIfNull(title);
        ArgumentNullException.ThrowIfNull(body);
        return new StringBuilder()
            .Append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
            .Append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
            .Append("<meta name=\"generator\" content=\"HttpLab\">")
            .Append("<title>").Append(HtmlText.Encode(title)).Append("</title>\n<style>")
            .Append(ReportAssets.UPlotCss).Append('\n').Append(ReportAssets.ReportCss)
            .Append("</style></head>\n<body>\n")
            .Append(body)
            .Append("<div id=\"tooltip\" role=\"tooltip\"></div>\n")
            .Append("<script>").Append(ReportAssets.UPlotJs).Append("</script>\n")
            .Append("<script>").Append(ReportAssets.ReportJs).Append("</script>\n</body></html>\n")
            .ToString();
    }
}
