using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Xunit.Abstractions;

namespace HttpLab.TestSupport;

/// <summary>
/// A minimal API on real Kestrel at 127.0.0.1, port 0, for the test doubles: the caller maps its routes, the bound
/// address is read back, and the server's logs go to the test output (<see cref="Logs"/>).
/// </summary>
public sealed class LoopbackApp : IAsyncDisposable, ILogsToTestOutput
{
    private readonly WebApplication app;

    private LoopbackApp(WebApplication app, TestOutputLoggerProvider logs)
    {
        this.app = app;
        Logs = logs;
        var address = app.Services.GetRequiredService<IServer>().Features.GetRequiredFeature<IServerAddressesFeature>()
            .Addresses.First();
        BaseAddress = new Uri(address.TrimEnd('/') + "/");
    }

    /// <summary>The first bound address, ending in a slash.</summary>
    public Uri BaseAddress { get; }

    /// <summary>Where the server's logs go: give it a test's output (<see cref="TestOutputLogging.LogTo"/>).</summary>
    public TestOutputLoggerProvider Logs { get; }

    public static Task<LoopbackApp> StartAsync(
        Action<WebApplication> mapRoutes,
        CancellationToken cancellationToken = default) =>
        StartAsync(mapRoutes, output: null, listen: null, cancellationToken);

    /// <param name="mapRoutes">Maps the double's routes.</param>
    /// <param name="output">The test output the logs go to; none (null) until <see cref="Logs"/> is given one.</param>
    /// <param name="listen">
    /// Kestrel's endpoints, when one HTTP/1.1 endpoint on 127.0.0.1 port 0 is not enough; they must bind loopback.
    /// </param>
    /// <param name="cancellationToken">Cancels the start.</param>
    public static async Task<LoopbackApp> StartAsync(
        Action<WebApplication> mapRoutes,
        ITestOutputHelper? output,
        Action<KestrelServerOptions>? listen = null,
        CancellationToken cancellationToken = default)
    {
        var logs = new TestOutputLoggerProvider { Output = output };
        var builder = WebApplication.CreateSlimBuilder();
        if (listen is null)
        {
            builder.WebHost.UseUrls("http://127.0.0.1:0");
        }
        else
        {
            builder.WebHost.ConfigureKestrel(listen);
        }

        builder.Logging.ClearProviders();
        builder.Logging.AddProvider(logs);
        builder.Logging.SetMinimumLevel(logs.MinimumLevel);
        var app = builder.Build();
        mapRoutes(app);
        try
        {
            await app.StartAsync(cancellationToken);
        }
        catch
        {
            await app.DisposeAsync();
            throw;
        }

        return new LoopbackApp(app, logs);
    }

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
        Logs.Dispose();
    }
}
