namespace HttpLab.Compare;

/// <summary>What the statistics say of a case measured twice: the second run against the first.</summary>
public enum Verdict
{
    /// <summary>
    /// No difference shown: within the threshold, under the noise floor, or not significant (iteration samples); the
    /// whole confidence interval within the threshold (distributions).
    /// </summary>
    Same,

    /// <summary>The second run is faster by more than the threshold, and the test says it is real.</summary>
    Faster,

    /// <summary>The second run is slower by more than the threshold, and the test says it is real.</summary>
    Slower,

    /// <summary>
    /// Too few samples for the test to show a difference however large (e.g. three iterations against three), or
    /// (distributions) an interval that crosses the threshold, so a difference can be neither ruled in nor out.
    /// </summary>
    Unknown,
}
