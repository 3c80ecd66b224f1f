using HttpLab.Target;

namespace HttpLab.Load.Tests.Support;

/// <summary>The real target on 127.0.0.1 and a free port, shared by a test class.</summary>
public sealed class PlaintextTarget : IAsyncLifetime
{
    private TargetServer? server;

    public Uri Url => new(Server.BaseAddress, "plaintext");

    private TargetServer Server => server ?? throw new InvalidOperationException("The target has not started.");

    public async Task InitializeAsync()
    {
        server = await TargetServer.StartAsync(new TargetOptions(), CancellationToken.None);

        // Kestrel shares this process: its first requests JIT the whole pipeline, which is not what a test measures.
        using var client = new HttpClient();
        for (var index = 0; index < 200; index++)
        {
            (await client.GetAsync(Url)).Dispose();
        }
    }

    public async Task DisposeAsync()
    {
        if (server is not null)
        {
            await server.DisposeAsync();
        }
    }
}
