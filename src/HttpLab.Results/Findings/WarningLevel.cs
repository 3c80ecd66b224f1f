namespace HttpLab.Results.Findings;

/// <summary>How much of a study's numbers a warning puts in doubt, loudest first.</summary>
public enum WarningLevel
{
    /// <summary>
    /// The numbers may not say what they seem to: the run or a study stopped early, or the load generator rather than
    /// the server may have set them.
    /// </summary>
    Critical,

    /// <summary>The server stalled, failed requests or was saturated: the numbers describe that.</summary>
    High,

    /// <summary>
    /// A check failed, the numbers are a functional check rather than a measurement, or a distribution has several
    /// modes that one mean hides.
    /// </summary>
    Medium,

    /// <summary>A limit of the measurement (the timer's resolution, short iterations) or a remark about it.</summary>
    Low,
}
