namespace HttpLab.Results.Findings;

/// <summary>
/// The causes a warning can name, as <see cref="RankedWarning.Kind"/> spells them, in <see cref="All"/> loudest first:
/// the order <see cref="RunFindings.Warnings"/> ranks by.
/// </summary>
public static class WarningKinds
{
    /// <summary>The run, or a study, stopped before measuring everything: Ctrl-C or a failure.</summary>
    public const string Incomplete = "incomplete";

    /// <summary>The load generator could not keep up, so the numbers may describe it rather than the server.</summary>
    public const string GeneratorLimited = "generator-limited";

    /// <summary>A route (or the target) went without answering while requests waited.</summary>
    public const string RouteStalled = "route stalled";

    /// <summary>Requests or iterations failed: refused, reset, timed out, unparsable or not 200.</summary>
    public const string FailedRequests = "failed requests";

    /// <summary>A service-level threshold (<c>httplab load --slo</c>) did not pass.</summary>
    public const string ThresholdFailed = "threshold failed";

    /// <summary>The server shaped the numbers without failing requests: it was saturated.</summary>
    public const string ServerLimited = "server-limited";

    /// <summary>A check of the measurement or of the answers did not pass, e.g. BenchmarkDotNet's validation.</summary>
    public const string Validation = "validation";

    /// <summary>A smoke profile's numbers: a functional check, not a measurement.</summary>
    public const string NotAMeasurement = "not a measurement";

    /// <summary>A distribution with several modes, which one mean hides.</summary>
    public const string Multimodal = "multimodal";

    /// <summary>Numbers at the resolution of a timer or clock: an empty method, whole-millisecond timers.</summary>
    public const string TimerBound = "timer-bound";

    /// <summary>Iterations too short for BenchmarkDotNet to trust their timing.</summary>
    public const string ShortIterations = "short iterations";

    /// <summary>Anything else a study warned about.</summary>
    public const string Other = "other";

    public static IReadOnlyList<string> All { get; } =
    [
        Incomplete, GeneratorLimited, RouteStalled, FailedRequests, ThresholdFailed, ServerLimited, Validation,
        NotAMeasurement, Multimodal, TimerBound, ShortIterations, Other,
    ];

    /// <summary>How loud a kind is.</summary>
    public static WarningLevel LevelOf(string kind) => kind switch
    {
        Incomplete or GeneratorLimited => WarningLevel.Critical,
        RouteStalled or FailedRequests or ThresholdFailed or ServerLimited => WarningLevel.High,
        Validation or NotAMeasurement or Multimodal => WarningLevel.Medium,
        _ => WarningLevel.Low,
    };
}
