using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Clients;

/// <summary>
/// HttpWebRequest against a shared HttpClient: the same POST to <c>/echo</c> and the echo read back and checked, one
/// request at a time, by body size (group <c>webrequest-vs-httpclient</c>). BenchmarkDotNet requires the class to be
/// public and unsealed; the method names are the case names.
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
[Config(typeof(ClientsBenchmarkFilter))]
public class WebRequestBenchmarks
{
    private ClientHarness? harness;
    private EchoPayload? payload;

    [ParamsSource(nameof(BodySizes))]
    public int BodyBytes { get; set; }

    /// <summary>Always 1: a parameter so every group of the suite is labelled with its concurrency.</summary>
    [Params(1)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => ClientsStudySettings.FromEnvironment().BodySizes;

    [GlobalSetup]
    public void Setup()
    {
        var settings = ClientsStudySettings.FromEnvironment();
        harness = new ClientHarness(settings.EchoUrl, settings.Http2EchoUrl);
        payload = EchoPayload.Create(BodyBytes);
    }

    [GlobalCleanup]
    public void Cleanup() => harness?.Dispose();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(ClientGroups.WebRequestVsHttpClient)]
    public Task SharedHttpClient() => harness!.SendAsync(ClientKind.SharedHttpClient, payload!, CancellationToken.None);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.WebRequestVsHttpClient)]
    public Task HttpWebRequest() => harness!.SendAsync(ClientKind.HttpWebRequest, payload!, CancellationToken.None);
}
