using System.Net;
using System.Text.Json;
using HttpLab.Contracts.Weather;
using HttpLab.Target.Weather;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Weather;

public sealed class WeatherEndpointsTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public WeatherEndpointsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetWeather_Size10_ReturnsTenItemsWithMatchingHeaders()
    {
        using var response = await _target.Client.GetAsync(new Uri("/weather/10", UriKind.Relative));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        Assert.Equal("utf-8", response.Content.Headers.ContentType?.CharSet);
        var bytes = await response.Content.ReadAsByteArrayAsync();
        Assert.Equal(bytes.Length, response.Content.Headers.ContentLength);
        var items = JsonSerializer.Deserialize<WeatherForecast[]>(bytes, JsonSerializerOptions.Web);
        Assert.NotNull(items);
        Assert.Equal(10, items.Length);
        Assert.Equal("10", Header(response, WeatherHeaders.ItemCount));
        var checksum = Header(response, WeatherHeaders.Checksum);
        Assert.Equal(WeatherChecksum.Format(WeatherChecksum.Compute(items)), checksum);
        Assert.Equal(WeatherChecksum.Format(WeatherChecksum.Compute(WeatherGenerator.Items(10))), checksum);
    }

    [Fact]
    public async Task GetWeather_Size10_WritesCamelCaseNamesAndIsoDates()
    {
        var json = await _target.Client.GetStringAsync(new Uri("/weather/10", UriKind.Relative));

        using var document = JsonDocument.Parse(json);
        var first = document.RootElement[0];
        Assert.Equal(
            ["date", "temperatureC", "summary", "temperatureF"],
            first.EnumerateObject().Select(property => property.Name).ToArray());
        Assert.Equal("2024-01-01", first.GetProperty("date").GetString());
    }

    [Fact]
    public async Task GetWeather_Size10_ItemsCarryNonDefaultValues()
    {
        var items = await GetItemsAsync("/weather/10");

        Assert.Equal(WeatherGenerator.Items(10), items);
        Assert.All(items, item => Assert.NotEqual(default, item.Date));
        Assert.All(items, item => Assert.False(string.IsNullOrEmpty(item.Summary)));
        Assert.True(items.Select(item => item.TemperatureC).Distinct().Count() > 1);
        Assert.True(items.Select(item => item.TemperatureF).Distinct().Count() > 1);
        Assert.True(items.Select(item => item.Date).Distinct().Count() > 1);
    }

    [Fact]
    public async Task GetWeather_Size0_ReturnsEmptyArrayWithCountZero()
    {
        using var response = await _target.Client.GetAsync(new Uri("/weather/0", UriKind.Relative));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("[]", await response.Content.ReadAsStringAsync());
        Assert.Equal("0", Header(response, WeatherHeaders.ItemCount));
        Assert.Equal(WeatherChecksum.Format(WeatherChecksum.Compute([])), Header(response, WeatherHeaders.Checksum));
    }

    [Fact]
    public async Task GetWeather_RepeatedRequest_ReturnsIdenticalBytes()
    {
        var first = await _target.Client.GetByteArrayAsync(new Uri("/weather/250", UriKind.Relative));
        var second = await _target.Client.GetByteArrayAsync(new Uri("/weather/250", UriKind.Relative));

        Assert.Equal(first, second);
    }

    [Fact]
    public async Task GetWeather_SizeUri_ReturnsThatManyItems()
    {
        var items = await GetItemsAsync(WeatherRoutes.SizeUri(3).OriginalString);

        Assert.Equal(WeatherGenerator.Items(3), items);
    }

    [Fact]
    public void SizeUri_ValidSize_BuildsRelativeUri() =>
        Assert.Equal("weather/250", WeatherRoutes.SizeUri(250).OriginalString);

    [Fact]
    public void SizeUri_OutOfRange_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => WeatherRoutes.SizeUri(-1));
        Assert.Throws<ArgumentOutOfRangeException>(() => WeatherRoutes.SizeUri(WeatherRoutes.MaxSize + 1));
    }

    [Theory]
    [InlineData("-1")]
    [InlineData("1000001")]
    [InlineData("abc")]
    [InlineData("1.5")]
    [InlineData("99999999999")]
    [InlineData("%20")]
    public async Task GetWeather_InvalidSize_ReturnsBadRequestProblem(string size)
    {
        using var response = await _target.Client.GetAsync(new Uri($"/weather/{size}", UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        var detail = problem.GetProperty("detail").GetString();
        Assert.Contains($"'{Uri.UnescapeDataString(size)}'", detail, StringComparison.Ordinal);
        Assert.Contains("0 to 1000000", detail, StringComparison.Ordinal);
    }

    private async Task<WeatherForecast[]> GetItemsAsync(string path)
    {
        var bytes = await _target.Client.GetByteArrayAsync(new Uri(path, UriKind.Relative));
        return JsonSerializer.Deserialize<WeatherForecast[]>(bytes, JsonSerializerOptions.Web) ?? [];
    }

    private static string? Header(HttpResponseMessage response, string name) =>
        response.Headers.TryGetValues(name, out var values) ? Assert.Single(values) : null;
}
