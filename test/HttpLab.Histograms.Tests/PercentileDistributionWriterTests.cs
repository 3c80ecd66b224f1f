using HttpLab.Histograms.Tests.Support;

namespace HttpLab.Histograms.Tests;

public sealed class PercentileDistributionWriterTests
{
    private static string Write(LongHistogram histogram, double scaling = 1, int ticks = 5)
    {
        using var writer = new StringWriter { NewLine = "\r\n" };
        PercentileDistributionWriter.Write(histogram, writer, scaling, ticks);
        return writer.ToString();
    }

    private static LongHistogram Record(LongHistogram histogram, params long[] values)
    {
        foreach (var value in values)
        {
            histogram.RecordValue(value);
        }

        return histogram;
    }

    [Theory]
    [InlineData("en-US")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    public void Write_HdrHistogramJsCase_MatchesItsExpectedOutput(string culture)
    {
        using var scope = new CultureScope(culture);
        var histogram = Record(new LongHistogram(1, 9_007_199_254_740_991, 3), 25, 50, 75);

        // HdrHistogramJS Histogram.spec "should compute percentile distribution" (a port checked against Java's output).
        const string Expected =
            "       Value     Percentile TotalCount 1/(1-Percentile)\n" +
            "\n" +
            "      25.000 0.000000000000          1           1.00\n" +
            "      25.000 0.100000000000          1           1.11\n" +
            "      25.000 0.200000000000          1           1.25\n" +
            "      25.000 0.300000000000          1           1.43\n" +
            "      50.000 0.400000000000          2           1.67\n" +
            "      50.000 0.500000000000          2           2.00\n" +
            "      50.000 0.550000000000          2           2.22\n" +
            "      50.000 0.600000000000          2           2.50\n" +
            "      50.000 0.650000000000          2           2.86\n" +
            "      75.000 0.700000000000          3           3.33\n" +
            "      75.000 1.000000000000          3\n" +
            "#[Mean    =       50.000, StdDeviation   =       20.412]\n" +
            "#[Max     =       75.000, Total count    =            3]\n" +
            "#[Buckets =           43, SubBuckets     =         2048]\n";

        Assert.Equal(Expected, Write(histogram));
    }

    [Fact]
    public void Write_HdrHistogramValaCase_MatchesItsExpectedOutput()
    {
        var histogram = Record(new LongHistogram(1, 3_600_000_000_000, 3), 100, 200, 250, 600);

        // HdrHistogram_vala's output_percentile_distribution test (another port of the Java format).
        const string Expected =
            "       Value     Percentile TotalCount 1/(1-Percentile)\n" +
            "\n" +
            "     100.000 0.000000000000          1           1.00\n" +
            "     100.000 0.100000000000          1           1.11\n" +
            "     100.000 0.200000000000          1           1.25\n" +
            "     200.000 0.300000000000          2           1.43\n" +
            "     200.000 0.400000000000          2           1.67\n" +
            "     200.000 0.500000000000          2           2.00\n" +
            "     250.000 0.550000000000          3           2.22\n" +
            "     250.000 0.600000000000          3           2.50\n" +
            "     250.000 0.650000000000          3           2.86\n" +
            "     250.000 0.700000000000          3           3.33\n" +
            "     250.000 0.750000000000          3           4.00\n" +
            "     600.000 0.775000000000          4           4.44\n" +
            "     600.000 1.000000000000          4\n" +
            "#[Mean    =      287.500, StdDeviation   =      188.331]\n" +
            "#[Max     =      600.000, Total count    =            4]\n" +
            "#[Buckets =           32, SubBuckets     =         2048]\n";

        Assert.Equal(Expected, Write(histogram));
    }

    [Fact]
    public void Write_OneTickPerHalfDistance_MatchesTheRowsHdrHistogramGoPrints()
    {
        var histogram = Record(
            new LongHistogram(1, 30_000_000, 3),
            459876, 669187, 711612, 816326, 931423, 1033197, 1131895, 2477317, 3964974, 12718782);

        // hdrhistogram-go's ExampleHistogram_PercentilesPrint (values, counts, mean, deviation, buckets), in Java's layout.
        const string Expected =
            "       Value     Percentile TotalCount 1/(1-Percentile)\n" +
            "\n" +
            "  460031.000 0.000000000000          1           1.00\n" +
            "  931839.000 0.500000000000          5           2.00\n" +
            " 2478079.000 0.750000000000          8           4.00\n" +
            " 3966975.000 0.875000000000          9           8.00\n" +
            "12722175.000 0.937500000000         10          16.00\n" +
            "12722175.000 1.000000000000         10\n" +
            "#[Mean    =  2491481.600, StdDeviation   =  3557920.109]\n" +
            "#[Max     = 12722175.000, Total count    =           10]\n" +
            "#[Buckets =           15, SubBuckets     =         2048]\n";

        Assert.Equal(Expected, Write(histogram, ticks: 1));
    }

    [Fact]
    public void Write_MicrosecondsScaledToMilliseconds_PrintsMilliseconds()
    {
        var histogram = Record(LongHistogram.ForMicroseconds(), 1500, 1_000_000);

        var lines = Write(histogram, scaling: 1000).Split('\n');

        Assert.Equal("       1.500 0.000000000000          1           1.00", lines[2]);
        Assert.Equal("    1000.447 1.000000000000          2", lines[^5]);
        Assert.Equal("#[Max     =     1000.447, Total count    =            2]", lines[^3]);
    }

    [Fact]
    public void Write_EmptyHistogram_PrintsHeaderAndZeroFooter()
    {
        const string Expected =
            "       Value     Percentile TotalCount 1/(1-Percentile)\n" +
            "\n" +
            "#[Mean    =        0.000, StdDeviation   =        0.000]\n" +
            "#[Max     =        0.000, Total count    =            0]\n" +
            "#[Buckets =           22, SubBuckets     =         2048]\n";

        Assert.Equal(Expected, Write(LongHistogram.ForMicroseconds()));
    }

    [Fact]
    public void Write_LongTail_HalvesTheTickEveryHalfDistance()
    {
        var histogram = LongHistogram.ForMicroseconds();
        for (long value = 1; value <= 10_000; value++)
        {
            histogram.RecordValue(value);
        }

        var percentiles = Write(histogram).Split('\n').Skip(2).TakeWhile(line => !line.StartsWith('#'))
            .Select(line => line[13..27]).ToList();
        var ninety = percentiles.IndexOf("0.900000000000");

        Assert.Equal("0.000000000000", percentiles[0]);
        Assert.Equal(["0.912500000000", "0.925000000000"], percentiles.Skip(ninety + 1).Take(2));
        Assert.Contains("0.999877929688", percentiles); // 1 - 2^-13, rounded half-up in the 12th decimal as Java does.
        Assert.Equal("1.000000000000", percentiles[^1]);
        Assert.Equal(percentiles.Order(StringComparer.Ordinal), percentiles);
    }
}
