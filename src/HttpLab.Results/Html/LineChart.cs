using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;

namespace HttpLab.Results.Html;

/// <summary>
/// A chart report.js draws with uPlot, written as the JSON it reads: <c>spectrum</c> (values by percentile on
/// HdrHistogram's 1/(1 − p) axis, x given as 1/(1 − p)), <c>cdf</c> (the share of values at or below each value) or
/// <c>timeline</c> (values per second of the run) or <c>capacity</c> (values by request rate, each point a step of a
/// capacity search). Series may have different x values; the script aligns them.
/// </summary>
internal sealed record LineChart(
    string Kind,
    string Title,
    string XName,
    string XLabel,
    string YLabel,
    string Unit,
    IReadOnlyList<LineSeries> Series,
    bool LogY = false)
{
    private static readonly JsonWriterOptions WriterOptions = new()
    {
        // The JSON sits in a <script> element: '<', '>' and '&' stay escaped so "</script>" cannot end it.
        Encoder = JavaScriptEncoder.Default,
    };

    public void WriteTo(StringBuilder html)
    {
        var points = Series.Sum(series => series.X.Count);
        html.Append("<figure class=\"chart lines\" data-kind=\"").Append(Kind).Append("\" data-points=\"")
            .Append(points).Append("\"><h4>").Append(HtmlText.Encode(Title)).Append("</h4><div class=\"plot\"></div>")
            .Append("<script type=\"application/json\">").Append(Json()).Append("</script></figure>\n");
    }

    private string Json()
    {
        using var buffer = new MemoryStream();
        using (var writer = new Utf8JsonWriter(buffer, WriterOptions))
        {
            writer.WriteStartObject();
            writer.WriteString("kind", Kind);
            writer.WriteString("title", Title);
            writer.WriteString("xName", XName);
            writer.WriteString("xLabel", XLabel);
            writer.WriteString("yLabel", YLabel);
            writer.WriteString("unit", Unit);
            if (LogY)
            {
                writer.WriteBoolean("logY", true);
            }

            writer.WriteStartArray("series");
            foreach (var series in Series)
            {
                writer.WriteStartObject();
                writer.WriteString("label", series.Label);
                writer.WriteBoolean("dashed", series.Dashed);
                Numbers(writer, "x", series.X);
                Numbers(writer, "y", series.Y);
                writer.WriteEndObject();
            }

            writer.WriteEndArray();
            writer.WriteEndObject();
        }

        return Encoding.UTF8.GetString(buffer.ToArray());
    }

    private static void Numbers(Utf8JsonWriter writer, string name, IReadOnlyList<double> values)
    {
        writer.WriteStartArray(name);
        foreach (var value in values)
        {
            writer.WriteNumberValue(Math.Round(value, 6));
        }

        writer.WriteEndArray();
    }
}
