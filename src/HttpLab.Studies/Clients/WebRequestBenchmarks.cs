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
public class WebRequestBenchmarks : EchoBenchmarks
{
    [ParamsSource(nameof(BodySizes))]
    public override int BodyBytes { get; set; }

    /// <summary>Always 1: a parameter so every group of the suite is labelled with its concurrency.</summary>
    [Params(1)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => ClientsStudySettings.FromEnvironment().BodySizes;

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(ClientGroups.WebRequestVsHttpClient)]
    public Task SharedHttpClient() => Send(ClientKind.SharedHttpClient);

    [Benchmark]
    [BenchmarkCategory(ClientGroups.WebRequestVsHttpClient)]
    public Task HttpWebRequest() => Send(ClientKind.HttpWebRequest);
}
