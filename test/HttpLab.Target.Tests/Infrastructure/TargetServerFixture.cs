namespace HttpLab.Target.Tests.Infrastructure;

/// <summary>One real target on 127.0.0.1 and a free port, shared by the tests of a class.</summary>
public sealed class TargetServerFixture : IAsyncLifetime
{
    private TargetServer? _server;
    private HttpClient? _client;

    public TestOutputLoggerProvider Logs { get; } = new();

    public TargetServer Server => _server ?? throw new InvalidOperationException("The server has not started.");

    public HttpClient Client => _client ?? throw new InvalidOperationException("The server has not started.");

    public async Task InitializeAsync()
    {
        _server = await TargetServer.StartAsync(new TargetOptions { LoggerProvider = Logs }, CancellationToken.None);
        _client = new HttpClient { BaseAddress = _server.BaseAddress };
    }

    public async Task DisposeAsync()
    {
        _client?.Dispose();
        if (_server is not null)
        {
            await _server.DisposeAsync();
        }

        Logs.Dispose();
    }
}
