namespace HttpLab.Load.Tests.Support;

/// <summary>The shared target fixture, warmed up: its /plaintext, for the load tests that measure against it.</summary>
public sealed class PlaintextTarget : IAsyncLifetime, ILogsToTestOutput
{
    private readonly TargetFixture target = new();

    public Uri Url => new(target.BaseAddress, "plaintext");

    public TestOutputLoggerProvider Logs => target.Logs;

    public async Task InitializeAsync()
    {
        await target.InitializeAsync();

        // Kestrel shares this process: its first requests JIT the whole pipeline, which is not what a test measures.
        for (var index = 0; index < 200; index++)
        {
            (await target.Client.GetAsync(Url)).Dispose();
        }
    }

    public Task DisposeAsync() => target.DisposeAsync();
}
