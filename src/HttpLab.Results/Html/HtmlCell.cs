using System.Text;

namespace HttpLab.Results.Html;

/// <summary>One cell: its text, the number it sorts by (numeric columns), a CSS class (a verdict's colour).</summary>
internal readonly record struct HtmlCell(string Text, double? SortValue = null, string? CssClass = null)
{
    public static implicit operator HtmlCell(string text) => new(text);

    public void WriteTo(StringBuilder html, bool numeric)
    {
        var classes = string.Join(' ', new[] { numeric ? "num" : null, CssClass }.Where(name => name is not null));
        html.Append("<td");
        if (classes.Length > 0)
        {
            html.Append(" class=\"").Append(classes).Append('"');
        }

        if (numeric)
        {
            html.Append(" data-sort=\"").Append(HtmlText.SortKey(SortValue)).Append('"');
        }

        html.Append('>').Append(HtmlText.Encode(Text)).Append("</td>");
    }
}
