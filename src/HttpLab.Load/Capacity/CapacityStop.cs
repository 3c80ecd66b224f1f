namespace HttpLab.Load.Capacity;

/// <summary>Why a capacity search stopped.</summary>
public enum CapacityStop
{
    /// <summary>The last passing and first failing rates are within the precision (5%).</summary>
    Bracket,

    /// <summary>The maximum rate passed.</summary>
    MaxRate,

    /// <summary>A step was generator-limited: the generator, not the server, was the limit.</summary>
    GeneratorLimited,

    /// <summary>The budget (<c>--duration</c>) left no time for the next step.</summary>
    Budget,

    /// <summary>The step cap was reached.</summary>
    StepLimit,

    /// <summary>
    /// Not one request of the first step succeeded (nothing answered, or nothing with an expected status), so no lower
    /// rate was tried.
    /// </summary>
    FirstStepFailed,

    /// <summary>
    /// Every rate tried failed the SLO, down to the lowest (<see cref="CapacitySearchOptions.LowestRps"/>), or down to
    /// a rate where not one request succeeded.
    /// </summary>
    NoRatePassed,

    /// <summary>Ctrl-C (the cancellation token).</summary>
    Interrupted,
}
