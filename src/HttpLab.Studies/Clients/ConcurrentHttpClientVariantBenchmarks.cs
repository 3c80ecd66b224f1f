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
public class ConcurrentHttpClientVariantBenchmarks : EchoBenchmarks
{
    [ParamsSource(nameof(BodySizes))]
    public override int BodyBytes { get; set; }

    [Params(ClientGroups.ConcurrentRequests)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => ClientsStudySettings.FromEnvironment().VariantBodySizes;

    [Benchmark(Baseline = true, OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task SharedHttpClient() => SendBatch(ClientKind.SharedHttpClient);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task NewHttpClientPerRequest() => SendBatch(ClientKind.NewHttpClientPerRequest);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task HttpClientFactory() => SendBatch(ClientKind.HttpClientFactory);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task Http2Cleartext() => SendBatch(ClientKind.Http2Cleartext);

    [Benchmark(OperationsPerInvoke = ClientGroups.ConcurrentRequests)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task PooledConnectionLifetime() => SendBatch(ClientKind.PooledConnectionLifetime);

    private Task SendBatch(ClientKind kind) => SendConcurrent(kind, ClientGroups.ConcurrentRequests);
}
