using HttpLab.Load.Requests;
using HttpLab.Load.Thresholds;
using static System.FormattableString;

namespace HttpLab.Load;

/// <summary>
/// One load run: what to send, how fast, for how long, with which engine. Check it with <see cref="Validate"/>.
/// </summary>
public sealed record LoadOptions
{
    /// <summary>
    /// The target, http:// or https:// on any host (see <see cref="LoadTarget"/>): every request GETs it unless
    /// <see cref="Requests"/> says otherwise.
    /// </summary>
    public required Uri Url { get; init; }

    /// <summary>Which certificates an https:// <see cref="Url"/> may present.</summary>
    public LoadTls Tls { get; init; } = LoadTls.Default;

    /// <summary>
    /// The requests to send, in turn (or by weight), instead of a GET of <see cref="Url"/>; every URL must have
    /// <see cref="Url"/>'s scheme, host and port (the connections go there). Null or empty: GET <see cref="Url"/>.
    /// </summary>
    public IReadOnlyList<RequestTemplate>? Requests { get; init; }

    /// <summary>The requests the run sends: <see cref="Requests"/>, or a GET of <see cref="Url"/>.</summary>
    public IReadOnlyList<RequestTemplate> Templates =>
        Requests is { Count: > 0 } requests ? requests : [new RequestTemplate { Url = Url }];

    /// <summary>
    /// The arrival rate; null selects the closed model (each connection sends when its last response came).
    /// </summary>
    public TargetRate? Rate { get; init; }

    public LoadModel Model => Rate is null ? LoadModel.Closed : LoadModel.Open;

    /// <summary>
    /// Connections (closed model: workers; open model: the connection pool, so also the most requests on the wire at
    /// once).
    /// </summary>
    public int Connections { get; init; } = LoadLimits.DefaultConnections;

    /// <summary>How long requests are measured, after the warm-up.</summary>
    public required TimeSpan Duration { get; init; }

    /// <summary>
    /// Sending before measuring; its requests are left out of every result. Null:
    /// <see cref="LoadLimits.DefaultWarmup"/>.
    /// </summary>
    public TimeSpan? Warmup { get; init; }

    /// <summary>
    /// Stop measuring after this many requests, even before <see cref="Duration"/> has passed; null for no cap. With a
    /// <see cref="Shard"/>, the whole run's cap: the open model sends the schedule's first this many measured requests
    /// (this shard its own of them), the closed model this shard's <see cref="LoadShard.Share"/> of it.
    /// </summary>
    public long? MaxRequests { get; init; }

    /// <summary>
    /// When the warm-up begins, on the system's wall clock, after which the run times itself by
    /// <see cref="System.Diagnostics.Stopwatch"/>; null to begin at once. Several generators given one start time
    /// begin together, as nearly as their clocks agree. A time already past begins at once, the schedule still
    /// counted from it.
    /// </summary>
    public DateTimeOffset? StartAt { get; init; }

    /// <summary>
    /// This generator's part of a run several send together (<see cref="LoadShard"/>): <see cref="Rate"/> stays the
    /// whole run's, <see cref="Connections"/> is this generator's own.
    /// </summary>
    public LoadShard Shard { get; init; } = LoadShard.Whole;

    /// <summary>The most requests on a connection or queued for one; at least <see cref="Connections"/>.</summary>
    public int MaxInFlight { get; init; } = LoadLimits.DefaultMaxInFlight;

    /// <summary>
    /// Open model: the scheduler wakes at most once per quantum and sends together the requests that fell due
    /// meanwhile, each up to a quantum late (in the send lateness and the corrected latency). It saves the generator
    /// CPU at rates above one request per quantum, where a wake for each request would cost more than the request;
    /// below that rate every request still leaves at its own time. Default <see cref="LoadLimits.DefaultSendQuantum"/>;
    /// zero for none: every request at its own time at any rate.
    /// </summary>
    public TimeSpan SendQuantum { get; init; } = LoadLimits.DefaultSendQuantum;

    /// <summary>
    /// A request without a complete response by then is a timeout error and its connection is closed.
    /// </summary>
    public TimeSpan Timeout { get; init; } = LoadLimits.DefaultTimeout;

    public LoadEngineKind Engine { get; init; } = LoadEngineKind.Raw;

    /// <summary>The HTTP version every request is sent with, on either engine.</summary>
    public LoadHttpVersion Http { get; init; } = LoadHttpVersion.Http11;

    /// <summary>HTTP/2: requests at a time on each connection (its streams); 1 for HTTP/1.1.</summary>
    public int Streams { get; init; } = 1;

    /// <summary>
    /// Requests on the wire at once at most: <see cref="Connections"/> times <see cref="Streams"/>. Each is a lane of
    /// the run: a closed-model worker, or a slot of the open model's pool.
    /// </summary>
    public int Lanes => Connections * Streams;

    /// <summary>"16 connections", or over HTTP/2 with several streams "64 streams (16 connections x 4)".</summary>
    public string LanesText => Streams == 1
        ? Invariant($"{Connections:#,0} connections")
        : Invariant($"{Lanes:#,0} streams ({Connections:#,0} connections x {Streams:#,0})");

    /// <summary>
    /// The response statuses that count as successes (default 2xx): what <see cref="LoadReport.SuccessLatency"/> holds;
    /// a response of any other status is an answer but a failure to the thresholds.
    /// </summary>
    public StatusSet ExpectStatus { get; init; } = StatusSet.Success;

