using System.Text.Json;
using HttpLab.Contracts.Cards;
using HttpLab.Target.Cards;
using Microsoft.Extensions.Logging.Abstractions;

namespace HttpLab.Target.Tests.Cards;

public sealed class CardPayloadCacheTests
{
    [Fact]
    public void Get_SameNameTwice_ReturnsCachedBytes()
    {
        var cache = new CardPayloadCache(CardPayloadCache.DefaultCapacity, NullLogger.Instance);

        var first = cache.Get("pikachu");
        var second = cache.Get("Pikachu");

        Assert.Same(first, second);
        Assert.Equal(1, cache.Count);
        Assert.Equal(
            CardCatalog.Cards("pikachu"), JsonSerializer.Deserialize<Card[]>(first, JsonSerializerOptions.Web));
    }

    [Fact]
    public void Get_PastCapacity_ServedButNotCached()
    {
        var cache = new CardPayloadCache(capacity: 1, NullLogger.Instance);
        cache.Get("pikachu");

        var first = cache.Get("eevee");
        var second = cache.Get("eevee");

        Assert.Equal(first, second);
        Assert.NotSame(first, second);
        Assert.Equal(1, cache.Count);
    }
}
