using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Routing;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Hosting;

/// <summary>Builds the web application: Kestrel tuned for measurement, logging, problem details, endpoints.</summary>
internal static class TargetHost
{
    // One place to change when a study needs HTTP/2 (h2c needs Http2 alone: cleartext cannot negotiate both).
    private const HttpProtocols Protocols = HttpProtocols.Http1;

    // A benchmark target holds nothing worth a long wait; a stuck load test should not hold Ctrl+C up.
    private static readonly TimeSpan ShutdownTimeout = TimeSpan.FromSeconds(5);

    public static WebApplication Build(
        TargetOptions options,
        IReadOnlyList<string> urls,
        Action<IEndpointRouteBuilder>? mapExtraEndpoints)
    {
        // The empty builder reads no appsettings.json or ASPNETCORE_* variables and adds no console logger,
        // so the machine a run happens on cannot change what is measured or print over the CLI's output.
        var builder = WebApplication.CreateEmptyBuilder(new WebApplicationOptions
        {
            EnvironmentName = Environments.Production,
            ApplicationName = typeof(TargetHost).Assembly.GetName().Name,
        });

        builder.WebHost.UseKestrelCore().ConfigureKestrel(kestrel =>
        {
            kestrel.AddServerHeader = false;
            kestrel.ConfigureEndpointDefaults(listen => listen.Protocols = Protocols);
        });

        ConfigureLogging(builder.Logging, options.LoggerProvider);
        builder.Services.AddSingleton<IHostLifetime, OwnerManagedLifetime>();
        builder.Services.Configure<HostOptions>(host => host.ShutdownTimeout = ShutdownTimeout);
        builder.Services.AddRoutingCore();
        builder.Services.AddProblemDetails();
        builder.Services.ConfigureHttpJsonOptions(json =>
            json.SerializerOptions.TypeInfoResolverChain.Insert(0, TargetJsonContext.Default));

        var app = builder.Build();
        foreach (var url in urls)
        {
            app.Urls.Add(url);
        }

        app.UseExceptionHandler();
        TargetEndpoints.Map(app);
        mapExtraEndpoints?.Invoke(app);
        return app;
    }

    private static void ConfigureLogging(ILoggingBuilder logging, ILoggerProvider? provider)
    {
        logging.ClearProviders();
        if (provider is null)
        {
            return;
        }

        logging.AddProvider(provider);
        logging.SetMinimumLevel(LogLevel.Information);

        // ASP.NET Core logs every request at Information, which would cost more than the endpoints themselves.
        logging.AddFilter("Microsoft", LogLevel.Warning);
    }
}
