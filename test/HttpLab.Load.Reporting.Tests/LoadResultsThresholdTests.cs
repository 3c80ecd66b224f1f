using HttpLab.Load.Thresholds;

namespace HttpLab.Load.Reporting.Tests;

public sealed class LoadResultsThresholdTests
{
    [Fact]
    public void ToSuite_WithoutThresholdsOrExpectedStatus_AddsNeither()
    {
        var suite = LoadResults.ToSuite(SampleReports.Open());

        Assert.Empty(suite.Cases[0].Thresholds);
        Assert.False(suite.Cases[0].Parameters.ContainsKey("expectStatus"));
        Assert.DoesNotContain(suite.Warnings, warning => warning.StartsWith("THRESHOLDS", StringComparison.Ordinal));
    }

    [Fact]
    public void ToSuite_OneOfTwoThresholdsFailed_CaseHoldsBothAndTheSuiteWarnsNamingTheFailure()
    {
        // SampleReports.Open: 3000 requests, 60 of them over 400 ms, all answered.
        var report = SampleReports.Open();
        report = report with
        {
            Options = report.Options with
            {
                Thresholds = [LoadThreshold.Parse("p50<1ms"), LoadThreshold.Parse("p99<100ms")],
            },
        };

        var suite = LoadResults.ToSuite(report);

        var thresholds = suite.Cases[0].Thresholds;
        Assert.Equal(["p50<1ms", "p99<100ms"], thresholds.Select(threshold => threshold.Threshold));
        Assert.Equal([true, false], thresholds.Select(threshold => threshold.Passed));
        Assert.Equal(100_000, thresholds[1].Limit);
        Assert.Equal("us", thresholds[1].Unit);
        Assert.True(thresholds[1].Measured > 400_000);
        var warning = Assert.Single(suite.Warnings, text => text.StartsWith("THRESHOLDS", StringComparison.Ordinal));
        Assert.StartsWith(
            "THRESHOLDS FAILED: 1 of 2 thresholds failed: p99<100ms (measured 400.", warning, StringComparison.Ordinal);
    }

    [Fact]
    public void ToSuite_ExpectedStatusNotTheDefault_NamedInTheParametersAndTheNotes()
    {
        var report = SampleReports.Open();
        report = report with { Options = report.Options with { ExpectStatus = StatusSet.Parse("200,404") } };

        var suite = LoadResults.ToSuite(report);

        Assert.Equal("200,404", suite.Cases[0].Parameters["expectStatus"].Text);
        Assert.Contains(suite.Notes!, note => note.Contains("status 200,404", StringComparison.Ordinal));
    }
}
