using System.Net;
using System.Text.Json;
using HttpLab.Contracts.Cards;
using HttpLab.Target.Cards;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Cards;

public sealed class CardsEndpointsTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public CardsEndpointsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetCards_Pikachu_ReturnsCatalogCards()
    {
        using var response = await _target.Client.GetAsync(CardsEndpoints.CardsUri("pikachu"));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        Assert.Equal("utf-8", response.Content.Headers.ContentType?.CharSet);
        var bytes = await response.Content.ReadAsByteArrayAsync();
        Assert.Equal(bytes.Length, response.Content.Headers.ContentLength);
        Assert.Equal(
            CardCatalog.Cards("pikachu"), JsonSerializer.Deserialize<Card[]>(bytes, JsonSerializerOptions.Web));
    }

    [Fact]
    public async Task GetCards_Pikachu_WritesCamelCaseNames()
    {
        var json = await _target.Client.GetStringAsync(CardsEndpoints.CardsUri("pikachu"));

        using var document = JsonDocument.Parse(json);
        var first = document.RootElement[0];
        Assert.Equal(
            ["id", "name", "hp", "types", "rarity", "set", "number"],
            first.EnumerateObject().Select(property => property.Name).ToArray());
        Assert.Equal("Pikachu", first.GetProperty("name").GetString());
        Assert.Equal(JsonValueKind.Array, first.GetProperty("types").ValueKind);
    }

    [Fact]
    public async Task GetCards_SameNameTwice_ReturnsIdenticalBytes()
    {
        var first = await _target.Client.GetByteArrayAsync(CardsEndpoints.CardsUri("pikachu"));
        var second = await _target.Client.GetByteArrayAsync(CardsEndpoints.CardsUri("pikachu"));
        var otherCase = await _target.Client.GetByteArrayAsync(CardsEndpoints.CardsUri("PikaChu"));

        Assert.Equal(first, second);
        Assert.Equal(first, otherCase);
    }

    [Theory]
    [InlineData("missingno")]
    [InlineData("MissingNo")]
    [InlineData("unknown")]
    [InlineData("unknownThing")]
    [InlineData("porygon2")]
    [InlineData("mr mime")]
    [InlineData("abcdefghijklmnopqrstuvwxyzabcdefg")]
    public async Task GetCards_UnknownName_ReturnsNotFoundProblem(string name)
    {
        using var response = await _target.Client.GetAsync(CardsEndpoints.CardsUri(name));

        var problem = await ProblemAssert.IsProblemAsync(response, 404);
        Assert.Contains($"'{name}'", problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }
}
