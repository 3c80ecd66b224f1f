using System.Net;
using System.Text.Json;
using HttpLab.Consumer.Tests.Infrastructure;
using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Consumer;
using Xunit.Abstractions;

namespace HttpLab.Consumer.Tests;

public sealed class ConsumerRoutesTests : IClassFixture<ConsumerFixture>, IDisposable
{
    private readonly ConsumerFixture _servers;

    public ConsumerRoutesTests(ConsumerFixture servers, ITestOutputHelper output)
    {
        _servers = servers;
        _servers.Logs.Output = output;
    }

    public static TheoryData<string> Routes => new(ConsumerRoutes.All);

    public void Dispose() => _servers.Logs.Output = null;

    [Theory]
    [MemberData(nameof(Routes))]
    public async Task Get_DefaultName_AnswersTheCatalogsPikachuSummary(string route)
    {
        using var response = await _servers.Client.GetAsync(new Uri(route, UriKind.Relative));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        var answer = JsonSerializer.Deserialize<CardsAnswer>(
            await response.Content.ReadAsStringAsync(), JsonSerializerOptions.Web);
        Assert.Equal(
            CardsAnswer.From(ConsumerRoutes.DefaultCardName, CardCatalog.Cards(ConsumerRoutes.DefaultCardName)),
            answer);
    }

    [Theory]
    [MemberData(nameof(Routes))]
    public async Task Get_NamedCards_AnswersThatNamesSummary(string route)
    {
        var answer = JsonSerializer.Deserialize<CardsAnswer>(
            await _servers.Client.GetStringAsync(new Uri($"{route}?name=charizard", UriKind.Relative)),
            JsonSerializerOptions.Web);

        Assert.Equal(CardsAnswer.From("charizard", CardCatalog.Cards("charizard")), answer);
    }

    [Fact]
    public async Task Get_EveryRoute_AnswersTheSameBytes()
    {
        var bodies = new List<byte[]>();
        foreach (var route in ConsumerRoutes.All)
        {
            bodies.Add(await _servers.Client.GetByteArrayAsync(new Uri(route, UriKind.Relative)));
        }

        Assert.All(bodies, body => Assert.Equal(bodies[0], body));
        Assert.Contains("\"checksum\":", System.Text.Encoding.UTF8.GetString(bodies[0]), StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(Routes))]
    public async Task Get_UnknownName_AnswersNotFoundProblem(string route)
    {
        using var response = await _servers.Client.GetAsync(
            new Uri($"{route}?name={CardCatalog.MissingName}", UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 404);
        Assert.Contains(CardCatalog.MissingName, problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task GetSyncOverAsync_ManyAtOnce_EveryCallerGetsItsAnswer()
    {
        var expected = CardsAnswer.From(
            ConsumerRoutes.DefaultCardName, CardCatalog.Cards(ConsumerRoutes.DefaultCardName));

        // More blocked callers than this machine has cores: the thread pool has to grow for them all to finish.
        var answers = await Task.WhenAll(Enumerable.Range(0, 4 * Environment.ProcessorCount).Select(async _ =>
            JsonSerializer.Deserialize<CardsAnswer>(
                await _servers.Client.GetStringAsync(new Uri(ConsumerRoutes.SyncOverAsync, UriKind.Relative)),
                JsonSerializerOptions.Web)));

        Assert.All(answers, answer => Assert.Equal(expected, answer));
    }
}
