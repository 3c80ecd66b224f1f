using HttpLab.Load;
using HttpLab.Load.Capacity;

namespace HttpLab.Studies.Load;

/// <summary>
/// Searches one route's capacity after its runs: <see cref="CapacitySearch"/> at the plan's SLO, its highest rate
/// bounded by the route's closed-model throughput, with a progress line per step and per second of each step's run.
/// </summary>
internal static class RouteCapacitySearch
{
    /// <param name="context">The study's context: its progress.</param>
    /// <param name="settings">The study's settings: the plan, the engine and the request timeout.</param>
    /// <param name="route">The route searched, at <paramref name="url"/>.</param>
    /// <param name="url">The route's URL on its consumer.</param>
    /// <param name="closedRps">The route's closed-model throughput just measured; null when none was.</param>
    /// <param name="position">How many of the study's runs were done, and of how many, for the progress.</param>
    /// <param name="cancellationToken">Stops the search; the outcome then holds the steps measured so far.</param>
    public static async Task<RouteCapacity> RunAsync(
        StudyContext context,
        LoadStudySettings settings,
        ConsumerRoute route,
        Uri url,
        double? closedRps,
        (int Done, int Total) position,
        CancellationToken cancellationToken)
    {
        var plan = settings.Capacity ?? throw new InvalidOperationException("The study has no capacity plan.");
        var options = plan.Search(url, closedRps, settings.Timeout, LoadStudySettings.Engine);
        var label = $"{route.Name} {plan.Label}";
        context.Progress.Report(new StudyProgress(LoadStudy.StudyName, label, position.Done, position.Total));
        var progress = new SynchronousProgress<CapacityProgress>(update => context.Progress.Report(new StudyProgress(
            LoadStudy.StudyName,
            $"{route.Name} {CapacityStudyText.Progress(plan, update)}",
            position.Done,
            position.Total)));
        var outcome = await CapacitySearch.RunAsync(options, progress, cancellationToken).ConfigureAwait(false);
        return new RouteCapacity(route, plan, outcome, closedRps);
    }
}
