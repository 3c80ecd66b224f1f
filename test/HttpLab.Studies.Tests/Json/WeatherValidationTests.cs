using HttpLab.Studies.Json;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Json;

public sealed class WeatherValidationTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(WeatherLie.DropsAnItem, "deserialized 9 items, expected 10")]
    [InlineData(WeatherLie.WrongChecksum, "checksum")]
    [InlineData(WeatherLie.AltersAField, "checksum")]
    [InlineData(WeatherLie.SnakeCaseNames, "checksum")]
    public async Task Preflight_LyingBody_FailsNamingPatternAndSize(WeatherLie lie, string expected)
    {
        await using var server = await LyingWeatherServer.StartAsync(lie, output);

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => JsonStudy.PreflightAsync(new JsonStudySettings(server.BaseAddress, [10]), CancellationToken.None));

        Assert.Contains($"{JsonPattern.BaselineName} at size 10", failure.Message, StringComparison.Ordinal);
        Assert.Contains(expected, failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task FetchExpectation_WrongCountHeader_FailsNamingTheHeader()
    {
        await using var server = await LyingWeatherServer.StartAsync(WeatherLie.WrongCountHeader, output);
        using var client = new HttpClient();
        var url = new JsonStudySettings(server.BaseAddress, [10]).WeatherUrl(10);

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => WeatherExpectation.FetchAsync(client, url, 10, CancellationToken.None));

        Assert.Contains("X-Item-Count: 11, expected 10", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Validate_NullList_Fails()
    {
        var expectation = new WeatherExpectation(10, 42);

        var failure = Assert.Throws<PayloadValidationException>(() => expectation.Validate("GetStreamAsync", null));

        Assert.Equal("GetStreamAsync at size 10: deserialized null, expected 10 items.", failure.Message);
    }
}
