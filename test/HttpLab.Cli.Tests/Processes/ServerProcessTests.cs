using System.Text.Json;
using HttpLab.Cli.Processes;
using HttpLab.Contracts.Cards;
using HttpLab.Contracts.Consumer;
using HttpLab.Target;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Processes;

public sealed class ServerProcessTests(ITestOutputHelper output)
{
    private static SelfCommand Httplab =>
        new("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);

    [Fact]
    public async Task StartTargetAsync_ChildServe_ReadyLineGivesAWorkingAddressAndDisposeStopsIt()
    {
        int processId;
        await using (var target = await ServerProcess.StartTargetAsync(
            Httplab, TimeSpan.FromSeconds(60), CancellationToken.None))
        {
            processId = target.ProcessId;
            Assert.Equal("127.0.0.1", target.BaseAddress.Host);
            Assert.NotEqual(0, target.BaseAddress.Port);
            using var client = new HttpClient();
            Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri(target.BaseAddress, "plaintext")));
        }

        Assert.Throws<ArgumentException>(() => System.Diagnostics.Process.GetProcessById(processId));
    }

    [Fact]
    public async Task StartConsumerAsync_ChildServeConsumerOf_AnswersFromTheCardServiceAndDisposeStopsIt()
    {
        using var logs = new TestOutputLoggerProvider { Output = output };
        await using var backend = await TargetServer.StartAsync(
            new TargetOptions { Http2Urls = null, LoggerProvider = logs }, CancellationToken.None);
        int processId;
        await using (var consumer = await ServerProcess.StartConsumerAsync(
            Httplab, backend.BaseAddress, TimeSpan.FromSeconds(60), CancellationToken.None))
        {
            processId = consumer.ProcessId;
            using var client = new HttpClient { BaseAddress = consumer.BaseAddress };
            var answer = JsonSerializer.Deserialize<CardsAnswer>(
                await client.GetStringAsync(new Uri(ConsumerRoutes.FSharpTask, UriKind.Relative)),
                JsonSerializerOptions.Web);
            Assert.Equal(
                CardsAnswer.From(ConsumerRoutes.DefaultCardName, CardCatalog.Cards(ConsumerRoutes.DefaultCardName)),
                answer);
        }

        Assert.Throws<ArgumentException>(() => System.Diagnostics.Process.GetProcessById(processId));
    }

    [Fact]
    public async Task StartTargetAsync_ProgramThatNeverGetsReady_FailsWithClearMessage()
    {
        var failure = await Assert.ThrowsAsync<ServerStartException>(
            () => ServerProcess.StartTargetAsync(
                new SelfCommand("/bin/true", []), TimeSpan.FromSeconds(30), CancellationToken.None));

        Assert.Contains("exited with code 0 before it was ready", failure.Message, StringComparison.Ordinal);
    }
}
