using HttpLab.Target;

namespace HttpLab.Consumer.Tests.Infrastructure;

/// <summary>
/// The two tiers on 127.0.0.1 and free ports, shared by a test class: a real target as the card service, and the
/// consumer calling it.
/// </summary>
public sealed class ConsumerFixture : IAsyncLifetime
{
    private TargetServer? _backend;
    private ConsumerServer? _consumer;
    private HttpClient? _client;

    public TestOutputLoggerProvider Logs { get; } = new();

    public TargetServer Backend => _backend ?? throw new InvalidOperationException("The servers have not started.");

    /// <summary>A client whose base address is the consumer.</summary>
    public HttpClient Client => _client ?? throw new InvalidOperationException("The servers have not started.");

    public async Task InitializeAsync()
    {
        _backend = await TargetServer.StartAsync(
            new TargetOptions { Http2Urls = null, LoggerProvider = Logs }, CancellationToken.None);
        _consumer = await ConsumerServer.StartAsync(
            new ConsumerOptions { Backend = _backend.BaseAddress, LoggerProvider = Logs }, CancellationToken.None);
        _client = new HttpClient { BaseAddress = _consumer.BaseAddress };
    }

    public async Task DisposeAsync()
    {
        _client?.Dispose();
        if (_consumer is not null)
        {
            await _consumer.DisposeAsync();
        }

        if (_backend is not null)
        {
            await _backend.DisposeAsync();
        }

        Logs.Dispose();
    }
}
