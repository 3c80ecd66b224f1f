using System.Text.Json;
using HttpLab.Contracts.Weather;
using HttpLab.Target.Weather;
using Microsoft.Extensions.Logging.Abstractions;

namespace HttpLab.Target.Tests.Weather;

public sealed class WeatherPayloadCacheTests
{
    [Fact]
    public void Get_SameSizeTwice_ReturnsCachedPayload()
    {
        var cache = new WeatherPayloadCache(WeatherPayloadCache.DefaultCapacityBytes, NullLogger.Instance);

        var first = cache.Get(5);
        var second = cache.Get(5);

        Assert.Same(first, second);
        Assert.Equal(1, cache.Count);
        Assert.Equal(first.Body.Length, cache.CachedBytes);
    }

    [Fact]
    public void Get_PayloadPastCapacity_ServedButNotCached()
    {
        var small = WeatherPayload.Create(10);
        var cache = new WeatherPayloadCache(small.Body.Length, NullLogger.Instance);

        var cached = cache.Get(10);
        var first = cache.Get(20);
        var second = cache.Get(20);

        Assert.Equal(small.Body, cached.Body);
        Assert.Equal(WeatherPayload.Create(20).Body, first.Body);
        Assert.NotSame(first, second);
        Assert.Equal(1, cache.Count);
        Assert.Equal(small.Body.Length, cache.CachedBytes);
    }

    [Fact]
    public void Get_SinglePayloadLargerThanCapacity_NotCached()
    {
        var cache = new WeatherPayloadCache(capacityBytes: 64, NullLogger.Instance);

        var payload = cache.Get(100);

        Assert.Equal("100", payload.ItemCount);
        Assert.Equal(0, cache.Count);
        Assert.Equal(0, cache.CachedBytes);
    }

    [Fact]
    public async Task Get_ConcurrentFirstRequests_BuildOnce()
    {
        var cache = new WeatherPayloadCache(WeatherPayloadCache.DefaultCapacityBytes, NullLogger.Instance);
        using var start = new ManualResetEventSlim();

        var tasks = Enumerable.Range(0, 8).Select(_ => Task.Run(() =>
        {
            start.Wait();
            return cache.Get(1000);
        })).ToArray();
        start.Set();
        var payloads = await Task.WhenAll(tasks);

        Assert.All(payloads, payload => Assert.Same(payloads[0], payload));
        Assert.Equal(payloads[0].Body.Length, cache.CachedBytes);
    }

    [Fact]
    public void Create_Size3_DescribesItsItems()
    {
        var payload = WeatherPayload.Create(3);

        var items = JsonSerializer.Deserialize<WeatherForecast[]>(payload.Body, JsonSerializerOptions.Web);
        Assert.Equal(WeatherGenerator.Items(3), items);
        Assert.Equal("3", payload.ItemCount);
        Assert.Equal(WeatherChecksum.Format(WeatherChecksum.Compute(WeatherGenerator.Items(3))), payload.Checksum);
    }
}
