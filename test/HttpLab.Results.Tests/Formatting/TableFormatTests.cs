using HttpLab.Results.Formatting;

namespace HttpLab.Results.Tests.Formatting;

public sealed class TableFormatTests
{
    [Theory]
    [InlineData(new[] { 113_118.4, 7_793_512.3 }, "113.1 μs", "7,793.5 μs")]
    [InlineData(new[] { 45_980.1, 1_245_870.2 }, "45.98 μs", "1,245.87 μs")]
    [InlineData(new[] { 5_462_190.6, 7_793_512.3 }, "5.462 ms", "7.794 ms")]
    [InlineData(new[] { 812.5, 999.9 }, "812.5 ns", "999.9 ns")]
    [InlineData(new[] { 0.4, 3.0 }, "0.400 ns", "3.000 ns")]
    [InlineData(new[] { 2.5e9, 12e9 }, "2.500 s", "12.000 s")]
    public void Format_Means_OneUnitFromTheSmallestAndFourSignificantDigits(double[] means, string first, string second)
    {
        var cases = means.Select(mean => Case(mean)).ToArray();
        var format = TableFormat.For(cases, [MetricCatalog.MeanNs]);

        Assert.Equal([first, second], cases.Select(@case => format.Format(MetricCatalog.MeanNs, @case)));
    }

    [Fact]
    public void Format_Error_OneDecimalMoreThanTheMeanAtMost()
    {
        var cases = new[] { Case(113_118.4, 1_953.2), Case(110_412.7, 661.2) };
        var format = TableFormat.For(cases, [MetricCatalog.MeanNs, MetricCatalog.ErrorNs]);

        Assert.Equal(["1.95 μs", "0.66 μs"], cases.Select(@case => format.Format(MetricCatalog.ErrorNs, @case)));
    }

    [Theory]
    [InlineData(5_806.08, "5.67 KB")]
    [InlineData(1_000, "1,000 B")]
    [InlineData(0, "0 B")]
    [InlineData(5_041_029.12, "4.81 MB")]
    public void Format_SingleAllocation_BinaryUnits(double bytes, string expected)
    {
        var @case = Case(1) with { Metrics = new Dictionary<string, double> { ["allocatedBytesPerOp"] = bytes } };

        Assert.Equal(
            expected,
            TableFormat.For([@case], [MetricCatalog.AllocatedBytesPerOp])
                .Format(MetricCatalog.AllocatedBytesPerOp, @case));
    }

    [Fact]
    public void Format_OtherKinds_RatioPerThousandCountAndMissing()
    {
        var @case = Case(1) with
        {
            Metrics = new Dictionary<string, double>
            {
                ["ratio"] = 0.975, ["gen0Per1000"] = 1.2207, ["gen1Per1000"] = 0, ["iterations"] = 1500,
            },
        };
        var format = TableFormat.For([@case], MetricCatalog.All);

        Assert.Equal("0.98", format.Format(MetricCatalog.Ratio, @case));
        Assert.Equal("1.2207", format.Format(MetricCatalog.Gen0Per1000, @case));
        Assert.Equal("-", format.Format(MetricCatalog.Gen1Per1000, @case));
        Assert.Equal("1,500", format.Format(MetricCatalog.Iterations, @case));
        Assert.Equal("?", format.Format(MetricCatalog.Gen2Per1000, @case));
    }

    [Theory]
    [InlineData(1.8, "1.8%")]
    [InlineData(0.04, "0.0%")]
    [InlineData(100, "100.0%")]
    [InlineData(1234.56, "1,234.6%")]
    public void Format_Percent_OneDecimalAndAPercentSignWithoutScaling(double percent, string expected)
    {
        var @case = Case(1) with
        {
            Metrics = new Dictionary<string, double> { ["overshootP50PctOfDeadline"] = percent },
        };

        Assert.Equal(
            expected,
            TableFormat.For([@case], [MetricCatalog.OvershootP50PctOfDeadline])
                .Format(MetricCatalog.OvershootP50PctOfDeadline, @case));
    }

    [Fact]
    public void Format_Count_WholeNumberWithSeparators()
    {
        var @case = Case(1) with
        {
            Metrics = new Dictionary<string, double> { ["cancelled"] = 12_345, ["errors"] = 0 },
        };
        var format = TableFormat.For([@case], [MetricCatalog.Cancelled, MetricCatalog.Errors]);

        Assert.Equal("12,345", format.Format(MetricCatalog.Cancelled, @case));
        Assert.Equal("0", format.Format(MetricCatalog.Errors, @case));
    }

    [Fact]
    public void Format_GroupWithoutMeansInASuiteWithMeans_UnitFromItsOwnDurations()
    {
        // The async study's burst group: its cases have a drain time but no mean, beside groups that have means.
        var cases = new CaseResult[]
        {
            new() { Name = "burst/await", Metrics = new Dictionary<string, double> { ["drainNs"] = 66_593_100 } },
            new()
            {
                Name = "burst/block-on-result",
                Metrics = new Dictionary<string, double> { ["drainNs"] = 13_091_431_000 },
            },
        };
        var format = TableFormat.For(cases, [MetricCatalog.MeanNs, MetricCatalog.DrainNs]);

        Assert.Equal(["66.59 ms", "13,091.43 ms"], cases.Select(@case => format.Format(MetricCatalog.DrainNs, @case)));
    }

    private static CaseResult Case(double mean) =>
        new() { Name = "c", Metrics = new Dictionary<string, double> { ["meanNs"] = mean } };

    private static CaseResult Case(double mean, double error) =>
        new() { Name = "c", Metrics = new Dictionary<string, double> { ["meanNs"] = mean, ["errorNs"] = error } };
}
