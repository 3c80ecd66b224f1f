using System.Globalization;
using System.Text;

namespace HttpLab.Results.Charts;

/// <summary>
/// Writes SVG markup with every attribute and text escaped, so a case named "a &lt; b &amp; c" cannot break the document.
/// Indented one element per line, so a chart reads (and diffs) as text too.
/// </summary>
internal sealed class SvgWriter
{
    private readonly StringBuilder builder = new();
    private readonly Stack<string> open = new();

    public SvgWriter() => builder.Append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

    /// <summary>Coordinates to two decimals at most: finer than any screen, and stable across runtimes.</summary>
    public static string Number(double value) => Math.Round(value, 2).ToString("0.##", CultureInfo.InvariantCulture);

    public SvgWriter Start(string element, params ReadOnlySpan<(string Name, string? Value)> attributes)
    {
        WriteTag(element, attributes);
        builder.Append(">\n");
        open.Push(element);
        return this;
    }

    public SvgWriter End()
    {
        var element = open.Pop();
        Indent();
        builder.Append("</").Append(element).Append(">\n");
        return this;
    }

    public SvgWriter Empty(string element, params ReadOnlySpan<(string Name, string? Value)> attributes)
    {
        WriteTag(element, attributes);
        builder.Append("/>\n");
        return this;
    }

    public SvgWriter WithText(string element, string text, params ReadOnlySpan<(string Name, string? Value)> attributes)
    {
        WriteTag(element, attributes);
        builder.Append('>');
        Escape(text);
        builder.Append("</").Append(element).Append(">\n");
        return this;
    }

    /// <summary>Raw character data, for the stylesheet; it must not contain "]]&gt;".</summary>
    public SvgWriter CData(string element, string content)
    {
        Indent();
        builder.Append('<').Append(element).Append("><![CDATA[\n").Append(content).Append("]]></").Append(element).Append(">\n");
        return this;
    }

    public override string ToString() =>
        open.Count == 0 ? builder.ToString() : throw new InvalidOperationException($"<{open.Peek()}> is still open.");

    private void WriteTag(string element, ReadOnlySpan<(string Name, string? Value)> attributes)
    {
        Indent();
        builder.Append('<').Append(element);
        foreach (var (name, value) in attributes)
        {
            if (value is not null)
            {
                builder.Append(' ').Append(name).Append("=\"");
                Escape(value);
                builder.Append('"');
            }
        }
    }

    private void Indent() => builder.Append(' ', open.Count * 2);

    private void Escape(string text)
    {
        foreach (var character in text)
        {
            switch (character)
            {
                case '&': builder.Append("&amp;"); break;
                case '<': builder.Append("&lt;"); break;
                case '>': builder.Append("&gt;"); break;
                case '"': builder.Append("&quot;"); break;

                // XML 1.0 forbids most control characters even when escaped.
                case < ' ' and not ('\t' or '\n' or '\r'): builder.Append('\uFFFD'); break;
                case '\uFFFE' or '\uFFFF': builder.Append('\uFFFD'); break;
                default: builder.Append(character); break;
            }
        }
    }
}
