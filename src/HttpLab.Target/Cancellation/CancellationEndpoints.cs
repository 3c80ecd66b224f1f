using HttpLab.Contracts.Cancellation;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Routing;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cancellation;

/// <summary>
/// The cancellation study's endpoints, <c>/delay</c>, <c>/trickle</c> and <c>/aborts/{id}</c>, on the routes and
/// within the limits of <see cref="CancellationRoutes"/>, sharing one <see cref="AbortRecordStore"/>.
/// </summary>
internal static class CancellationEndpoints
{
    public static void Map(IEndpointRouteBuilder endpoints)
    {
        var logger = endpoints.ServiceProvider.GetRequiredService<ILoggerFactory>().CreateLogger(TargetLog.Category);

        // TimeProvider.System reads Stopwatch.GetTimestamp, the clock the record promises.
        var store = new AbortRecordStore(CancellationRoutes.RecordCapacity, TimeProvider.System);
        endpoints.MapGet(
            CancellationRoutes.DelayPath, context => DelayHandler.HandleAsync(context, store, logger));
        endpoints.MapGet(
            CancellationRoutes.TricklePath, context => TrickleHandler.HandleAsync(context, store, logger));
        endpoints.MapGet(
            CancellationRoutes.AbortsPath + "/{id}", context => AbortsHandler.HandleAsync(context, store, logger));
    }
}
