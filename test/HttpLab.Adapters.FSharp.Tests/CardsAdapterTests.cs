using HttpLab.Adapters.FSharp.Tests.Support;
using HttpLab.Contracts.Cards;
using Xunit.Abstractions;

namespace HttpLab.Adapters.FSharp.Tests;

/// <summary>
/// The three adapters against the real target and a misbehaving card service: same results, same errors.
/// </summary>
public sealed class CardsAdapterTests(
    TargetFixture target,
    MisbehavingCardsServer misbehaving,
    ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IClassFixture<MisbehavingCardsServer>
{
    private readonly TargetFixture target = target.LogTo(output);
    private readonly MisbehavingCardsServer misbehaving = misbehaving.LogTo(output);

    public static TheoryData<AdapterKind> Adapters => CardsAdapters.All;

    public static TheoryData<AdapterKind, string> AdaptersAndNames
    {
        get
        {
            var data = new TheoryData<AdapterKind, string>();
            foreach (var kind in Enum.GetValues<AdapterKind>())
            {
                foreach (var name in new[] { "pikachu", "Charmander", "mewtwo" })
                {
                    data.Add(kind, name);
                }
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(AdaptersAndNames))]
    public async Task GetCardsAsync_KnownName_ReturnsTheCatalogsCardsFieldByField(AdapterKind kind, string name)
    {
        using var client = new HttpClient { BaseAddress = target.BaseAddress };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync(name, CancellationToken.None);

        var cards = ResultAssert.Ok(result);
        var expected = CardCatalog.Cards(name);
        Assert.Equal(expected.Count, cards.Length);
        foreach (var (want, got) in expected.Zip(cards))
        {
            Assert.Equal(want.Id, got.Id);
            Assert.Equal(want.Name, got.Name);
            Assert.Equal(want.Hp, got.Hp);
            Assert.Equal(want.Types, got.Types);
            Assert.Equal(want.Rarity, got.Rarity);
            Assert.Equal(want.Set, got.Set);
            Assert.Equal(want.Number, got.Number);
        }

        Assert.Equal(CatalogCards.For(name), cards);
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_MissingName_ReturnsNotFoundError(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = target.BaseAddress };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync(
            CardCatalog.MissingName, CancellationToken.None);

        Assert.Equal("card 'missingno' not found (404)", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_NameWithASpace_IsEscapedIntoOnePathSegment(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = target.BaseAddress };

        // Unescaped, "mr mime" would not even be a valid request line; escaped, the target sees the name and refuses
        // it.
        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("mr mime", CancellationToken.None);

        Assert.Equal("card 'mr mime' not found (404)", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_ServiceUnavailable_ReturnsErrorNamingTheStatus(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = misbehaving.Unavailable };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", CancellationToken.None);

        Assert.Equal(
            "cards for 'pikachu' failed: the service answered 503 (Service Unavailable)", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_BodyIsNotJson_ReturnsInvalidPayloadError(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = misbehaving.Garbage };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", CancellationToken.None);

        Assert.StartsWith(
            "cards for 'pikachu' are not a valid card list: '<' is an invalid start of a value.",
            ResultAssert.Error(result),
            StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_CardWithoutHp_ReturnsErrorNamingTheField(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = misbehaving.Incomplete };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", CancellationToken.None);

        Assert.Equal("cards for 'pikachu' are not a valid card list: card 0 lacks hp", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_ConnectionRefused_ReturnsConnectionError(AdapterKind kind)
    {
        // Port 9 (discard) has no listener on a test machine, so the connection is refused at once.
        using var client = new HttpClient { BaseAddress = new Uri("http://127.0.0.1:9/") };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", CancellationToken.None);

        var error = ResultAssert.Error(result);
        Assert.StartsWith(
            "cards for 'pikachu' could not be fetched (ConnectionError): ", error, StringComparison.Ordinal);
        Assert.Contains("127.0.0.1:9", error, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_HttpClientTimeout_ReturnsTimeoutError(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = misbehaving.Hang, Timeout = TimeSpan.FromMilliseconds(200) };

        var result = await CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", CancellationToken.None);

        Assert.Equal("cards for 'pikachu' timed out after 200 ms (HttpClient.Timeout)", ResultAssert.Error(result));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_CallerTokenAlreadyCancelled_CancelsTheTask(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = target.BaseAddress };

        var pending = CardsAdapters.Create(kind, client).GetCardsAsync(
            "pikachu", new CancellationToken(canceled: true));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => pending);
        Assert.True(pending.IsCanceled, $"The task ended {pending.Status}, not Canceled.");
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_CallerCancelsWhileTheServiceHoldsTheRequest_CancelsTheTask(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = misbehaving.Stall };
        using var cancellation = new CancellationTokenSource();

        var pending = CardsAdapters.Create(kind, client).GetCardsAsync("pikachu", cancellation.Token);
        Assert.True(await misbehaving.StalledRequestArrivedAsync(), "The request never reached the service.");
        await cancellation.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => pending);
        Assert.True(pending.IsCanceled, $"The task ended {pending.Status}, not Canceled.");
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public async Task GetCardsAsync_NullName_FailsTheTaskWithArgumentNullException(AdapterKind kind)
    {
        using var client = new HttpClient { BaseAddress = target.BaseAddress };

        await Assert.ThrowsAsync<ArgumentNullException>(
            () => CardsAdapters.Create(kind, client).GetCardsAsync(null!, CancellationToken.None));
    }

    [Theory]
    [MemberData(nameof(Adapters))]
    public void Constructor_ClientWithoutBaseAddress_Throws(AdapterKind kind)
    {
        using var client = new HttpClient();

        var failure = Assert.Throws<ArgumentException>(() => CardsAdapters.Create(kind, client));

        Assert.Equal("client", failure.ParamName);
    }
}
