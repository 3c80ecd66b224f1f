namespace HttpLab.Load.Capacity;

/// <summary>What a capacity step says about its rate.</summary>
public enum StepVerdict
{
    /// <summary>The rate meets every threshold of the SLO.</summary>
    Passed,

    /// <summary>The rate misses a threshold (also when every request failed).</summary>
    Failed,

    /// <summary>The generator could not keep up, so the step says nothing about the server; the search stops.</summary>
    GeneratorLimited,

    /// <summary>
    /// The rate missed the SLO in one second only, or two adjacent ones (a pause of the server, not its rate): the
    /// search runs the rate again, and that run decides.
    /// </summary>
    Burst,

    /// <summary>Ctrl-C stopped the step: what it measured is kept, but it judges nothing.</summary>
    Interrupted,
}
