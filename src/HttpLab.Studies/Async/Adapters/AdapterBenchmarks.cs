using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using HttpLab.Adapters.CSharp;
using HttpLab.Adapters.FSharp;
using HttpLab.Studies.Json;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// The earlier F# adapter study's question as BenchmarkDotNet sees it: the same card adapter written with F#
/// <c>async { }</c> (handed to C# with <c>Async.StartAsTask</c>), with F# <c>task { }</c>, and in C#. Two groups, each
/// with the C# version as baseline (BenchmarkDotNet reports them in category order): <c>adapter-cpu</c> runs four
/// nested steps on cards already in memory, so the machinery's cost is seen without I/O, and <c>adapter-http</c> calls
/// the target's <c>/cards/{name}</c> through one shared <see cref="HttpClient"/>. Every invocation is awaited as a C#
/// caller would and its result validated against the target's catalog, so a broken adapter fails instead of reporting a
/// fast time. BenchmarkDotNet requires this class to be public and unsealed.
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
public class AdapterBenchmarks
{
    /// <summary>The group of cases that call the target over HTTP.</summary>
    public const string HttpCategory = "adapter-http";

    /// <summary>The group of cases that only compute, on cards in memory.</summary>
    public const string CpuCategory = "adapter-cpu";

    private HttpClient? client;
    private Uri? cardsUrl;
    private AdapterExpectation? expectation;
    private CSharpCardsAdapter? csharpAdapter;
    private AsyncCardsAdapter? asyncAdapter;
    private TaskCardsAdapter? taskAdapter;

    [GlobalSetup]
    public void Setup() => Setup(AdapterBenchmarkSettings.FromEnvironment());

    /// <summary>
    /// Creates the client and adapters for <paramref name="settings"/>; tests call it without the environment.
    /// </summary>
    internal void Setup(AdapterBenchmarkSettings settings)
    {
        ArgumentNullException.ThrowIfNull(settings);
        expectation = AdapterExpectation.For(settings.CardName);
        client = JsonStudyClient.Create();
        client.BaseAddress = settings.TargetUrl;
        cardsUrl = new Uri(settings.TargetUrl, CardsRequest.Uri(settings.CardName));
        csharpAdapter = new CSharpCardsAdapter(client);
        asyncAdapter = new AsyncCardsAdapter(client);
        taskAdapter = new TaskCardsAdapter(client);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        client?.Dispose();
        client = null;
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(CpuCategory)]
    public Task<int> Baseline_CSharpCpu() =>
        MeasureSummary(
            nameof(Baseline_CSharpCpu),
            CSharpCardSummary.SummarizeAsync(expectation!.CardName, expectation.Cards, CancellationToken.None));

    [Benchmark]
    [BenchmarkCategory(CpuCategory)]
    public Task<int> FSharpAsyncCpu() =>
        MeasureSummary(
            nameof(FSharpAsyncCpu),
            AsyncCards.SummarizeAsync(expectation!.CardName, expectation.Cards, CancellationToken.None));

    /// <summary>
    /// <c>Async.StartImmediateAsTask</c> instead of <c>Async.StartAsTask</c>: the builder's cost without the
    /// thread-pool hop.
    /// </summary>
    [Benchmark]
    [BenchmarkCategory(CpuCategory)]
    public Task<int> FSharpAsyncImmediateCpu() =>
        MeasureSummary(
            nameof(FSharpAsyncImmediateCpu),
            AsyncCards.SummarizeImmediateAsync(expectation!.CardName, expectation.Cards, CancellationToken.None));

    [Benchmark]
    [BenchmarkCategory(CpuCategory)]
    public Task<int> FSharpTaskCpu() =>
        MeasureSummary(
            nameof(FSharpTaskCpu),
            TaskCards.SummarizeAsync(expectation!.CardName, expectation.Cards, CancellationToken.None));

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(HttpCategory)]
    public Task<int> Baseline_CSharpHttp() => MeasureCards(
        nameof(Baseline_CSharpHttp), csharpAdapter!.GetCardsAsync(expectation!.CardName, CancellationToken.None));

    [Benchmark]
    [BenchmarkCategory(HttpCategory)]
    public Task<int> FSharpAsyncHttp() => MeasureCards(
        nameof(FSharpAsyncHttp), asyncAdapter!.GetCardsAsync(expectation!.CardName, CancellationToken.None));

    [Benchmark]
    [BenchmarkCategory(HttpCategory)]
    public Task<int> FSharpTaskHttp() =>
        MeasureCards(nameof(FSharpTaskHttp), taskAdapter!.GetCardsAsync(expectation!.CardName, CancellationToken.None));

    private async Task<int> MeasureCards(string caseName, Task<FSharpResult<FSharpList<Card>, string>> fetch) =>
        expectation!.ValidateCards(caseName, await fetch.ConfigureAwait(false), cardsUrl);

    private async Task<int> MeasureSummary(string caseName, Task<FSharpResult<CardSummary, string>> summarize) =>
        expectation!.ValidateSummary(caseName, await summarize.ConfigureAwait(false));
}
