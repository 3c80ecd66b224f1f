namespace HttpLab.Load.Capacity;

/// <summary>What a capacity search could say.</summary>
public enum CapacityAnswer
{
    /// <summary>A rate that meets the SLO, with a higher one that fails it: the capacity lies between them.</summary>
    Found,

    /// <summary>
    /// A rate that meets the SLO but no higher one that fails it: the capacity is at least that (the maximum rate was
    /// reached, the generator could not go higher, the budget ended or Ctrl-C stopped the ramp).
    /// </summary>
    AtLeast,

    /// <summary>
    /// Every rate tried failed the SLO, from the first down the ramp: the capacity is below the lowest of them.
    /// </summary>
    Below,

    /// <summary>
    /// No rate was judged: every request of the first step failed, or the generator or Ctrl-C stopped it.
    /// </summary>
    Unknown,
}
