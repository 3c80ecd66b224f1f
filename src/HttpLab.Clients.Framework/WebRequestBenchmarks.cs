using BenchmarkDotNet.Attributes;
using HttpLab.Studies.Clients;

namespace HttpLab.Clients.Framework;

/// <summary>
/// HttpWebRequest against a shared HttpClient, one validated echo per operation, by body size: the .NET clients
/// study's class of the same name. BenchmarkDotNet requires the class to be public and unsealed; the method names are
/// the case names.
/// </summary>
public class WebRequestBenchmarks
{
    private EchoClients? clients;
    private EchoPayload? payload;
    private byte[]? buffer;

    [ParamsSource(nameof(BodySizes))]
    public int BodyBytes { get; set; }

    /// <summary>Always 1: a parameter so the case is labelled with its concurrency, as in the .NET study.</summary>
    [Params(CaseNames.Concurrency)]
    public int Concurrency { get; set; }

    public static IEnumerable<int> BodySizes => EchoTarget.BodySizes;

    [GlobalSetup]
    public void Setup()
    {
        clients = new EchoClients(EchoTarget.EchoUrl);
        payload = EchoPayload.Create(BodyBytes);

        // One reused buffer stands in for the .NET study's pooled one, which is the same array at every steady-state
        // rent.
        buffer = new byte[BodyBytes + 1];
    }

    [GlobalCleanup]
    public void Cleanup() => clients?.Dispose();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(CaseNames.Group)]
    public Task SharedHttpClient() => Send(CaseNames.SharedHttpClient);

    [Benchmark]
    [BenchmarkCategory(CaseNames.Group)]
    public Task HttpWebRequest() => Send(CaseNames.HttpWebRequest);

    private Task Send(string caseName) => clients!.SendAsync(caseName, payload!, buffer!, CancellationToken.None);
}
