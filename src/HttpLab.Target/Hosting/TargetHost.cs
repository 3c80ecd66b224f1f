using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Hosting;

/// <summary>Builds the web application: Kestrel tuned for measurement, logging, problem details, endpoints.</summary>
internal static class TargetHost
{
    // A benchmark target holds nothing worth a long wait; a stuck load test should not hold Ctrl+C up.
    private static readonly TimeSpan ShutdownTimeout = TimeSpan.FromSeconds(5);

    public static WebApplication Build(
        TargetOptions options,
        TargetBindings bindings,
        Action<IEndpointRouteBuilder>? mapExtraEndpoints)
    {
        var app = CreateBuilder(bindings, options.LoggerProvider).Build();
        app.UseExceptionHandler();
        TargetEndpoints.Map(app);
        mapExtraEndpoints?.Invoke(app);
        return app;
    }

    /// <summary>
    /// The host every HttpLab server shares (the target and the consumer API): Kestrel on the given endpoints, logging,
    /// problem details and the target's JSON context, with nothing from the machine's configuration, and Kestrel's
    /// limits set to <see cref="TargetLimits"/>.
    /// </summary>
    public static WebApplicationBuilder CreateBuilder(
        IReadOnlyList<string> urls, IReadOnlyList<string> http2Urls, ILoggerProvider? loggerProvider) =>
        CreateBuilder(new TargetBindings(urls, http2Urls, [], certificate: null), loggerProvider);

    /// <summary>
    /// As the other overload, on the endpoints <paramref name="bindings"/> declares (HTTPS among them).
    /// </summary>
    public static WebApplicationBuilder CreateBuilder(TargetBindings bindings, ILoggerProvider? loggerProvider)
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
            TargetLimits.Apply(kestrel.Limits);
            bindings.Configure(kestrel);
        });

        // The slim Kestrel leaves out what reads https:// endpoints from configuration until asked for it.
        builder.WebHost.UseKestrelHttpsConfiguration();

        ConfigureLogging(builder.Logging, loggerProvider);
        builder.Services.AddSingleton<IHostLifetime, OwnerManagedLifetime>();
        builder.Services.Configure<HostOptions>(host => host.ShutdownTimeout = ShutdownTimeout);
        builder.Services.AddRoutingCore();
        builder.Services.AddProblemDetails();
        builder.Services.ConfigureHttpJsonOptions(json =>
            json.SerializerOptions.TypeInfoResolverChain.Insert(0, TargetJsonContext.Default));
        builder.Services.AddSingleton(bindings);
        return builder;
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
