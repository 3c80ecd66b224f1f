using System.Runtime.ExceptionServices;
using HttpLab.Load.Intervals;
using HttpLab.Results;
using HttpLab.Results.Files;

namespace HttpLab.Load.Reporting;

/// <summary>
/// A run's interval log written as the run goes (<see cref="LoadFiles.IntervalLog"/>, growing as
/// <c>latency.hlog.partial</c> until <see cref="Complete"/>): nothing of it stays in memory, and a run killed midway
/// leaves every second it measured on disk. A write that fails (a full disk, a folder made read-only) stops the log
/// and is kept: <see cref="Complete"/> throws it, after the run, where its results are saved.
/// </summary>
public sealed class IntervalLogFile : ILoadIntervalLog, IDisposable
{
    private readonly LoadOptions options;
    private readonly GrowingFile file;
    private Exception? failure;

    public IntervalLogFile(ArtifactWriter folder, LoadOptions options)
    {
        ArgumentNullException.ThrowIfNull(folder);
        ArgumentNullException.ThrowIfNull(options);
        this.options = options;
        file = folder.CreateGrowingFile(LoadFiles.IntervalLog);
    }

    /// <summary>Where the log grows while the run goes.</summary>
    public string PartialPath => file.PartialPath;

    public void Append(LoadInterval interval)
    {
        ArgumentNullException.ThrowIfNull(interval);
        if (failure is not null)
        {
            return;
        }

        try
        {
            var header = file.Started ? string.Empty : IntervalLogText.Header(options, interval.StartUtc);
            file.Append(header + IntervalLogText.Lines(interval));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            failure = exception;
        }
    }

    /// <summary>
    /// Moves the log into place: with the header alone when the run measured no second (it started measuring at
    /// <paramref name="measureStartUtc"/>).
    /// </summary>
    /// <exception cref="IOException">A write failed, during the run or now.</exception>
    /// <exception cref="UnauthorizedAccessException">A write was refused, during the run or now.</exception>
    public void Complete(DateTimeOffset measureStartUtc)
    {
        if (failure is not null)
        {
            ExceptionDispatchInfo.Throw(failure);
        }

        if (!file.Started)
        {
            file.Append(IntervalLogText.Header(options, measureStartUtc));
        }

        file.Complete();
    }

    public void Dispose() => file.Dispose();
}
