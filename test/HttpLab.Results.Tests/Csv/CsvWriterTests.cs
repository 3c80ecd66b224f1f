using HttpLab.Results.Csv;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Csv;

public sealed class CsvWriterTests
{
    [Fact]
    public void Text_CommaQuoteOrLineBreak_QuotedWithQuotesDoubled()
    {
        var csv = new CsvWriter(["a,b", "plain"])
            .Text("say \"hi\"").Text("two\nlines").EndRow()
            .Text("x\ry").Text("none").EndRow();

        Assert.Equal("\"a,b\",plain\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r\n\"x\ry\",none\r\n", csv.ToString());
    }

    [Theory]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    [InlineData("en-US")]
    public void Number_CommaDecimalCulture_InvariantPointAndNoGroupSeparators(string culture)
    {
        using var scope = new CultureScope(culture);

        var csv = new CsvWriter(["r", "format", "whole"])
            .Number(1234.5678).Number(0.12345, "0.###").Number(1_234_567L).EndRow();

        Assert.Equal("r,format,whole\r\n1234.5678,0.123,1234567\r\n", csv.ToString());
    }

    [Fact]
    public void Number_AnyDouble_ParsesBackToTheSameValue()
    {
        var csv = new CsvWriter(["value"]).Number(0.1 + 0.2).EndRow();

        var field = csv.ToString().Split("\r\n")[1];
        Assert.Equal(0.1 + 0.2, double.Parse(field, System.Globalization.CultureInfo.InvariantCulture));
    }

    [Fact]
    public void EndRow_FewerFieldsThanTheHeader_Throws()
    {
        var csv = new CsvWriter(["a", "b"]).Text("only one");

        Assert.Throws<InvalidOperationException>(() => csv.EndRow());
    }

    [Fact]
    public void Text_MoreFieldsThanTheHeader_Throws()
    {
        var csv = new CsvWriter(["a"]).Text("one");

        Assert.Throws<InvalidOperationException>(() => csv.Text("two"));
    }

    [Fact]
    public void ToString_RowNotEnded_Throws() =>
        Assert.Throws<InvalidOperationException>(() => new CsvWriter(["a"]).Text("open").ToString());

    [Fact]
    public void Empty_NotMeasured_EmptyField() =>
        Assert.Equal("a,b\r\n,1\r\n", new CsvWriter(["a", "b"]).Empty().Number(1L).EndRow().ToString());
}
