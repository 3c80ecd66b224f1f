using HttpLab.Results;
using HttpLab.Studies.Clients;
using HttpLab.Target;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Clients;

[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class ClientsStudyTests(TargetFixture target, ITestOutputHelper output) : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    private static readonly string[] BenchmarkMetrics =
    [
        MetricCatalog.MeanNs.Name, MetricCatalog.AllocatedBytesPerOp.Name, MetricCatalog.CompletedWorkItemsPerOp.Name,
        MetricCatalog.Ratio.Name,
    ];

    [Fact]
    public async Task RunAsync_SmokeProfile_MeasuresEveryCaseWithEveryMetric()
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-");
        var context = new StudyContext(
            target.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());
        var study = new ClientsStudy(new ClientsStudyOptions { BodySizes = [16], VariantBodySizes = [4096] });

        var suite = await study.RunAsync(context, CancellationToken.None);

        Assert.Equal("clients", suite.Name);
        Assert.Equal(["group", "concurrency", "bodyBytes"], suite.GroupBy);
        Assert.Equal(
            [
                "webrequest-vs-httpclient/1/16/SharedHttpClient", "webrequest-vs-httpclient/1/16/HttpWebRequest",
                "httpclient-variants/1/4096/SharedHttpClient", "httpclient-variants/1/4096/NewHttpClientPerRequest",
                "httpclient-variants/1/4096/HttpClientFactory", "httpclient-variants/1/4096/Http2Cleartext",
                "httpclient-variants/1/4096/PooledConnectionLifetime",
                "httpclient-variants/16/4096/SharedHttpClient", "httpclient-variants/16/4096/NewHttpClientPerRequest",
                "httpclient-variants/16/4096/HttpClientFactory", "httpclient-variants/16/4096/Http2Cleartext",
                "httpclient-variants/16/4096/PooledConnectionLifetime",
            ],
            suite.Cases.Select(Key));
        Assert.All(suite.Cases, result =>
        {
            foreach (var metric in BenchmarkMetrics)
            {
                Assert.True(
                    result.Metrics.TryGetValue(metric, out var value) && double.IsFinite(value),
                    $"{Key(result)} lacks a finite {metric}");
            }

            Assert.True(
                result.Metrics[MetricCatalog.MeanNs.Name] > 0,
                $"{Key(result)} has a mean of {result.Metrics[MetricCatalog.MeanNs.Name]} ns");

            // Not > 0: BenchmarkDotNet 0.14 does not recognize .NET 10, so it reports a smoke run's few allocations
            // (at most its measured "allocation quantum") as 0.
            Assert.True(
                result.Metrics[MetricCatalog.AllocatedBytesPerOp.Name] >= 0,
                $"{Key(result)} allocated {result.Metrics[MetricCatalog.AllocatedBytesPerOp.Name]} bytes");
        });
        Assert.All(
            suite.Cases.Where(result => result.Name == suite.Baseline),
            baseline => Assert.Equal(1.0, baseline.Metrics[MetricCatalog.Ratio.Name]));
        Assert.NotEmpty(suite.Notes ?? []);
        Assert.DoesNotContain(suite.Warnings, warning => warning.Contains("not measured", StringComparison.Ordinal));
    }

    [Fact]
    public async Task RunAsync_TargetCorruptsEchoes_ThrowsStudyFailedNamingTheCase()
    {
        await using var server = await CorruptingEchoServer.StartAsync(EchoLie.FlipsAByte, output);
        using var artifacts = new TemporaryDirectory("httplab-clients-");
        var context = new StudyContext(
            server.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => new ClientsStudy().RunAsync(context, CancellationToken.None));

        Assert.StartsWith(
            "clients: SharedHttpClient (webrequest-vs-httpclient, concurrency=1, bodyBytes=16) failed before timing: "
                + "SharedHttpClient (bodyBytes=16): POST /echo echoed byte 8 as ",
            exception.Message,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_TargetWithoutH2c_MeasuresTheRestAndWarns()
    {
        using var logs = new TestOutputLoggerProvider { Output = output };
        await using var server = await TargetServer.StartAsync(
            new TargetOptions { Http2Urls = null, LoggerProvider = logs }, CancellationToken.None);
        using var artifacts = new TemporaryDirectory("httplab-clients-");
        var context = new StudyContext(
            server.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());
        var study = new ClientsStudy(
            new ClientsStudyOptions { BodySizes = [16], VariantBodySizes = [16] },
            [ClientKind.SharedHttpClient, ClientKind.Http2Cleartext]);

        var suite = await study.RunAsync(context, CancellationToken.None);

        Assert.Equal(
            [
                "webrequest-vs-httpclient/1/16/SharedHttpClient", "httpclient-variants/1/16/SharedHttpClient",
                "httpclient-variants/16/16/SharedHttpClient",
            ],
            suite.Cases.Select(Key));
        Assert.Contains(
            "Http2Cleartext was not measured: the target serves no h2c endpoint (its Http2Urls option is blank).",
            suite.Warnings);
    }

    /// <summary>
    /// BenchmarkDotNet builds every class's [Config] whenever it validates any study, e.g. a JSON run with no clients
    /// settings.
    /// </summary>
    [Fact]
    public void ClientsBenchmarkFilter_NoClientsSettings_ConstructsWithItsFilter()
    {
        foreach (var name in Environment.GetEnvironmentVariables().Keys
            .Cast<string>()
            .Where(name => name.StartsWith("HTTPLAB_CLIENTS_", StringComparison.Ordinal)))
        {
            Environment.SetEnvironmentVariable(name, null);
        }

        var filter = new ClientsBenchmarkFilter();

        Assert.Single(filter.GetFilters());
    }

    private static string Key(CaseResult result) =>
        $"{result.Parameters["group"]}/{result.Parameters["concurrency"]}/{result.Parameters["bodyBytes"]}/"
            + $"{result.Name}";
}
