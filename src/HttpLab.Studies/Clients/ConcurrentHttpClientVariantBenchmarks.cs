using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The cases of <see cref="HttpClientVariantBenchmarks"/> with 16 requests in flight: one invocation starts 16 POSTs
/// and awaits them all, and counts as 16 operations, so every number is per request (batch time / 16).
/// BenchmarkDotNet requires the class to be public and unsealed; the method names are the case names.
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
[Config(typeof(ClientsBenchmarkFilter))]
public class ConcurrentHttpClientVariantBenchmarks
{
    private ClientHarness? harness;
    private EchoPayload? payload;

    [ParamsSource(nameof(BodySizes))]
    public int BodyBytes { get; set; }

    [Params(ClientGroups.ConcurrentRequests)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => ClientsStudySettings.FromEnvironment().VariantBodySizes;

    [GlobalSetup]
    public void Setup()
    {
        var settings = ClientsStudySettings.FromEnvironment();
        harness = new ClientHarness(settings.EchoUrl, settings.Http2EchoUrl);
        payload = EchoPayload.Create(BodyBytes);
    }

    [GlobalCleanup]
    public void Cleanup() => harness?.Dispose();

    [Benchmark(Baseline = true, OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task SharedHttpClient() => Send(ClientKind.SharedHttpClient);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task NewHttpClientPerRequest() => Send(ClientKind.NewHttpClientPerRequest);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task HttpClientFactory() => Send(ClientKind.HttpClientFactory);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task Http2Cleartext() => Send(ClientKind.Http2Cleartext);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task PooledConnectionLifetime() => Send(ClientKind.PooledConnectionLifetime);

    private Task Send(ClientKind kind) =>
        harness!.SendConcurrentAsync(kind, payload!, ClientGroups.ConcurrentRequests, CancellationToken.None);
}
