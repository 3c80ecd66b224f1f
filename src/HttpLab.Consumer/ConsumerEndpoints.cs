using HttpLab.Adapters.CSharp;
using HttpLab.Adapters.FSharp;
using HttpLab.Contracts.Consumer;
using HttpLab.Target;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Microsoft.FSharp.Collections;
using Microsoft.FSharp.Core;

namespace HttpLab.Consumer;

/// <summary>
/// The consumer's routes (<see cref="ConsumerRoutes"/>): the adapters are made once over the shared card service
/// client, as a service registers them, and every route turns what it got into the same <see cref="CardsAnswer"/>.
/// </summary>
internal static class ConsumerEndpoints
{
    public static void Map(IEndpointRouteBuilder endpoints, HttpClient backend)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(ConsumerLog.Category);
        var csharp = new CSharpCardsAdapter(backend);
        var fsharpAsync = new AsyncCardsAdapter(backend);
        var fsharpTask = new TaskCardsAdapter(backend);
        endpoints.MapGet(ConsumerRoutes.Baseline, context => BaselineCards.HandleAsync(context, backend, logger));
        endpoints.MapGet(ConsumerRoutes.CSharpTask, context => AwaitAdapterAsync(context, csharp, logger));
        endpoints.MapGet(ConsumerRoutes.FSharpAsync, context => AwaitAdapterAsync(context, fsharpAsync, logger));
        endpoints.MapGet(ConsumerRoutes.FSharpTask, context => AwaitAdapterAsync(context, fsharpTask, logger));
        endpoints.MapGet(ConsumerRoutes.SyncOverAsync, context => BlockOnAdapter(context, csharp, logger));
    }

    /// <summary>The name the request asks for, or <see cref="ConsumerRoutes.DefaultCardName"/>.</summary>
    public static string CardName(HttpContext context) =>
        context.Request.Query[ConsumerRoutes.NameParameter] is [{ Length: > 0 } name]
            ? name
            : ConsumerRoutes.DefaultCardName;

    public static Task WriteAnswerAsync(HttpContext context, CardsAnswer answer) =>
        context.Response.WriteAsJsonAsync(
            answer, CardsAnswerJsonContext.Default.CardsAnswer, contentType: null, context.RequestAborted);

    /// <summary>
    /// 404 when the card service knows no such name, 502 for any other failure of the call behind the route.
    /// </summary>
    public static Task WriteFailureAsync(HttpContext context, string name, bool notFound, string detail, ILogger logger)
    {
        ConsumerLog.CallFailed(logger, context.Request.Path, name, detail);
        return notFound
            ? TargetProblems.WriteAsync(context, StatusCodes.Status404NotFound, "Unknown card name", detail)
            : TargetProblems.WriteAsync(
                context, StatusCodes.Status502BadGateway, "The card service call failed", detail);
    }

    private static async Task AwaitAdapterAsync(HttpContext context, ICardsAdapter adapter, ILogger logger)
    {
        var name = CardName(context);
        var result = await adapter.GetCardsAsync(name, context.RequestAborted).ConfigureAwait(false);
        await WriteResultAsync(context, name, result, logger).ConfigureAwait(false);
    }

    // Sync over async on purpose, as services written against async libraries often do: the request's pool thread
    // waits for the card service, which the load study shows starving the pool.
    private static Task BlockOnAdapter(HttpContext context, ICardsAdapter adapter, ILogger logger)
    {
        var name = CardName(context);
        var result = adapter.GetCardsAsync(name, context.RequestAborted).Result;
        return WriteResultAsync(context, name, result, logger);
    }

    private static Task WriteResultAsync(
        HttpContext context, string name, FSharpResult<FSharpList<Card>, string> result, ILogger logger) =>
        result.IsOk
            ? WriteAnswerAsync(context, AdapterCardsAnswer.From(name, result.ResultValue))
            : WriteFailureAsync(
                context, name, result.ErrorValue == CardErrors.NotFound(name), result.ErrorValue, logger);
}
