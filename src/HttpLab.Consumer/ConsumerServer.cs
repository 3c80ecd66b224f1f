using HttpLab.Contracts.Consumer;
using HttpLab.Target;
using HttpLab.Target.Hosting;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

namespace HttpLab.Consumer;

/// <summary>
/// The consumer API of the earlier F# adapter study's two-tier set-up: Kestrel serving <see cref="ConsumerRoutes"/>,
/// each of which calls the card service (<c>/cards/{name}</c> on <see cref="ConsumerOptions.Backend"/>) through one
/// shared <see cref="HttpClient"/>, in its own way. It runs in a process of its own under load, so the adapters are
/// measured with their own thread pool; like <see cref="TargetServer"/> it never handles Ctrl+C itself.
/// </summary>
public sealed class ConsumerServer : IAsyncDisposable
{
    private readonly WebApplication _app;
    private readonly HttpClient _backend;

    private ConsumerServer(WebApplication app, HttpClient backend, Uri baseAddress)
    {
        _app = app;
        _backend = backend;
        BaseAddress = baseAddress;
    }

    /// <summary>Where a client on this machine reaches the consumer, e.g. <c>http://127.0.0.1:43128/</c>.</summary>
    public Uri BaseAddress { get; }

    /// <summary>The card service the routes call.</summary>
    public Uri Backend => _backend.BaseAddress!;

    /// <summary>
    /// Binds, starts and returns once the consumer accepts connections; the card service need not be up yet.
    /// </summary>
    /// <exception cref="ArgumentException">The URLs or the card service's address are not acceptable; the message is
    /// one line.</exception>
    /// <exception cref="IOException">Kestrel could not bind, e.g. the port is in use.</exception>
    public static async Task<ConsumerServer> StartAsync(ConsumerOptions options, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        var error = TargetUrls.TryParse(options.Urls, options.AllowRemote, out var urls) ?? options.BackendProblem();
        if (error is not null)
        {
            throw new ArgumentException(error);
        }

        var backend = BackendClient.Create(options.Backend, options.BackendTimeout);
        var app = TargetHost.CreateBuilder(urls, [], options.LoggerProvider).Build();
        try
        {
            app.UseExceptionHandler();
            ConsumerEndpoints.Map(app, backend);
            await app.StartAsync(cancellationToken).ConfigureAwait(false);
            var http1 = app.Services
                .GetRequiredService<TargetBindings>()
                .Split(TargetServer.BoundAddresses(app.Services))
                .Http1;
            if (http1.Count == 0)
            {
                throw new InvalidOperationException("Kestrel started without reporting a bound address.");
            }

            return new ConsumerServer(app, backend, TargetServer.Connectable(http1[0]));
        }
        catch
        {
            await app.DisposeAsync().ConfigureAwait(false);
            backend.Dispose();
            throw;
        }
    }

    /// <summary>Stops accepting connections and lets requests in flight finish (within a few seconds).</summary>
    public Task StopAsync(CancellationToken cancellationToken) => _app.StopAsync(cancellationToken);

    /// <summary>Completes once the server has stopped, as <see cref="TargetServer.WaitForShutdownAsync"/>.</summary>
    public Task WaitForShutdownAsync(CancellationToken cancellationToken) =>
        _app.WaitForShutdownAsync(cancellationToken);

    /// <summary>Stops the server if it still runs, then releases it and its card service client.</summary>
    public async ValueTask DisposeAsync()
    {
        await _app.StopAsync(CancellationToken.None).ConfigureAwait(false);
        await _app.DisposeAsync().ConfigureAwait(false);
        _backend.Dispose();
    }
}
