using System.Globalization;
using HdrHistogram;
using HttpLab.Results.Histograms;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Histograms;

public sealed class HistogramTextTests
{
    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void WritePercentileDistribution_AnyCulture_HdrHistogramsTextWithInvariantNumbers(string culture)
    {
        var histogram = new LongHistogram(1, 3_600_000_000, 3);
        foreach (var value in new long[] { 100, 200, 250, 600 })
        {
            histogram.RecordValue(value);
        }

        using var writer = new StringWriter();
        using (new CultureScope(culture))
        {
            HistogramText.WritePercentileDistribution(histogram, writer, 1000);
            Assert.Equal(culture, CultureInfo.CurrentCulture.Name);
        }

        var lines = writer.ToString().Split('\n');
        Assert.Equal("       Value     Percentile TotalCount 1/(1-Percentile)", lines[0]);
        Assert.Equal("       0.100 0.000000000000          1           1.00", lines[2].TrimEnd('\r'));
        Assert.Equal("       0.600 1.000000000000          4", lines[14].TrimEnd('\r'));
        Assert.Equal("#[Max     =        0.600, Total count    =            4]", lines[16].TrimEnd('\r'));
        Assert.Equal("#[Buckets =           22, SubBuckets     =         2048]", lines[17].TrimEnd('\r'));
    }
}
