namespace HttpLab.Studies;

/// <summary>How much time a study may spend buying precision.</summary>
public enum StudyProfile
{
    /// <summary>
    /// A few minutes per study: 3 rounds of 3 short iterations a launch (two launches of each micro-benchmark study
    /// unless the run asks otherwise).
    /// </summary>
    Quick,

    /// <summary>
    /// Seconds per study: checks that every case runs and validates; its numbers are not a measurement.
    /// </summary>
    Smoke,

    /// <summary>Longer and tighter: 5 rounds of 10 iterations of 250 ms a launch (three launches by default).</summary>
    Full,
}
