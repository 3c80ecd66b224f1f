using System.Reflection;
using BenchmarkDotNet.Attributes;
using HttpLab.Adapters.FSharp;
using HttpLab.Contracts.Cards;
using HttpLab.Studies.Async.Adapters;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;
using Xunit.Abstractions;
using Card = HttpLab.Adapters.FSharp.Card;

namespace HttpLab.Studies.Tests.Async.Adapters;

public sealed class AdapterBenchmarksTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    private const string CardName = AdapterBenchmarkSettings.DefaultCardName;

    private static readonly string[] HttpCases =
    [
        nameof(AdapterBenchmarks.Baseline_CSharpHttp), nameof(AdapterBenchmarks.FSharpAsyncHttp),
        nameof(AdapterBenchmarks.FSharpTaskHttp),
    ];

    private static readonly string[] CpuCases =
    [
        nameof(AdapterBenchmarks.Baseline_CSharpCpu), nameof(AdapterBenchmarks.FSharpAsyncCpu),
        nameof(AdapterBenchmarks.FSharpAsyncImmediateCpu), nameof(AdapterBenchmarks.FSharpTaskCpu),
    ];

    public static TheoryData<string> AllCases => new(CpuCases.Concat(HttpCases));

    public static TheoryData<CardLie, string> LiesAndHttpCases
    {
        get
        {
            var data = new TheoryData<CardLie, string>();
            foreach (var lie in Enum.GetValues<CardLie>())
            {
                foreach (var caseName in HttpCases)
                {
                    data.Add(lie, caseName);
                }
            }

            return data;
        }
    }

    [Fact]
    public void BenchmarkMethods_AreTheCasesInDeclaredOrder_InTwoCategoriesWithACSharpBaselineEach()
    {
        Assert.Equal(CpuCases.Concat(HttpCases), AdapterPreflight.Cases.Select(method => method.Name));
        foreach (var method in AdapterPreflight.Cases)
        {
            var category = Assert.Single(method.GetCustomAttribute<BenchmarkCategoryAttribute>()!.Categories);
            Assert.Equal(
                HttpCases.Contains(method.Name) ? AdapterBenchmarks.HttpCategory : AdapterBenchmarks.CpuCategory,
                category);
            Assert.Equal(
                method.Name.StartsWith("Baseline_CSharp", StringComparison.Ordinal),
                method.GetCustomAttribute<BenchmarkAttribute>()!.Baseline);
        }
    }

    [Theory]
    [MemberData(nameof(AllCases))]
    public async Task Case_RealTarget_ReturnsTheValidatedValue(string caseName)
    {
        var catalog = CardCatalog.Cards(CardName);

        var value = await RunCaseAsync(new AdapterBenchmarkSettings(target.BaseAddress, CardName), caseName);

        Assert.Equal(HttpCases.Contains(caseName) ? catalog.Count : catalog.Sum(card => card.Hp), value);
    }

    [Theory]
    [MemberData(nameof(LiesAndHttpCases))]
    public async Task HttpCase_LyingServer_FailsNamingTheCase(CardLie lie, string caseName)
    {
        await using var server = await LyingCardsServer.StartAsync(lie, output);
        var count = CardCatalog.Cards(CardName).Count;

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => RunCaseAsync(new AdapterBenchmarkSettings(server.BaseAddress, CardName), caseName));

        Assert.StartsWith($"{caseName} for '{CardName}'", failure.Message, StringComparison.Ordinal);
        var expected = lie switch
        {
            CardLie.DropsACard => $"returned {count - 1} cards, expected {count}.",
            CardLie.AltersAField => $"card {count - 1} is ",
            CardLie.ServesAnotherNamesCards =>
                $"returned {CardCatalog.Cards("charmander").Count} cards, expected {count}.",
            _ => $"returned Error \"card '{CardName}' not found (404)\", expected {count} cards.",
        };
        Assert.Contains(expected, failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void ValidateSummary_WrongOrErrorSummary_Throws()
    {
        var expectation = AdapterExpectation.For(CardName);
        var wrong = new CardSummary(
            CardName,
            expectation.Summary.Count,
            expectation.Summary.TotalHp + 1,
            expectation.Summary.Strongest,
            expectation.Summary.Types,
            expectation.Summary.RareCount);

        var wrongFailure = Assert.Throws<PayloadValidationException>(
            () => expectation.ValidateSummary("FSharpTaskCpu", FSharpResult<CardSummary, string>.NewOk(wrong)));
        var errorFailure = Assert.Throws<PayloadValidationException>(
            () => expectation.ValidateSummary("FSharpTaskCpu", FSharpResult<CardSummary, string>.NewError("boom")));

        Assert.StartsWith(
            "FSharpTaskCpu for 'pikachu' returned { Name = \"pikachu\"",
            wrongFailure.Message,
            StringComparison.Ordinal);
        Assert.StartsWith(
            "FSharpTaskCpu for 'pikachu' returned Error \"boom\"", errorFailure.Message, StringComparison.Ordinal);
        Assert.Equal(
            expectation.Summary.TotalHp,
            expectation.ValidateSummary("FSharpTaskCpu", FSharpResult<CardSummary, string>.NewOk(expectation.Summary)));
    }

    [Fact]
    public void ValidateCards_CardsInAnotherOrder_Throws()
    {
        var expectation = AdapterExpectation.For(CardName);
        var reversed = ListModule.Reverse(expectation.Cards);

        var failure = Assert.Throws<PayloadValidationException>(
            () => expectation.ValidateCards(
                "Baseline_CSharpHttp", FSharpResult<FSharpList<Card>, string>.NewOk(reversed)));

        Assert.StartsWith("Baseline_CSharpHttp for 'pikachu': card 0 is ", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void DefaultCardName_IsKnownWithTheCountItsDocumentationGives()
    {
        Assert.Equal(12, CardCatalog.Cards(AdapterBenchmarkSettings.DefaultCardName).Count);
    }

    [Fact]
    public void Setup_UnknownCardName_ThrowsNamingTheRule()
    {
        var benchmarks = new AdapterBenchmarks();

        var failure = Assert.Throws<ArgumentException>(
            () => benchmarks.Setup(new AdapterBenchmarkSettings(target.BaseAddress, CardCatalog.MissingName)));

        Assert.Contains("not 'missingno'", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Preflight_RealTarget_ValidatesEveryCaseAsOftenAsAsked()
    {
        var validated = await AdapterPreflight.RunAsync(
            new AdapterBenchmarkSettings(target.BaseAddress, "snorlax"), invocationsPerCase: 2, CancellationToken.None);

        Assert.True(AdapterPreflight.Cases.Count >= 6, "Every adapter, with and without HTTP, is a case.");
        Assert.Equal(2 * AdapterPreflight.Cases.Count, validated);
    }

    [Fact]
    public async Task WarmUp_RealTarget_RunsEveryCaseForTheGivenTime()
    {
        var started = System.Diagnostics.Stopwatch.GetTimestamp();

        await AdapterPreflight.WarmUpAsync(
            new AdapterBenchmarkSettings(target.BaseAddress, CardName),
            TimeSpan.FromMilliseconds(20),
            CancellationToken.None);

        Assert.True(
            System.Diagnostics.Stopwatch.GetElapsedTime(started)
                >= TimeSpan.FromMilliseconds(20 * AdapterPreflight.Cases.Count));
    }

    [Fact]
    public async Task Preflight_CancelledToken_Throws()
    {
        await Assert.ThrowsAnyAsync<OperationCanceledException>(
            () => AdapterPreflight.RunAsync(
                new AdapterBenchmarkSettings(target.BaseAddress, CardName),
                invocationsPerCase: 1,
                new CancellationToken(canceled: true)));
    }

    [Fact]
    public async Task Preflight_LyingServer_FailsAtTheHttpBaseline()
    {
        await using var server = await LyingCardsServer.StartAsync(CardLie.AltersAField, output);

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => AdapterPreflight.RunAsync(
                new AdapterBenchmarkSettings(server.BaseAddress, CardName),
                invocationsPerCase: 1,
                CancellationToken.None));

        Assert.StartsWith("Baseline_CSharpHttp for 'pikachu'", failure.Message, StringComparison.Ordinal);
    }

    private static async Task<int> RunCaseAsync(AdapterBenchmarkSettings settings, string caseName)
    {
        var benchmarks = new AdapterBenchmarks();
        benchmarks.Setup(settings);
        try
        {
            return await (Task<int>)typeof(AdapterBenchmarks).GetMethod(caseName)!.Invoke(
                benchmarks, BindingFlags.DoNotWrapExceptions, binder: null, parameters: null, culture: null)!;
        }
        finally
        {
            benchmarks.Cleanup();
        }
    }
}
