namespace HttpLab.Histograms;

/// <summary>
/// HdrHistogram's WriterReaderPhaser: writers pay two interlocked increments and never wait; a reader that has
/// swapped the data structure writers use calls <see cref="FlipPhase"/>, which returns once every writer that might
/// still be using the old structure has left. The sign of the start epoch tells which phase a writer entered in.
/// </summary>
internal sealed class WriterReaderPhaser
{
    private readonly Lock readerLock = new();
    private long startEpoch;
    private long evenEndEpoch;
    private long oddEndEpoch = long.MinValue;

    /// <summary>Enters a writer critical section; pass the result to <see cref="WriterCriticalSectionExit"/>.</summary>
    public long WriterCriticalSectionEnter() => Interlocked.Increment(ref startEpoch) - 1;

    public void WriterCriticalSectionExit(long criticalValueAtEnter)
    {
        if (criticalValueAtEnter < 0)
        {
            Interlocked.Increment(ref oddEndEpoch);
        }
        else
        {
            Interlocked.Increment(ref evenEndEpoch);
        }
    }

    /// <summary>Serializes readers; writers are never blocked by it.</summary>
    public Lock.Scope EnterReader() => readerLock.EnterScope();

    /// <summary>
    /// Starts a new phase and waits until all writers that entered in the previous phase have exited.
    /// The caller holds the reader lock and has already published the new structure writers should use.
    /// </summary>
    public void FlipPhase()
    {
        var nextPhaseIsEven = Volatile.Read(ref startEpoch) < 0;
        long initialStartValue;
        if (nextPhaseIsEven)
        {
            initialStartValue = 0;
            Volatile.Write(ref evenEndEpoch, initialStartValue);
        }
        else
        {
            initialStartValue = long.MinValue;
            Volatile.Write(ref oddEndEpoch, initialStartValue);
        }

        var startValueAtFlip = Interlocked.Exchange(ref startEpoch, initialStartValue);

        // Every writer that entered before the exchange incremented the old phase's start count; wait for as many exits.
        var spinner = default(SpinWait);
        while ((nextPhaseIsEven ? Volatile.Read(ref oddEndEpoch) : Volatile.Read(ref evenEndEpoch)) != startValueAtFlip)
        {
            spinner.SpinOnce();
        }
    }
}
