using System.Text;

namespace HttpLab.Results.Html;

/// <summary>
/// A sortable table of report.html: text cells, and numeric cells right-aligned with their formatted text (with its
/// unit) shown and the raw number kept in <c>data-sort</c>, so sorting compares numbers, not text. A column may name
/// the results.json field it shows (<c>data-key</c>) and a row the index of its case in the suite (<c>data-case</c>),
/// so a program reading the page finds each number's source.
/// </summary>
internal sealed class HtmlTable(string cssClass)
{
    private readonly List<(string Header, bool Numeric, string? Title, string? Key)> columns = [];
    private readonly List<(string? RowClass, int? CaseIndex, IReadOnlyList<HtmlCell> Cells)> rows = [];

    public HtmlTable AddColumn(string header, bool numeric = false, string? title = null, string? key = null)
    {
        columns.Add((header, numeric, title, key));
        return this;
    }

    public void AddRow(IReadOnlyList<HtmlCell> cells, string? rowClass = null, int? caseIndex = null)
    {
        if (cells.Count != columns.Count)
        {
            throw new ArgumentException($"A row needs {columns.Count} cells, not {cells.Count}.", nameof(cells));
        }

        rows.Add((rowClass, caseIndex, cells));
    }

    public void WriteTo(StringBuilder html)
    {
        html.Append("<div class=\"table-wrap\"><table class=\"").Append(cssClass).Append("\"><thead><tr>");
        foreach (var (header, numeric, title, key) in columns)
        {
            html.Append("<th class=\"sortable").Append(numeric ? " num" : string.Empty).Append('"');
            if (title is not null)
            {
                html.Append(" title=\"").Append(HtmlText.Encode(title)).Append('"');
            }

            if (key is not null)
            {
                html.Append(" data-key=\"").Append(HtmlText.Encode(key)).Append('"');
            }

            html.Append('>').Append(HtmlText.Encode(header)).Append("</th>");
        }

        html.Append("</tr></thead><tbody>");
        foreach (var (rowClass, caseIndex, cells) in rows)
        {
            html.Append("<tr");
            if (rowClass is not null)
            {
                html.Append(" class=\"").Append(rowClass).Append('"');
            }

            if (caseIndex is not null)
            {
                html.Append(" data-case=\"").Append(caseIndex.Value).Append('"');
            }

            html.Append('>');
            for (var index = 0; index < cells.Count; index++)
            {
                cells[index].WriteTo(html, columns[index].Numeric);
            }

            html.Append("</tr>");
        }

        html.Append("</tbody></table></div>\n");
    }
}
