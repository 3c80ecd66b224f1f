namespace HttpLab.Results;

/// <summary>Every metric HttpLab writes, in the order reports show them.</summary>
public static class MetricCatalog
{
    public static readonly MetricDefinition MeanNs = new(
        "meanNs", "Mean", MetricKind.DurationNs,
        "Arithmetic mean of all measurements");
    public static readonly MetricDefinition ErrorNs = new(
        "errorNs", "Error", MetricKind.DurationNs,
        "Half of the 99.9% confidence interval of the mean");
    public static readonly MetricDefinition StdDevNs = new(
        "stdDevNs", "StdDev", MetricKind.DurationNs,
        "Standard deviation of all measurements");
    public static readonly MetricDefinition MedianNs = new(
        "medianNs", "Median", MetricKind.DurationNs,
        "Value separating the higher half of all measurements (50th percentile)");
    public static readonly MetricDefinition P95Ns = new(
        "p95Ns", "P95", MetricKind.DurationNs,
        "95th percentile of all measurements");
    public static readonly MetricDefinition Ratio = new(
        "ratio", "Ratio", MetricKind.Ratio,
        "Mean of this case divided by the mean of the baseline in the same group");
    public static readonly MetricDefinition AllocatedBytesPerOp = new(
        "allocatedBytesPerOp", "Allocated", MetricKind.Bytes,
        "Managed memory allocated per operation (inclusive, 1 KB = 1024 B)");
    public static readonly MetricDefinition AllocRatio = new(
        "allocRatio", "Alloc Ratio", MetricKind.Ratio,
        "Allocated bytes of this case divided by those of the baseline in the same group");
    public static readonly MetricDefinition Gen0Per1000 = new(
        "gen0Per1000", "Gen0", MetricKind.PerThousand,
        "Generation 0 collections per 1000 operations");
    public static readonly MetricDefinition Gen1Per1000 = new(
        "gen1Per1000", "Gen1", MetricKind.PerThousand,
        "Generation 1 collections per 1000 operations");
    public static readonly MetricDefinition Gen2Per1000 = new(
        "gen2Per1000", "Gen2", MetricKind.PerThousand,
        "Generation 2 collections per 1000 operations");
    public static readonly MetricDefinition CompletedWorkItemsPerOp = new(
        "completedWorkItemsPerOp", "Work Items", MetricKind.PerOperation,
        "Thread-pool work items completed per operation");
    public static readonly MetricDefinition LockContentionsPerOp = new(
        "lockContentionsPerOp", "Lock Contentions", MetricKind.PerOperation,
        "Monitor lock contentions per operation");
    public static readonly MetricDefinition IdealNs = new(
        "idealNs", "Ideal", MetricKind.DurationNs,
        "What the case would take if sleeps and delays lasted exactly as long as asked");
    public static readonly MetricDefinition OverIdealNs = new(
        "overIdealNs", "Over Ideal", MetricKind.DurationNs,
        "Mean minus ideal: the part of the case that is timer granularity and scheduling, not the requested waiting");
    public static readonly MetricDefinition DrainNs = new(
        "drainNs", "Drain", MetricKind.DurationNs,
        "Time from releasing a burst of concurrent callers until the last one finished");
    public static readonly MetricDefinition StartThreads = new(
        "startThreads", "Threads at start", MetricKind.Count,
        "Thread-pool threads when the burst was released");
    public static readonly MetricDefinition PeakThreads = new(
        "peakThreads", "Peak threads", MetricKind.Count,
        "Most thread-pool threads seen while the burst drained");
    public static readonly MetricDefinition Iterations = new(
        "iterations", "N", MetricKind.Count,
        "Number of measured iterations behind the statistics");

