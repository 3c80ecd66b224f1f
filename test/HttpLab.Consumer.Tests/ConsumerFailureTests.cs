using System.Net.Sockets;
using HttpLab.Contracts.Consumer;
using HttpLab.Target;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Xunit.Abstractions;

namespace HttpLab.Consumer.Tests;

public sealed class ConsumerFailureTests(ITestOutputHelper output) : IDisposable
{
    private readonly TestOutputLoggerProvider _logs = new() { Output = output };

    public static TheoryData<string> Routes => new(ConsumerRoutes.All);

    public void Dispose() => _logs.Dispose();

    [Theory]
    [MemberData(nameof(Routes))]
    public async Task Get_CardServiceUnreachable_AnswersBadGatewayProblem(string route)
    {
        await using var consumer = await ConsumerServer.StartAsync(
            new ConsumerOptions { Backend = new Uri($"http://127.0.0.1:{ClosedPort()}/"), LoggerProvider = _logs },
            CancellationToken.None);
        using var client = new HttpClient { BaseAddress = consumer.BaseAddress };

        using var response = await client.GetAsync(new Uri(route, UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 502);
        Assert.Contains(
            ConsumerRoutes.DefaultCardName, problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }

    private const string CardWithoutHp =
        """[{"id":"base1-58","name":"Pikachu","types":["Lightning"],"rarity":"Common","set":"Base","number":"58"}]""";

    [Theory]
    [MemberData(nameof(Routes))]
    public async Task Get_CardServiceSendsAnIncompleteCard_AnswersBadGatewayProblem(string route)
    {
        // A card without its hit points, served below a base path the consumer is pointed at.
        await using var backend = await TargetServer.StartCoreAsync(
            new TargetOptions { Http2Urls = null, LoggerProvider = _logs },
            endpoints => endpoints.MapGet(
                "/broken/cards/{name}", () => Results.Text(CardWithoutHp, "application/json")),
            CancellationToken.None);
        await using var consumer = await ConsumerServer.StartAsync(
            new ConsumerOptions { Backend = new Uri(backend.BaseAddress, "broken/"), LoggerProvider = _logs },
            CancellationToken.None);
        using var client = new HttpClient { BaseAddress = consumer.BaseAddress };

        using var response = await client.GetAsync(new Uri(route, UriKind.Relative));

        await ProblemAssert.IsProblemAsync(response, 502);
    }

    [Theory]
    [InlineData("https://127.0.0.1:5000/")]
    [InlineData("http://192.0.2.10:5000/")]
    [InlineData("http://127.0.0.1:5000/?x=1")]
    public async Task StartAsync_UnacceptableCardService_ThrowsOneLineArgumentException(string backend)
    {
        var failure = await Assert.ThrowsAsync<ArgumentException>(
            () => ConsumerServer.StartAsync(
                new ConsumerOptions { Backend = new Uri(backend) }, CancellationToken.None));

        Assert.DoesNotContain('\n', failure.Message);
        Assert.Contains(backend, failure.Message, StringComparison.Ordinal);
    }

    // A port that was free a moment ago and has nothing listening on it now: connecting is refused at once.
    private static int ClosedPort()
    {
        using var listener = new TcpListener(System.Net.IPAddress.Loopback, 0);
        listener.Start();
        return ((System.Net.IPEndPoint)listener.LocalEndpoint).Port;
    }
}
