namespace HttpLab.Studies.Async;

/// <summary>
/// The async study's groups: a benchmark's first category, which BenchmarkDotNet compares against that category's
/// own baseline, and the value of the cases' "group" parameter.
/// </summary>
internal static class AsyncGroups
{
    public const string Sleeps = "sleeps";
    public const string SleepsOnContext = "sleeps-on-context";
    public const string SyncContext = "sync-context";
    public const string CompletedAwait = "completed-await";
    public const string SyncVsYield = "sync-vs-yield";
    public const string Hops = "hops";
    public const string FanIn = "fan-in";
    public const string FanInPreCompleted = "fan-in-precompleted";
    public const string Exceptions = "exceptions";
    public const string Timer = "timer";
    public const string Burst = "burst";

    /// <summary>
    /// Every baseline's name starts with this, so a reader finds each group's reference without a legend.
    /// </summary>
    public const string BaselinePrefix = "Baseline_";
}
