using System.Diagnostics;
using System.Globalization;
using HttpLab.Results;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Runs the iterations of one phase and mechanism on a fresh client: each iteration is cancelled, then the server is
/// asked whether it saw the abort, then the next request (on a new connection, since the cancel destroyed the old one)
/// and one more (on the reused connection) are timed.
/// </summary>
internal sealed class CancellationCaseRunner(
    CancellationSettings settings, DeadlineCanceller canceller, AbortObserver observer)
{
    private const int WarmupIterations = 3;

    public async Task<CancellationCaseResult> RunAsync(
        CancellationPhase phase,
        CancellationMechanism mechanism,
        Action<int> iterationDone,
        CancellationToken cancellationToken)
    {
        using var handler = new IterationHandler(new SocketsHttpHandler { UseProxy = false, UseCookies = false });
        using var client = new HttpClient(handler, disposeHandler: false)
        {
            Timeout = mechanism == CancellationMechanism.HttpClientTimeout
                ? settings.Deadline
                : Timeout.InfiniteTimeSpan,
        };

        // The same connection pool without HttpClient.Timeout: timing the next request must not itself time out.
        using var probe = new HttpMessageInvoker(handler, disposeHandler: false);
        var operation = new CancellationOperation(client, settings.Requests, canceller);
        var histograms = new CaseHistograms();
        var tally = new CaseTally();

        // Unrecorded iterations first, so the first measured one pays for neither JIT compilation nor a cold server.
        for (var warmup = 0; warmup < WarmupIterations; warmup++)
        {
            var requestId = string.Create(
                CultureInfo.InvariantCulture, $"{settings.RunId}-{phase}-{mechanism}-warmup{warmup}");
            await operation.RunAsync(phase, mechanism, settings.Deadline, requestId).ConfigureAwait(false);
        }

        for (var iteration = 0; iteration < settings.Iterations; iteration++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var requestId = string.Create(
                CultureInfo.InvariantCulture, $"{settings.RunId}-{phase}-{mechanism}-{iteration}");
            var result = await operation.RunAsync(phase, mechanism, settings.Deadline, requestId).ConfigureAwait(false);
            tally.Count(result);
            if (result.Outcome == IterationOutcome.Cancelled)
            {
                await RecordCancelledAsync(
                    result, requestId, probe, histograms, tally, cancellationToken).ConfigureAwait(false);
            }

            iterationDone(iteration + 1);
        }

        return new CancellationCaseResult(phase, mechanism, histograms, tally);
    }

    private async Task RecordCancelledAsync(
        IterationResult result,
        string requestId,
        HttpMessageInvoker probe,
        CaseHistograms histograms,
        CaseTally tally,
        CancellationToken cancellationToken)
    {
        var clock = result.Clock;
        histograms.Record(MetricCatalog.SlackUs, StopwatchTicks.ToNanoseconds(clock.Fired - clock.Deadline));
        histograms.Record(MetricCatalog.PropagationUs, StopwatchTicks.ToNanoseconds(clock.Stopped - clock.Fired));
        histograms.Record(MetricCatalog.OvershootUs, StopwatchTicks.ToNanoseconds(clock.Stopped - clock.Deadline));

        var record = await observer.GetAsync(
            requestId, settings.ServerDelayMs, cancellationToken).ConfigureAwait(false);
        if (record?.AbortedTimestamp is { } aborted
            && settings.ServerClockComparable
            && record.StopwatchFrequency == Stopwatch.Frequency)
        {
            histograms.Record(MetricCatalog.ServerNoticeUs, StopwatchTicks.ToNanoseconds(aborted - clock.Fired));
        }
        else if (record is null)
        {
            tally.UnseenAborts++;
            tally.NeverArrived++;
        }
        else if (!record.Aborted)
        {
            tally.UnseenAborts++;
        }

        histograms.Record(
            MetricCatalog.NextRequestAfterCancelUs,
            await TimePlaintextAsync(probe, cancellationToken).ConfigureAwait(false));
        histograms.Record(
            MetricCatalog.ReusedConnectionRequestUs,
            await TimePlaintextAsync(probe, cancellationToken).ConfigureAwait(false));
    }

    private async Task<long> TimePlaintextAsync(HttpMessageInvoker probe, CancellationToken cancellationToken)
    {
        using var request = new HttpRequestMessage(HttpMethod.Get, settings.Requests.Plaintext);
        var started = Stopwatch.GetTimestamp();
        using var response = await probe.SendAsync(request, cancellationToken).ConfigureAwait(false);
        var elapsed = Stopwatch.GetTimestamp() - started;
        response.EnsureSuccessStatusCode();
        return StopwatchTicks.ToNanoseconds(elapsed);
    }
}
