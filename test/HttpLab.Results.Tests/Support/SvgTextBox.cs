using System.Globalization;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using HttpLab.Results.Charts;

namespace HttpLab.Results.Tests.Support;

/// <summary>
/// Where a &lt;text&gt; of an OxyPlot drawing lies across, in the drawing's coordinates, with the widths the charts lay
/// text out in (<see cref="ChartTextMeasurer"/>): from its translate(x, y), its anchor and, for a title turned by −90°,
/// its ascent and descent instead of its width.
/// </summary>
internal sealed partial record SvgTextBox(XElement Text, double Left, double Right, bool Rotated)
{
    private const double AscentEm = 1901.0 / 2048;
    private const double DescentEm = 483.0 / 2048;

    public string Value => Text.Value;

    public static SvgTextBox Of(XElement text)
    {
        var transform = text.Attribute("transform")!.Value;
        var match = Translate().Match(transform);
        var x = double.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture);
        var size = double.Parse(text.Attribute("font-size")!.Value, CultureInfo.InvariantCulture);
        if (transform.Contains("rotate(-90)", StringComparison.Ordinal))
        {
            return new SvgTextBox(text, x - (AscentEm * size), x + (DescentEm * size), Rotated: true);
        }

        var bold = double.Parse(text.Attribute("font-weight")!.Value, CultureInfo.InvariantCulture) >= 600;
        var width = ChartTextMeasurer.Width(text.Value, size, bold);
        return text.Attribute("text-anchor")!.Value switch
        {
            "end" => new SvgTextBox(text, x - width, x, Rotated: false),
            "middle" => new SvgTextBox(text, x - (width / 2), x + (width / 2), Rotated: false),
            _ => new SvgTextBox(text, x, x + width, Rotated: false),
        };
    }

    [GeneratedRegex(@"translate\(([-0-9.]+),([-0-9.]+)\)")]
    private static partial Regex Translate();
}
