using HttpLab.Target;

namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>The real target server on 127.0.0.1, a free port, shared by a test class.</summary>
public sealed class TargetFixture : IAsyncLifetime
{
    private TargetServer? server;

    public Uri BaseAddress => server!.BaseAddress;

    public async Task InitializeAsync() => server = await TargetServer.StartAsync(new TargetOptions(), CancellationToken.None);

    public async Task DisposeAsync()
    {
        if (server is not null)
        {
            await server.DisposeAsync();
        }
    }
}
