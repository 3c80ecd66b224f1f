using System.Diagnostics;
using System.Globalization;
using System.Net;

namespace HttpLab.Studies.Async;

/// <summary>
/// Releases a burst of concurrent callers, each a thread-pool work item making one HTTP call, and measures how long
/// the burst takes to drain and how the pool grows while it does.
/// </summary>
internal static class BurstRunner
{
    /// <summary>
    /// One call, awaited, before anything is measured: the target must answer /delay, and the path gets compiled.
    /// </summary>
    public static async Task PreflightAsync(BurstSettings settings, CancellationToken cancellationToken)
    {
        using var client = new HttpClient();
        HttpResponseMessage response;
        try
        {
            response = await client.GetAsync(settings.DelayUrl, cancellationToken).ConfigureAwait(false);
        }
        catch (HttpRequestException exception)
        {
            // The study's first request: its failure must say which request, and the cause HttpClient keeps inside.
            throw new StudyFailedException(
                $"async: GET {settings.DelayUrl} failed: {FailureMessage.Of(exception)}", exception);
        }

        using var _ = response;
        if (response.StatusCode != HttpStatusCode.OK)
        {
            throw new StudyFailedException($"async: the target answered GET {settings.DelayUrl} with "
                + $"{(int)response.StatusCode}, not 200; the burst needs its /delay endpoint.");
        }
    }

    public static async Task<BurstResult> RunAsync(
        BurstMode mode, BurstSettings settings, CancellationToken cancellationToken)
    {
        // A new client per burst, so each opens its own connections instead of inheriting the previous burst's pool.
        using var client = new HttpClient { Timeout = Timeout.InfiniteTimeSpan };
        using var deadline = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        deadline.CancelAfter(settings.Timeout);
        var url = settings.DelayUrl;
        var token = deadline.Token;
        var callers = new Task<CallerOutcome>[settings.Callers];

        var startThreads = ThreadPool.ThreadCount;
        var released = Stopwatch.GetTimestamp();
        using var sampler = new ThreadPoolSampler(released, settings.SampleInterval);
        for (var index = 0; index < callers.Length; index++)
        {
            callers[index] = mode.Blocks
                ? Task.Run(() => BlockOnResult(client, url, token), CancellationToken.None)
                : Task.Run(() => AwaitAsync(client, url, token), CancellationToken.None);
        }

        try
        {
            await Task.WhenAll(callers).ConfigureAwait(false);
        }
        catch (Exception exception)
        {
            cancellationToken.ThrowIfCancellationRequested();
            throw Failure(mode, settings, callers, timedOut: deadline.IsCancellationRequested, exception);
        }

        var samples = sampler.Stop();
        var outcomes = callers.Select(caller => caller.Result).ToArray();
        var refused = outcomes.Where(outcome => outcome.Status != HttpStatusCode.OK).ToArray();
        if (refused.Length > 0)
        {
            throw new StudyFailedException(string.Create(
                CultureInfo.InvariantCulture,
                $"async: {mode.CaseName}: {refused.Length} of {outcomes.Length} responses from {url} were not 200 (the "
                    + $"first was {(int)refused[0].Status})."));
        }

        var drainNs = (long)Stopwatch.GetElapsedTime(released, outcomes.Max(outcome => outcome.FinishedTimestamp))
            .TotalNanoseconds;
        var firstNs = (long)Stopwatch.GetElapsedTime(released, outcomes.Min(outcome => outcome.FinishedTimestamp))
            .TotalNanoseconds;
        return new BurstResult(mode, settings.Callers, drainNs, firstNs, startThreads, samples);
    }

    private static async Task<CallerOutcome> AwaitAsync(HttpClient client, Uri url, CancellationToken cancellationToken)
    {
        using var response = await client.GetAsync(url, cancellationToken).ConfigureAwait(false);
        return new CallerOutcome(response.StatusCode, Stopwatch.GetTimestamp());
    }

    /// <summary>
    /// The anti-pattern under study: a pool thread blocks until the call completes, while the call's own continuations
    /// (socket completions, response parsing) also need pool threads to run.
    /// </summary>
    private static CallerOutcome BlockOnResult(HttpClient client, Uri url, CancellationToken cancellationToken)
    {
        using var response = client.GetAsync(url, cancellationToken).Result;
        return new CallerOutcome(response.StatusCode, Stopwatch.GetTimestamp());
    }

    private static StudyFailedException Failure(
        BurstMode mode, BurstSettings settings, Task<CallerOutcome>[] callers, bool timedOut, Exception exception)
    {
        var finished = callers.Count(caller => caller.IsCompletedSuccessfully);
        var what = timedOut
            ? $"did not drain within {settings.Timeout.TotalSeconds:0.#} s ({finished} of {callers.Length} callers had "
                + $"finished; the pool had {ThreadPool.ThreadCount} threads) calling GET {settings.DelayUrl}"
            : $"failed: {callers.Length - finished} of {callers.Length} calls to GET {settings.DelayUrl} threw, the "
                + $"first with {FirstMessage(exception)}";
        return new StudyFailedException(string.Create(CultureInfo.InvariantCulture, $"async: {mode.CaseName} with "
            + $"{callers.Length} callers {what}"), exception);
    }

    private static string FirstMessage(Exception exception) =>
        FailureMessage.Of(
                exception is AggregateException aggregate ? aggregate.Flatten().InnerExceptions[0] : exception)
            .Split('\n', 2)[0]
            .Trim();
}
