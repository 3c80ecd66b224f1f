using HttpLab.Results.Charts;
using HttpLab.Results.Csv;
using HttpLab.Results.Html;
using HttpLab.Results.Json;
using HttpLab.Results.Markdown;

namespace HttpLab.Results;

/// <summary>
/// The exporters a run is written with, results.json first: it is the one every other output derives from.
/// </summary>
public static class ResultExporters
{
    public static IReadOnlyList<IResultExporter> All { get; } =
    [
        new JsonResultExporter(),
        new MarkdownReportExporter(),
        new CsvResultExporter(),
        new SvgChartExporter(),
        new HtmlReportExporter(),
    ];
}
