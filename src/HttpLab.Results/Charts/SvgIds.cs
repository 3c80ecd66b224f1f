using System.Xml.Linq;

namespace HttpLab.Results.Charts;

/// <summary>
/// Makes the ids of one OxyPlot drawing unique in a page of several. Every drawing numbers its clip paths from
/// "clipPath1", and an SVG document resolves url(#clipPath4) to the first element with that id in the whole document,
/// so without this each panel's text would be clipped by the first panel's rectangles.
/// </summary>
internal static class SvgIds
{
    public static void Prefix(XElement drawing, string prefix)
    {
        var ids = drawing.DescendantsAndSelf()
            .Select(element => element.Attribute("id"))
            .OfType<XAttribute>()
            .ToArray();
        var renamed = ids.ToDictionary(id => id.Value, id => prefix + id.Value, StringComparer.Ordinal);
        foreach (var id in ids)
        {
            id.Value = renamed[id.Value];
        }

        var references = drawing
            .DescendantsAndSelf()
            .Attributes()
            .Where(attribute => attribute.Value.Contains("url(#", StringComparison.Ordinal));
        foreach (var attribute in references)
        {
            foreach (var (old, @new) in renamed)
            {
                attribute.Value = attribute.Value.Replace($"url(#{old})", $"url(#{@new})", StringComparison.Ordinal);
            }
        }
    }
}
