using HttpLab.Load;
using HttpLab.Load.Capacity;

namespace HttpLab.Cli.Load;

/// <summary>
/// A parsed <c>httplab load</c> command line; <see cref="Url"/> null means "start the target and load /plaintext" (or
/// the paths of a requests file).
/// </summary>
internal sealed record LoadRequest(
    Uri? Url,
    TargetRate? Rate,
    int Connections,
    TimeSpan Duration,
    TimeSpan? Warmup,
    long? MaxRequests,
    int MaxInFlight,
    TimeSpan Timeout,
    LoadEngineKind Engine,
    string ResultsRoot,
    string? Out,
    LoadTls? Tls = null)
{
    /// <summary>What the run is judged by: <c>--expect-status</c> and <c>--slo</c>.</summary>
    public LoadChecks Checks { get; init; } = LoadChecks.None;

    /// <summary>What each request is: a GET of the URL unless the command line said otherwise.</summary>
    public LoadRequests Requests { get; init; } = LoadRequests.Get;

    /// <summary>The HTTP version of every request (<c>--http</c>).</summary>
    public LoadHttpVersion Http { get; init; } = LoadHttpVersion.Http11;

    /// <summary>HTTP/2 streams per connection (<c>--streams</c>).</summary>
    public int Streams { get; init; } = 1;

    /// <summary>
    /// <c>--send-quantum</c>, the open model's (<see cref="LoadOptions.SendQuantum"/>; zero for none); null when not
    /// given: the default.
    /// </summary>
    public TimeSpan? SendQuantum { get; init; }

    /// <summary>
    /// <c>--crank-statistics</c>: print the run's figures for crank's agent (<see cref="Load.CrankStatistics"/>).
    /// </summary>
    public bool CrankStatistics { get; init; }

    /// <summary><c>--start-at</c> and <c>--shard</c>: when the run begins and this generator's part of it.</summary>
    public LoadStart Start { get; init; } = LoadStart.Now;

    /// <summary><c>--find-max</c>: a capacity search instead of one run; null for one run.</summary>
    public CapacityRequest? Capacity { get; init; }

    /// <summary>
    /// The capacity search: <see cref="Rate"/> its first rate, <see cref="Warmup"/> each step's, <see cref="Duration"/>
    /// its budget, the thresholds its SLO.
    /// </summary>
    public CapacitySearchOptions ToSearch(Uri url)
    {
        var warmup = Warmup ?? CapacitySearchOptions.DefaultStepWarmup;
        return new CapacitySearchOptions
        {
            // The step's own duration and rate replace these; a ramp and a request cap are refused by Validate.
            Load = ToOptions(url) with { Rate = Rate is { IsRamp: true } ? Rate : null },
            Slo = Checks.Thresholds,
            StartRps = Rate?.Start ?? CapacitySearchOptions.DefaultStartRps,
            MaxRps = Capacity?.MaxRate,
            StepDuration = Capacity?.Step ?? CapacitySearchOptions.DefaultStepDuration(Duration, warmup),
            StepWarmup = warmup,
            Budget = Duration,
        };
    }

    /// <summary>
    /// Why <see cref="Start"/> does not fit the rest of the command line (one line naming the options), or null.
    /// </summary>
    public string? StartProblem()
    {
        var shard = Start.Shard;
        if (Capacity is not null && (Start.At is not null || !shard.IsWhole))
        {
            return $"{(shard.IsWhole ? "--start-at" : "--shard")} and --find-max conflict: "
                + "a capacity search runs on one generator and starts at once";
        }

        return !shard.IsWhole && Rate is null && Connections < shard.Count
            ? $"--shard {shard}: the closed model shares --connections out over the shards, so it needs at least "
                + $"{shard.Count} (one each), not {Connections}"
            : null;
    }

    /// <summary>
    /// The run this generator sends: the closed model's connections are its share of <see cref="Connections"/>.
    /// </summary>
    public LoadOptions ToOptions(Uri url) => new()
    {
        Url = url,
        Requests = Requests.Resolve(url),
        Rate = Rate,
        Connections = Rate is null ? (int)Start.Shard.Share(Connections) : Connections,
        Duration = Duration,
        Warmup = Warmup,
        MaxRequests = MaxRequests,
        MaxInFlight = MaxInFlight,
        Timeout = Timeout,
        Engine = Engine,
        ExpectStatus = Checks.ExpectStatus,
        Thresholds = Checks.Thresholds,
        Tls = Tls ?? LoadTls.Default,
        Http = Http,
        Streams = Streams,
        SendQuantum = SendQuantum ?? LoadLimits.DefaultSendQuantum,
        StartAt = Start.At,
        Shard = Start.Shard,
    };
}
