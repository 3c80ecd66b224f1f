using System.Diagnostics;
using System.Globalization;
using HttpLab.Results;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Runs the iterations of one phase and mechanism over one protocol on a fresh client: each iteration is cancelled,
/// then the server is asked whether it saw the abort, then the next request (on HTTP/1.1 on a new connection, since the
/// cancel destroyed the old one; on HTTP/2 on the same one, if the reset stream left it usable) and one more (on the
/// reused connection) are timed.
/// </summary>
internal sealed class CancellationCaseRunner(
    CancellationSettings settings, DeadlineCanceller canceller, AbortObserver observer)
{
    private const int WarmupIterations = 3;

    public async Task<CancellationCaseResult> RunAsync(
        CancellationRoute route,
        CancellationPhase phase,
        CancellationMechanism mechanism,
        Action<int> iterationDone,
        CancellationToken cancellationToken)
    {
        var connections = new ConnectionCounter();
        using var handler = new IterationHandler(new SocketsHttpHandler
        {
            UseProxy = false,
            UseCookies = false,
            ConnectCallback = connections.ConnectAsync,
            SslOptions = route.SslOptions ?? new(),
        });
        using var client = new HttpClient(handler, disposeHandler: false)
        {
            Timeout = mechanism == CancellationMechanism.HttpClientTimeout
                ? settings.Deadline
                : Timeout.InfiniteTimeSpan,
            DefaultRequestVersion = route.Version,
            DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact,
        };

        // The same connection pool without HttpClient.Timeout: timing the next request must not itself time out.
        using var invoker = new HttpMessageInvoker(handler, disposeHandler: false);
        var requests = route.Requests(settings.ServerDelayMs);
        var probe = new Probe(invoker, requests.Plaintext, route.Version, connections);
        var operation = new CancellationOperation(client, requests, canceller);
        var histograms = new CaseHistograms();
        var tally = new CaseTally();
        var requestIdPrefix = $"{settings.RunId}-{CancellationProtocols.Name(route.Protocol)}-{phase}-{mechanism}";

        // Unrecorded iterations first, so the first measured one pays for neither JIT compilation nor a cold server.
        string? warmupError = null;
        var warmupErrors = 0;
        for (var warmup = 0; warmup < WarmupIterations; warmup++)
        {
            var requestId = string.Create(CultureInfo.InvariantCulture, $"{requestIdPrefix}-warmup{warmup}");
            var result = await operation.RunAsync(phase, mechanism, settings.Deadline, requestId).ConfigureAwait(false);
            if (result.Outcome == IterationOutcome.Error)
            {
                warmupErrors++;
                warmupError ??= result.Error;
            }
        }

        // A target that fails every request has nothing to cancel: counting errors for every case would hide that
        // behind a table of zeros, so the study stops on the first case and says why.
        if (warmupErrors == WarmupIterations)
        {
            throw new StudyFailedException($"cancel: {CancellationStudy.CaseLabel(route.Protocol, phase, mechanism)}: "
                + $"all {WarmupIterations} warm-up iterations failed, the first with {warmupError}");
        }

        for (var iteration = 0; iteration < settings.Iterations; iteration++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var requestId = string.Create(CultureInfo.InvariantCulture, $"{requestIdPrefix}-{iteration}");
            var result = await operation.RunAsync(phase, mechanism, settings.Deadline, requestId).ConfigureAwait(false);
            tally.Count(result);
            if (result.Outcome == IterationOutcome.Cancelled)
            {
                await RecordCancelledAsync(
                    result, requestId, probe, histograms, tally, cancellationToken).ConfigureAwait(false);
            }

            iterationDone(iteration + 1);
        }

        return new CancellationCaseResult(route.Protocol, phase, mechanism, histograms, tally);
    }

    private async Task RecordCancelledAsync(
        IterationResult result,
        string requestId,
        Probe probe,
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

        var opened = probe.Connections.Opened;
        histograms.Record(
            MetricCatalog.NextRequestAfterCancelUs, await probe.TimeAsync(cancellationToken).ConfigureAwait(false));
        if (probe.Connections.Opened > opened)
        {
            tally.Reconnects++;
        }

        histograms.Record(
            MetricCatalog.ReusedConnectionRequestUs, await probe.TimeAsync(cancellationToken).ConfigureAwait(false));
    }

    /// <summary>Times a GET of <c>/plaintext</c> on the case's connection pool, in the route's HTTP version.</summary>
    private sealed record Probe(
        HttpMessageInvoker Invoker, Uri Plaintext, Version Version, ConnectionCounter Connections)
    {
        public async Task<long> TimeAsync(CancellationToken cancellationToken)
        {
            using var request = new HttpRequestMessage(HttpMethod.Get, Plaintext)
            {
                Version = Version,
                VersionPolicy = HttpVersionPolicy.RequestVersionExact,
            };
            var started = Stopwatch.GetTimestamp();
            try
            {
                using var response = await Invoker.SendAsync(request, cancellationToken).ConfigureAwait(false);
                var elapsed = Stopwatch.GetTimestamp() - started;
                response.EnsureSuccessStatusCode();

                // An invoker does not buffer the body: left unread, the connection drains it in the background and
                // can be back in the pool only after the next request has dialled a second one, which a later cancel
                // then leaves spare, so that the request after it reuses the spare instead of reconnecting.
                await response.Content.CopyToAsync(Stream.Null, cancellationToken).ConfigureAwait(false);
                return StopwatchTicks.ToNanoseconds(elapsed);
            }
            catch (HttpRequestException exception)
            {
                throw new StudyFailedException($"cancel: the request after a cancel, GET {Plaintext}, failed: "
                    + $"{FailureMessage.Of(exception)}", exception);
            }
        }
    }
}
