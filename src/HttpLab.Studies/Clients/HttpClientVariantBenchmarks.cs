using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Ways of holding an HttpClient, one request at a time (group <c>httpclient-variants</c>, concurrency 1; the shared
/// client is the baseline). BenchmarkDotNet requires the class to be public and unsealed; the method names are the case
/// names.
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
[Config(typeof(ClientsBenchmarkFilter))]
public class HttpClientVariantBenchmarks : EchoBenchmarks
{
    [ParamsSource(nameof(BodySizes))]
    public override int BodyBytes { get; set; }

    /// <summary>
    /// Always 1 here; <see cref="ConcurrentHttpClientVariantBenchmarks"/> measures the same cases at 16.
    /// </summary>
    [Params(1)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => ClientsStudySettings.FromEnvironment().VariantBodySizes;

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task SharedHttpClient() => Send(ClientKind.SharedHttpClient);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task NewHttpClientPerRequest() => Send(ClientKind.NewHttpClientPerRequest);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task HttpClientFactory() => Send(ClientKind.HttpClientFactory);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task Http2Cleartext() => Send(ClientKind.Http2Cleartext);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.HttpClientVariants)]
    public Task PooledConnectionLifetime() => Send(ClientKind.PooledConnectionLifetime);
}
