using HttpLab.Studies.Json;
using HttpLab.Target.Weather;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Json;

public sealed class JsonClientPatternsTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    public static TheoryData<string> PatternNames => new(JsonPattern.All.Select(pattern => pattern.Name));

    [Theory]
    [MemberData(nameof(PatternNames))]
    public async Task Fetch_RealTarget_DeserializesEveryFieldWithRealValues(string patternName)
    {
        var settings = new JsonStudySettings(target.BaseAddress, [100]);
        using var client = new HttpClient();

        var items = await JsonPattern.Named(patternName).Fetch(
            client, settings.WeatherUrl(100), CancellationToken.None);

        Assert.NotNull(items);
        Assert.Equal(WeatherGenerator.Items(100), items);
        Assert.All(items, item =>
        {
            Assert.NotEqual(default, item.Date);
            Assert.False(string.IsNullOrEmpty(item.Summary));
            Assert.Equal(32 + (int)(item.TemperatureC / 0.5556), item.TemperatureF);
        });
        Assert.True(
            items.Select(item => item.TemperatureC).Distinct().Count() > 10, "Celsius temperatures should vary");
        Assert.True(
            items.Select(item => item.TemperatureF).Distinct().Count() > 10, "Fahrenheit temperatures should vary");
    }

    [Fact]
    public async Task Preflight_RealTarget_ValidatesEveryPatternAndSize()
    {
        var validated = await JsonStudy.PreflightAsync(
            new JsonStudySettings(target.BaseAddress, [0, 10, 1000]), CancellationToken.None);

        Assert.Equal(3 * JsonPattern.All.Count, validated);
    }

    [Fact]
    public void BenchmarkMethods_AreThePatternsInReportOrder()
    {
        var methods = typeof(JsonBenchmarks).GetMethods()
            .Where(method =>
                method.GetCustomAttributes(typeof(BenchmarkDotNet.Attributes.BenchmarkAttribute), false).Length > 0)
            .Select(method => method.Name);

        Assert.Equal(JsonPattern.All.Select(pattern => pattern.Name), methods);
    }
}