    /// <summary>The thresholds the run is judged by (<c>--slo</c>), in the order given; empty for none.</summary>
    public IReadOnlyList<LoadThreshold> Thresholds { get; init; } = [];

    public TimeSpan EffectiveWarmup => Warmup ?? LoadLimits.DefaultWarmup(Duration);

    /// <summary>The first problem with these options as one line, or null when the run can start.</summary>
    public string? Validate()
    {
        if (LoadTarget.Problem(Url) is { } urlProblem)
        {
            return urlProblem;
        }

        if (Tls.Problem(Url) is { } tlsProblem)
        {
            return tlsProblem;
        }

        if (RequestsProblem() is { } requestsProblem)
        {
            return requestsProblem;
        }

        if (Duration <= TimeSpan.Zero || Duration > LoadLimits.MaxDuration)
        {
            return $"the duration must be above 0 and at most {LoadLimits.MaxDuration.TotalMinutes:0} minutes, "
                + $"not {Duration}";
        }

        if (EffectiveWarmup < TimeSpan.Zero || EffectiveWarmup > LoadLimits.MaxWarmup)
        {
            return $"the warm-up must be from 0 to {LoadLimits.MaxWarmup.TotalMinutes:0} minutes, "
                + $"not {EffectiveWarmup}";
        }

        if (Timeout <= TimeSpan.Zero || Timeout > LoadLimits.MaxTimeout)
        {
            return $"the request timeout must be above 0 and at most {LoadLimits.MaxTimeout.TotalSeconds:0} s, "
                + $"not {Timeout}";
        }

        if (Connections < 1 || Connections > LoadLimits.MaxConnections)
        {
            return $"connections must be from 1 to {LoadLimits.MaxConnections}, not {Connections}";
        }

        if (HttpProblem() is { } httpProblem)
        {
            return httpProblem;
        }

        if (SendQuantum < TimeSpan.Zero || SendQuantum > LoadLimits.MaxSendQuantum)
        {
            return $"the send quantum must be from 0 to {LoadLimits.MaxSendQuantum.TotalMilliseconds:0} ms, "
                + $"not {SendQuantum.TotalMilliseconds:0.###} ms";
        }

        if (MaxInFlight < Lanes || MaxInFlight > LoadLimits.MaxInFlight)
        {
            return Streams == 1
                ? $"the in-flight cap (--max-in-flight) must be from the connection count ({Connections}) "
                    + $"to {LoadLimits.MaxInFlight}, not {MaxInFlight}"
                : $"the in-flight cap (--max-in-flight) must be from connections x streams ({Lanes}) "
                    + $"to {LoadLimits.MaxInFlight}, not {MaxInFlight}";
        }

        if (MaxRequests is < 1)
        {
            return $"the request cap must be at least 1, not {MaxRequests}";
        }

        if (Shard.Problem() is { } shardProblem)
        {
            return shardProblem;
        }

        if (MaxRequests < Shard.Count)
        {
            return $"the request cap (--requests) must be at least the shard count ({Shard.Count}), so that every "
                + $"shard sends a request, not {MaxRequests}";
        }

        if (Rate is { } rate
            && (rate.Start < 0
                || rate.End < 0
                || rate.Start + rate.End <= 0
                || rate.Start > TargetRate.MaxRps
                || rate.End > TargetRate.MaxRps))
        {
            return $"the rate must be above 0 and at most {TargetRate.MaxRps:#,0} requests per second, not {rate}";
        }

        if (Rate is null && Thresholds.FirstOrDefault(threshold => threshold.NeedsTargetRate) is { } rateThreshold)
        {
            return $"the threshold --slo '{rateThreshold}' needs a target rate (--rate, the open model); "
                + "in the closed model use rps>=N";
        }

        return null;
    }

    private string? HttpProblem()
    {
        if (Streams < 1 || Streams > LoadLimits.MaxStreams)
        {
            return $"streams must be from 1 to {LoadLimits.MaxStreams}, not {Streams}";
        }

        if (Streams > 1 && Http != LoadHttpVersion.Http2)
        {
            return "several streams per connection (--streams) need HTTP/2 (--http 2): "
                + "HTTP/1.1 sends one request at a time";
        }

        return (long)Connections * Streams > LoadLimits.MaxLanes
            ? Invariant($"connections x streams must be at most {LoadLimits.MaxLanes}, ")
                + Invariant($"not {(long)Connections * Streams}")
            : null;
    }

    private string? RequestsProblem()
    {
        var origin = Url.GetLeftPart(UriPartial.Authority);
        var index = 0;
        foreach (var template in Requests ?? [])
        {
            index++;
            var which = Requests!.Count == 1 ? "the request" : $"request {index}";
            if (LoadTarget.Problem(template.Url) is { } urlProblem)
            {
                return $"{which}: {urlProblem}";
            }

            if (template.Url.GetLeftPart(UriPartial.Authority) != origin)
            {
                return $"{which} goes to {template.Url.GetLeftPart(UriPartial.Authority)}, not {origin}: "
                    + "every request of a run shares one scheme, host and port (one connection pool)";
            }

            if (template.Problem() is { } problem)
            {
                return $"{which}: {problem}";
            }
        }

        return null;
    }
}
