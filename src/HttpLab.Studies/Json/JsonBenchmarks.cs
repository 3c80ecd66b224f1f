using System.Diagnostics;
using BenchmarkDotNet.Attributes;
using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>
/// The JSON study as BenchmarkDotNet sees it: one benchmark per pattern, one parameter per payload size.
/// Every invocation validates what it deserialized, so a broken pattern fails instead of reporting a fast time.
/// BenchmarkDotNet requires this class to be public and unsealed, and the method names are the pattern names.
/// </summary>
// Pattern names keep their underscores (GetAsync_ReadAsStringAsync) so figures line up with earlier benchmarks'
// (docs/earlier-studies.md).
#pragma warning disable CA1707
public class JsonBenchmarks
{
    private HttpClient? client;
    private Uri? url;
    private WeatherExpectation? expectation;
    private InjectedSlowdown? slowdown;

    [ParamsSource(nameof(Sizes))]
    public int Size { get; set; }

    public static IEnumerable<int> Sizes => JsonStudySettings.FromEnvironment().Sizes;

    [GlobalSetup]
    public void Setup()
    {
        var settings = JsonStudySettings.FromEnvironment();
        client = JsonStudyClient.Create();
        url = settings.WeatherUrl(Size);
        expectation = WeatherExpectation.FetchAsync(client, url, Size, CancellationToken.None).GetAwaiter().GetResult();
        slowdown = InjectedSlowdown.FromEnvironment();
    }

    [GlobalCleanup]
    public void Cleanup() => client?.Dispose();

    [Benchmark(Baseline = true)]
    public Task<int> GetAsync_ReadAsStringAsync() =>
        Measure(nameof(GetAsync_ReadAsStringAsync), JsonClientPatterns.GetAsyncReadAsStringAsync);

    [Benchmark]
    public Task<int> GetAsync_ReadAsStreamAsync() =>
        Measure(nameof(GetAsync_ReadAsStreamAsync), JsonClientPatterns.GetAsyncReadAsStreamAsync);

    [Benchmark]
    public Task<int> GetAsync_ReadFromJsonAsync() =>
        Measure(nameof(GetAsync_ReadFromJsonAsync), JsonClientPatterns.GetAsyncReadFromJsonAsync);

    [Benchmark]
    public Task<int> GetAsync_ReadAsStringAsync_CompletionOption() =>
        Measure(
            nameof(GetAsync_ReadAsStringAsync_CompletionOption),
            JsonClientPatterns.GetAsyncReadAsStringAsyncCompletionOption);

    [Benchmark]
    public Task<int> GetAsync_ReadAsStreamAsync_CompletionOption() =>
        Measure(
            nameof(GetAsync_ReadAsStreamAsync_CompletionOption),
            JsonClientPatterns.GetAsyncReadAsStreamAsyncCompletionOption);

    [Benchmark]
    public Task<int> GetAsync_ReadFromJsonAsync_CompletionOption() =>
        Measure(
            nameof(GetAsync_ReadFromJsonAsync_CompletionOption),
            JsonClientPatterns.GetAsyncReadFromJsonAsyncCompletionOption);

    [Benchmark]
    public Task<int> GetStreamAsync() => Measure(nameof(GetStreamAsync), JsonClientPatterns.GetStreamAsync);

    [Benchmark]
    public Task<int> GetStringAsync() => Measure(nameof(GetStringAsync), JsonClientPatterns.GetStringAsync);

    [Benchmark]
    public Task<int> GetFromJsonAsync() => Measure(nameof(GetFromJsonAsync), JsonClientPatterns.GetFromJsonAsync);

    [Benchmark]
    public Task<int> GetFromJsonAsync_SourceGenerated() =>
        Measure(nameof(GetFromJsonAsync_SourceGenerated), JsonClientPatterns.GetFromJsonAsyncSourceGenerated);

    private async Task<int> Measure(
        string patternName, Func<HttpClient, Uri, CancellationToken, Task<List<WeatherForecast>?>> fetch)
    {
        var started = Stopwatch.GetTimestamp();
        var items = await fetch(client!, url!, CancellationToken.None).ConfigureAwait(false);
        var validated = expectation!.Validate(patternName, items);
        if (slowdown?.Pattern == patternName)
        {
            slowdown.Stretch(started);
        }

        return validated;
    }
}
#pragma warning restore CA1707