    public static readonly MetricDefinition SlackUs = new(
        "slackUs", "Timer slack", MetricKind.DistributionUs,
        "Token fired minus deadline: how late the timer (or canceller) fired");
    public static readonly MetricDefinition PropagationUs = new(
        "propagationUs", "Propagation", MetricKind.DistributionUs,
        "Awaited call threw minus token fired: how long the cancellation took to stop the operation");
    public static readonly MetricDefinition OvershootUs = new(
        "overshootUs", "Overshoot", MetricKind.DistributionUs,
        "Awaited call threw minus deadline: slack plus propagation, what the caller experiences");
    public static readonly MetricDefinition ServerNoticeUs = new(
        "serverNoticeUs", "Server notice", MetricKind.DistributionUs,
        "Server observed the abort (RequestAborted) minus token fired");
    public static readonly MetricDefinition NextRequestAfterCancelUs = new(
        "nextRequestAfterCancelUs", "Next request after cancel", MetricKind.DistributionUs,
        "Latency of the first request after a cancellation (over HTTP/1.1 its connection was destroyed, so it opens a "
        + "new one; over HTTP/2 it should reuse the connection)");
    public static readonly MetricDefinition ReusedConnectionRequestUs = new(
        "reusedConnectionRequestUs", "Request on reused connection", MetricKind.DistributionUs,
        "Latency of a request on an already-open pooled connection");
    public static readonly MetricDefinition TaskDelay1Us = new(
        "taskDelay1Us", "Task.Delay(1)", MetricKind.DistributionUs,
        "Real duration of Task.Delay(1 ms): the timer's granularity");
    public static readonly MetricDefinition CancelAfter1Us = new(
        "cancelAfter1Us", "CancelAfter(1)", MetricKind.DistributionUs,
        "Time from CancelAfter(1 ms) to the token's callback");
    public static readonly MetricDefinition StopwatchResolutionNs = new(
        "stopwatchResolutionNs", "Stopwatch tick", MetricKind.DurationNs,
        "Duration of one Stopwatch tick: the resolution of every timestamp");
    public static readonly MetricDefinition Cancelled = new(
        "cancelled", "Cancelled", MetricKind.Count,
        "Iterations that ended in the expected cancellation exception");
    public static readonly MetricDefinition LateCompletions = new(
        "lateCompletions", "Late completions", MetricKind.Count,
        "Iterations whose operation completed although the token had fired");
    public static readonly MetricDefinition CompletedBeforeDeadline = new(
        "completedBeforeDeadline", "Completed in time", MetricKind.Count,
        "Iterations whose operation completed before the deadline (nothing to cancel)");
    public static readonly MetricDefinition UnseenAborts = new(
        "unseenAborts", "Unseen aborts", MetricKind.Count,
        "Cancelled iterations whose abort the server never observed");
    public static readonly MetricDefinition ReconnectsAfterCancel = new(
        "reconnectsAfterCancel", "Reconnects after cancel", MetricKind.Count,
        "Cancelled iterations after which the next request had to open a new connection (HTTP/1.1: the cancel closed "
        + "it; HTTP/2 resets only the stream, so none are expected)");
    public static readonly MetricDefinition Errors = new(
        "errors", "Errors", MetricKind.Count,
        "Iterations that failed with an exception other than the expected cancellation (load: requests that failed, "
        + "every kind; load study: also responses other than 200)");
    public static readonly MetricDefinition OvershootP50PctOfDeadline = new(
        "overshootP50PctOfDeadline", "Overshoot p50 %", MetricKind.Percent,
        "Median overshoot as a percentage of the deadline");
    public static readonly MetricDefinition OvershootP99PctOfDeadline = new(
        "overshootP99PctOfDeadline", "Overshoot p99 %", MetricKind.Percent,
        "99th-percentile overshoot as a percentage of the deadline");

