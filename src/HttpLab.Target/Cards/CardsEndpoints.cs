using HttpLab.Contracts.Cards;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cards;

/// <summary>
/// <c>GET /cards/{name}</c>: the camelCase JSON array of <see cref="CardCatalog.Cards"/> for the name, the small card
/// service that the F# adapter studies call. Names that are not <see cref="CardCatalog.IsKnown">known</see> get 404
/// problem details.
/// </summary>
public static class CardsEndpoints
{
    /// <summary>The prefix of <c>/cards/{name}</c>.</summary>
    public const string Path = "/cards";

    private const string JsonContentType = "application/json; charset=utf-8";

    /// <summary>The relative URI of <c>/cards/{name}</c>, the name escaped as a path segment.</summary>
    public static Uri CardsUri(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        return new Uri($"{Path}/{Uri.EscapeDataString(name)}", UriKind.Relative);
    }

    internal static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);
        var cache = new CardPayloadCache(CardPayloadCache.DefaultCapacity, logger);
        endpoints.MapGet(Path + "/{name}", context => HandleAsync(context, cache, logger));
    }

    private static Task HandleAsync(HttpContext context, CardPayloadCache cache, ILogger logger)
    {
        var name = context.Request.RouteValues["name"] as string;
        if (!CardCatalog.IsKnown(name))
        {
            TargetLog.CardsNotFound(logger, name ?? string.Empty);
            return TargetProblems.WriteAsync(
                context,
                StatusCodes.Status404NotFound,
                "Unknown card name",
                $"No cards named '{name}': known names are 1 to {CardCatalog.MaxNameLength} letters, "
                + $"except '{CardCatalog.MissingName}' and names starting with '{CardCatalog.UnknownPrefix}'.");
        }

        var body = cache.Get(name);
        var response = context.Response;
        response.ContentType = JsonContentType;
        response.ContentLength = body.Length;
        return response.Body.WriteAsync(body, context.RequestAborted).AsTask();
    }
}
