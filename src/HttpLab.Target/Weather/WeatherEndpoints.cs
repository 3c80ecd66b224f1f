using System.Globalization;
using HttpLab.Contracts.Weather;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Weather;

/// <summary>
/// <c>GET /weather/{size}</c>: <c>size</c> items from <see cref="WeatherGenerator"/>, with count and checksum headers.
/// </summary>
internal static class WeatherEndpoints
{
    private const string JsonContentType = "application/json; charset=utf-8";

    public static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);
        var cache = new WeatherPayloadCache(WeatherPayloadCache.DefaultCapacityBytes, logger);
        endpoints.MapGet(WeatherRoutes.Path + "/{size}", context => HandleAsync(context, cache, logger));
    }

    private static Task HandleAsync(HttpContext context, WeatherPayloadCache cache, ILogger logger)
    {
        // Parsed by hand rather than with an int route constraint, which would turn a bad size into a bare 404.
        var text = context.Request.RouteValues["size"] as string;
        if (!TryParseSize(text, out var size))
        {
            TargetLog.WeatherSizeRefused(logger, text ?? string.Empty);
            return TargetProblems.WriteAsync(
                context,
                StatusCodes.Status400BadRequest,
                "Invalid size",
                $"'{text}' is not a valid size: expected an integer from 0 to {WeatherRoutes.MaxSize}.");
        }

        var payload = cache.Get(size);
        var response = context.Response;
        response.ContentType = JsonContentType;
        response.ContentLength = payload.Body.Length;
        response.Headers[WeatherHeaders.ItemCount] = payload.ItemCount;
        response.Headers[WeatherHeaders.Checksum] = payload.Checksum;
        return response.Body.WriteAsync(payload.Body, context.RequestAborted).AsTask();
    }

    private static bool TryParseSize(string? text, out int size) =>
        int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out size)
        && size <= WeatherRoutes.MaxSize;
}