    public static readonly MetricDefinition TargetRps = new(
        "targetRps", "Target rate", MetricKind.PerSecond,
        "Requests per second the open-model schedule asked for (the mean of a ramp)");
    public static readonly MetricDefinition AchievedRps = new(
        "achievedRps", "Achieved rate", MetricKind.PerSecond,
        "Measured responses (any status) per second of the measured time; a refused or failed request is not achieved");
    public static readonly MetricDefinition Requests = new(
        "requests", "Requests", MetricKind.Count,
        "Measured requests sent (answered or failed); those never sent count as errorsNotSent");
    public static readonly MetricDefinition ErrorsRefused = new(
        "errorsRefused", "Refused", MetricKind.Count,
        "Requests whose connection was refused");
    public static readonly MetricDefinition ErrorsReset = new(
        "errorsReset", "Reset", MetricKind.Count,
        "Requests whose connection was reset or closed before the response was complete");
    public static readonly MetricDefinition ErrorsTimeout = new(
        "errorsTimeout", "Timeout", MetricKind.Count,
        "Requests without a complete response within the request timeout");
    public static readonly MetricDefinition ErrorsUnparsable = new(
        "errorsUnparsable", "Unparsable", MetricKind.Count,
        "Responses that were not valid HTTP/1.1 (the connection was replaced)");
    public static readonly MetricDefinition ErrorsNotSent = new(
        "errorsNotSent", "Not sent", MetricKind.Count,
        "Requests never sent: the in-flight cap was reached when they were due, or they were still queued when the "
        + "drain ended");
    public static readonly MetricDefinition BytesSent = new(
        "bytesSent", "Sent", MetricKind.Bytes,
        "Bytes written while measuring (requests, headers included; over https the TLS records)");
    public static readonly MetricDefinition BytesReceived = new(
        "bytesReceived", "Received", MetricKind.Bytes,
        "Bytes read while measuring (responses, headers included; over https the TLS records)");
    public static readonly MetricDefinition ResponseBodyBytes = new(
        "responseBodyBytes", "Response bodies", MetricKind.Bytes,
        "The bodies of the measured responses together (after chunk framing, headers not included)");
    public static readonly MetricDefinition ResponseBodyBytesMin = new(
        "responseBodyBytesMin", "Smallest body", MetricKind.Bytes, "The smallest body of a measured response");
    public static readonly MetricDefinition ResponseBodyBytesMean = new(
        "responseBodyBytesMean", "Mean body", MetricKind.Bytes, "The mean body size of the measured responses");
    public static readonly MetricDefinition ResponseBodyBytesMax = new(
        "responseBodyBytesMax", "Largest body", MetricKind.Bytes, "The largest body of a measured response");
    public static readonly MetricDefinition GeneratorCpuSeconds = new(
        "generatorCpuSeconds", "Generator CPU", MetricKind.Seconds,
        "CPU time the load generator's process used while measuring, all threads");
    public static readonly MetricDefinition GeneratorCollections = new(
        "generatorCollections", "Generator GCs", MetricKind.Count,
        "Garbage collections the load generator's process ran while measuring, every generation");
    public static readonly MetricDefinition GeneratorGcPauseSeconds = new(
        "generatorGcPauseSeconds", "Generator GC pause", MetricKind.Seconds,
        "How long the load generator's garbage collections paused it while measuring, in all");
    public static readonly MetricDefinition GeneratorJitSeconds = new(
        "generatorJitSeconds", "Generator JIT", MetricKind.Seconds,
        "How long the runtime's JIT compiled in the load generator's process while measuring, every thread: a one-time "
        + "cost of code first run and tiered up, within the generator CPU");
    public static readonly MetricDefinition GeneratorLimited = new(
        "generatorLimited", "Generator-limited", MetricKind.Flag,
        "The generator, not the server, may have limited the run: send lateness p99 above 1 ms or achieved rate more "
        + "than 1% below the target");
    public static readonly MetricDefinition ServerLimited = new(
        "serverLimited", "Server-limited", MetricKind.Flag,
        "The server stalled (no response in a second while requests waited), was saturated (every connection "
        + "waiting, timeouts, the in-flight cap reached) or failed requests");
    public static readonly MetricDefinition CapacityRps = new(
        "capacityRps", "Capacity", MetricKind.PerSecond,
        "The highest constant rate a capacity search found to meet the SLO (the load study: per route)");
    public static readonly MetricDefinition CapacityFailRps = new(
        "capacityFailRps", "First fail", MetricKind.PerSecond,
        "The lowest rate above the capacity that failed the SLO: the bracket's upper end (the first rate when even "
        + "that failed)");
    public static readonly MetricDefinition CapacityAtLeast = new(
        "capacityAtLeast", "Lower bound", MetricKind.Flag,
        "The capacity is only a lower bound: no higher rate failed (the maximum rate, the budget or the generator "
        + "ended the search)");
    public static readonly MetricDefinition CapacitySteps = new(
        "capacitySteps", "Steps", MetricKind.Count,
        "Rates the capacity search tried, a rate run again counted again");
    public static readonly MetricDefinition LatencyUs = new(
        "latencyUs", "Latency, every request", MetricKind.DistributionUs,
        "Every measured request from its intended send time (corrected for coordinated omission): a response at its "
        + "completion, a failure at the time it waited (a timeout at least the timeout), a request never sent until "
        + "the end of the run");
    public static readonly MetricDefinition SuccessLatencyUs = new(
        "successLatencyUs", "Latency, successes only", MetricKind.DistributionUs,
        "Responses with an expected status only (httplab load --expect-status, default 2xx), from the request's "
        + "intended send time: leaves failures out, so read it beside latencyUs");
    public static readonly MetricDefinition UncorrectedLatencyUs = new(
        "uncorrectedLatencyUs", "Latency (uncorrected)", MetricKind.DistributionUs,
        "Responses (any status) from the request's actual send time, as closed-loop tools report it");
    public static readonly MetricDefinition SendLatenessUs = new(
        "sendLatenessUs", "Send lateness", MetricKind.DistributionUs,
        "How late the generator released each request against its schedule (closed model: time from a response to "
        + "the next send)");

    public static IReadOnlyList<MetricDefinition> All { get; } =
    [
        MeanNs, ErrorNs, StdDevNs, MedianNs, P95Ns, Ratio, AllocatedBytesPerOp, AllocRatio, Gen0Per1000, Gen1Per1000,
        Gen2Per1000, CompletedWorkItemsPerOp, LockContentionsPerOp, IdealNs, OverIdealNs, Iterations, DrainNs,
        StartThreads, PeakThreads, StopwatchResolutionNs, Cancelled, LateCompletions, CompletedBeforeDeadline,
        UnseenAborts, ReconnectsAfterCancel, Errors, OvershootP50PctOfDeadline, OvershootP99PctOfDeadline, SlackUs,
        PropagationUs, OvershootUs, ServerNoticeUs, NextRequestAfterCancelUs, ReusedConnectionRequestUs, TaskDelay1Us,
        CancelAfter1Us, TargetRps, AchievedRps, Requests, ErrorsRefused, ErrorsReset, ErrorsTimeout, ErrorsUnparsable,
        ErrorsNotSent, BytesSent, BytesReceived, ResponseBodyBytes, ResponseBodyBytesMin, ResponseBodyBytesMean,
        ResponseBodyBytesMax, GeneratorCpuSeconds, GeneratorCollections, GeneratorGcPauseSeconds, GeneratorJitSeconds,
        GeneratorLimited, ServerLimited, CapacityRps, CapacityFailRps, CapacityAtLeast, CapacitySteps, LatencyUs,
        SuccessLatencyUs, UncorrectedLatencyUs, SendLatenessUs,
    ];

    public static MetricDefinition? Find(string name) => All.FirstOrDefault(metric => metric.Name == name);
}
