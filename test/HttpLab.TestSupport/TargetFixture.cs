using HttpLab.Target;
using Xunit;

namespace HttpLab.TestSupport;

/// <summary>
/// The real target server on 127.0.0.1 and free ports, shared by the tests of a class; its logs go to the running
/// test's output once the test class hands it one (<see cref="TestOutputLogging.LogTo"/>).
/// </summary>
public sealed class TargetFixture : IAsyncLifetime, ILogsToTestOutput
{
    private TargetServer? server;
    private HttpClient? client;

    public TestOutputLoggerProvider Logs { get; } = new();

    public TargetServer Server => server ?? throw new InvalidOperationException("The target has not started.");

    public Uri BaseAddress => Server.BaseAddress;

    /// <summary>A client whose base address is the target's.</summary>
    public HttpClient Client => client ?? throw new InvalidOperationException("The target has not started.");

    public async Task InitializeAsync()
    {
        server = await TargetServer.StartAsync(new TargetOptions { LoggerProvider = Logs }, CancellationToken.None);
        client = new HttpClient { BaseAddress = server.BaseAddress };
    }

    public async Task DisposeAsync()
    {
        client?.Dispose();
        if (server is not null)
        {
            await server.DisposeAsync();
        }

        Logs.Dispose();
    }
}
