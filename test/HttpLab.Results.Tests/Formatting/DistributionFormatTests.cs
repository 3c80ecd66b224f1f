using HttpLab.Results.Formatting;
using HttpLab.Results.Json;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Formatting;

public sealed class DistributionFormatTests
{
    [Theory]
    [InlineData(0.85, 0.8, "ns", "800.0")]
    [InlineData(58.4, 51.3, "μs", "51.30")]
    [InlineData(455.1, 482.7, "μs", "482.7")]
    [InlineData(1_088.6, 1_081.2, "ms", "1.081")]
    public void Format_Table_OneUnitFromTheSmallestMeanAndDecimalsFromTheMedians(
        double mean, double p50, string unit, string printedP50)
    {
        var distribution = CancellationSample.Summary(mean / 2, mean, p50, p50, p50, p50, p50, mean * 3, 1);

        var format = DistributionFormat.For([distribution, distribution with { Mean = mean * 10, P50 = p50 * 10 }]);

        Assert.Equal(unit, format.Unit.Symbol);
        Assert.Equal(printedP50, format.Format(DistributionField.P50, distribution));
    }

    [Fact]
    public void Format_CountAndNonFinite_WholeNumberAndMissing()
    {
        var distribution =
            CancellationSample.Distribution(12_345, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 0.5) with { Max = double.NaN };
        var format = DistributionFormat.For([distribution]);

        Assert.Equal("12,345", format.Format(DistributionField.Count, distribution));
        Assert.Equal("?", format.Format(DistributionField.Max, distribution));
    }

    [Fact]
    public void Format_EveryDistributionEmpty_MicrosecondsAndMissingStatisticsNotZeroNanoseconds()
    {
        var empty = CancellationSample.Distribution(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

        var format = DistributionFormat.For([empty]);

        Assert.Equal("μs", format.Unit.Symbol);
        Assert.Equal("0", format.Format(DistributionField.Count, empty));
        Assert.Equal(TableFormat.Missing, format.Format(DistributionField.P99, empty));
    }

    [Fact]
    public void All_Names_MatchTheResultsJsonPropertiesInOrder()
    {
        var json = ResultsJson.Serialize(CancellationSample.Run());

        var names = DistributionField.All.Select(field => $"\"{field.Name}\"");

        var start = json.IndexOf("\"slackUs\": {", StringComparison.Ordinal);
        var positions = names.Select(name => json.IndexOf(name, start, StringComparison.Ordinal)).ToArray();
        Assert.DoesNotContain(-1, positions);
        Assert.Equal(positions.Order(), positions);
    }
}
