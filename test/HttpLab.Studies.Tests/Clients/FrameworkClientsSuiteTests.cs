using HttpLab.Results;
using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

public sealed class FrameworkClientsSuiteTests
{
    private const string File = "/results/mono/clients.json";

    [Fact]
    public void Cases_ValidOutput_StatisticsFromTheIterationsAndRatiosToTheSharedClientOfEachSize()
    {
        var output = Output(
            Case("SharedHttpClient", 16, [100, 110, 120]),
            Case("HttpWebRequest", 16, [200, 220, 240]),
            Case("SharedHttpClient", 4096, [400, 400, 400]),
            Case("HttpWebRequest", 4096, [300, 300, 300]));

        var cases = FrameworkClientsSuite.Cases(output, [16, 4096], File);

        Assert.Equal([true, false, true, false], cases.Select(@case => @case.IsBaseline));
        Assert.Equal([110.0, 220, 400, 300], cases.Select(@case => @case.Metrics[MetricCatalog.MeanNs.Name]));
        Assert.Equal([1.0, 2, 1, 0.75], cases.Select(@case => @case.Metrics[MetricCatalog.Ratio.Name]));
        Assert.Equal(10, cases[0].Metrics[MetricCatalog.StdDevNs.Name], 9);
        Assert.Equal(110, cases[0].Metrics[MetricCatalog.MedianNs.Name]);
        Assert.Equal(3, cases[0].Metrics[MetricCatalog.Iterations.Name]);
        Assert.True(cases[0].Metrics[MetricCatalog.ErrorNs.Name] > 0);
        Assert.Equal([200.0, 220, 240], cases[1].IterationsNs);
        Assert.Equal(["group", "concurrency", "bodyBytes"], cases[1].Parameters.Keys);
        Assert.Equal(ParameterValue.Of("webrequest-vs-httpclient"), cases[1].Parameters["group"]);
        Assert.Equal(ParameterValue.Of(16), cases[1].Parameters["bodyBytes"]);
    }

    [Fact]
    public void Cases_FewerValidatedResponsesThanMeasuredOperations_FailsAsAnUncheckedEcho()
    {
        var output = Output(
            Case("SharedHttpClient", 16, [100, 110, 120]),
            Case("HttpWebRequest", 16, [200, 220, 240]) with { ValidatedResponses = 29 });

        var exception = Assert.Throws<StudyFailedException>(() => FrameworkClientsSuite.Cases(output, [16], File));

        Assert.Equal(
            "clients on Mono: echo check: HttpWebRequest (bodyBytes=16) validated 29 responses but measured 30 "
                + "operations, so some measured echoes went unchecked.",
            exception.Message);
    }

    [Fact]
    public void Cases_OtherCasesThanAskedFor_FailsListingBoth()
    {
        var output = Output(Case("SharedHttpClient", 16, [100]), Case("HttpWebRequest", 16, [200]));

        var exception = Assert.Throws<StudyFailedException>(
            () => FrameworkClientsSuite.Cases(output, [16, 4096], File));

        Assert.Equal(
            $"clients on Mono: {File} holds the cases SharedHttpClient/16, HttpWebRequest/16; asked for "
                + "SharedHttpClient/16, HttpWebRequest/16, SharedHttpClient/4096, HttpWebRequest/4096.",
            exception.Message);
    }

    [Fact]
    public void Cases_MeanDisagreesWithBenchmarkDotNets_Fails()
    {
        var output = Output(
            Case("SharedHttpClient", 16, [100, 110, 120]) with { MeanNs = 111 },
            Case("HttpWebRequest", 16, [200]));

        var exception = Assert.Throws<StudyFailedException>(() => FrameworkClientsSuite.Cases(output, [16], File));

        Assert.Equal(
            $"clients on Mono: {File}: SharedHttpClient (bodyBytes=16)'s mean of its iterations is 110 ns, but "
                + "BenchmarkDotNet reported 111 ns.",
            exception.Message);
    }

    [Fact]
    public void Cases_OtherFormat_Fails()
    {
        var output = Output(Case("SharedHttpClient", 16, [100]), Case("HttpWebRequest", 16, [200])) with
        {
            Format = "httplab-clients-framework/0",
        };

        var exception = Assert.Throws<StudyFailedException>(() => FrameworkClientsSuite.Cases(output, [16], File));

        Assert.Equal(
            $"clients on Mono: {File} is in format 'httplab-clients-framework/0', not httplab-clients-framework/1.",
            exception.Message);
    }

    private static FrameworkClientsOutput Output(params FrameworkClientsCase[] cases) => new(
        FrameworkClientsOutput.CurrentFormat,
        "Mono 6.8.0.105",
        "4.0.30319.42000",
        "BenchmarkDotNet 0.14.0",
        "quick",
        "in-process",
        "System.Net.Http.SocketsHttpHandler",
        "not measured",
        cases);

    /// <summary>A case of ten operations per iteration, every one of them validated.</summary>
    private static FrameworkClientsCase Case(string name, int bodyBytes, double[] iterationsNs) => new(
        name,
        new FrameworkClientsParameters("webrequest-vs-httpclient", 1, bodyBytes),
        10,
        iterationsNs,
        iterationsNs.Average(),
        10L * iterationsNs.Length);
}
