namespace HttpLab.Load.Intervals;

/// <summary>
/// Where a load run's intervals go as the run goes, one a second and once more at the end: a file written as the run
/// goes (<c>httplab load</c>), or <see cref="EncodedIntervals"/> in memory when the caller gives none.
/// </summary>
public interface ILoadIntervalLog
{
    /// <summary>
    /// Takes one interval, on the run's sampling thread, one call at a time. Must not throw: a log that cannot write
    /// keeps the failure for its owner to report when the run is over.
    /// </summary>
    void Append(LoadInterval interval);
}
