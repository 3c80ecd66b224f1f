using System.Text;

namespace HttpLab.Results.Html;

/// <summary>
/// A sortable table of report.html: text cells, and numeric cells right-aligned with their formatted text (with its
/// unit) shown and the raw number kept in <c>data-sort</c>, so sorting compares numbers, not text.
/// </summary>
internal sealed class HtmlTable(string cssClass)
{
    private readonly List<(string Header, bool Numeric, string? Title)> columns = [];
    private readonly List<(string? RowClass, IReadOnlyList<HtmlCell> Cells)> rows = [];

    public HtmlTable AddColumn(string header, bool numeric = false, string? title = null)
    {
        columns.Add((header, numeric, title));
        return this;
    }

    public void AddRow(IReadOnlyList<HtmlCell> cells, string? rowClass = null)
    {
        if (cells.Count != columns.Count)
        {
            throw new ArgumentException($"A row needs {columns.Count} cells, not {cells.Count}.", nameof(cells));
        }

        rows.Add((rowClass, cells));
    }

    public void WriteTo(StringBuilder html)
    {
        html.Append("<div class=\"table-wrap\"><table class=\"").Append(cssClass).Append("\"><thead><tr>");
        foreach (var (header, numeric, title) in columns)
        {
            html.Append("<th class=\"sortable").Append(numeric ? " num" : string.Empty).Append('"');
            if (title is not null)
            {
                html.Append(" title=\"").Append(HtmlText.Encode(title)).Append('"');
            }

            html.Append('>').Append(HtmlText.Encode(header)).Append("</th>");
        }

        html.Append("</tr></thead><tbody>");
        foreach (var (rowClass, cells) in rows)
        {
            html.Append(rowClass is null ? "<tr>" : $"<tr class=\"{rowClass}\">");
            for (var index = 0; index < cells.Count; index++)
            {
                cells[index].WriteTo(html, columns[index].Numeric);
            }

            html.Append("</tr>");
        }

        html.Append("</tbody></table></div>\n");
    }
}
