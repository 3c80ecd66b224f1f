using HttpLab.Load.Execution;
using HttpLab.Load.Intervals;

namespace HttpLab.Load;

/// <summary>
/// Runs load against a loopback HTTP server and measures it (see <see cref="LoadOptions"/> and
/// <see cref="LoadReport"/>).
/// </summary>
public static class LoadRunner
{
    /// <summary>
    /// Waits for <see cref="LoadOptions.StartAt"/> if given, runs the warm-up, then measures for
    /// <see cref="LoadOptions.Duration"/> (or until <see cref="LoadOptions.MaxRequests"/>), then waits at most
    /// <see cref="LoadOptions.Timeout"/> for the last responses. Cancelling <paramref name="cancellationToken"/> stops
    /// at once and returns what was measured so far with <see cref="LoadReport.Complete"/> false: a stopped load run
    /// still has results, so it is not an exception. Cancelled before the start (resolving the target, waiting for the
    /// start time), nothing was sent and it throws <see cref="OperationCanceledException"/>.
    /// </summary>
    /// <param name="options">The run; <see cref="LoadOptions.Validate"/> must accept it.</param>
    /// <param name="progress">Receives the run's state about once a second, on a pool thread; may be null.</param>
    /// <param name="cancellationToken">Stops the run.</param>
    /// <exception cref="ArgumentException">The options are not valid.</exception>
    public static Task<LoadReport> RunAsync(
        LoadOptions options, IProgress<LoadProgress>? progress, CancellationToken cancellationToken) =>
        RunAsync(options, progress, intervalLog: null, cancellationToken);

    /// <summary>
    /// Runs the load as <see cref="RunAsync(LoadOptions, IProgress{LoadProgress}?, CancellationToken)"/> does, handing
    /// each second's histograms to <paramref name="intervalLog"/> as the run goes instead of keeping them in
    /// <see cref="LoadReport.Intervals"/>: an hour's run then keeps no histogram per second in memory.
    /// </summary>
    public static Task<LoadReport> RunAsync(
        LoadOptions options,
        IProgress<LoadProgress>? progress,
        ILoadIntervalLog? intervalLog,
        CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(options);
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        return LoadRun.RunAsync(options, progress, intervalLog, cancellationToken);
    }
}
