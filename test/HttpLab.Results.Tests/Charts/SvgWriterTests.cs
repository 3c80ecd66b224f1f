using System.Xml.Linq;
using HttpLab.Results.Charts;

namespace HttpLab.Results.Tests.Charts;

public sealed class SvgWriterTests
{
    [Fact]
    public void WithText_MarkupAndControlCharacters_StaysWellFormed()
    {
        var svg = new SvgWriter();
        svg.Start("svg", ("xmlns", "http://www.w3.org/2000/svg"), ("data-x", "\"quoted\" & <tag>"));
        svg.WithText("text", "a < b & c > d \u0001");
        svg.End();

        var root = XDocument.Parse(svg.ToString()).Root!;

        Assert.Equal("\"quoted\" & <tag>", root.Attribute("data-x")!.Value);
        Assert.Equal("a < b & c > d \uFFFD", root.Elements().Single().Value);
    }

    [Fact]
    public void ToString_ElementStillOpen_Throws()
    {
        var svg = new SvgWriter();
        svg.Start("svg");

        Assert.Throws<InvalidOperationException>(svg.ToString);
    }
}
