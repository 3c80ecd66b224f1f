namespace HttpLab.Studies;

/// <summary>How much time a study may spend buying precision.</summary>
public enum StudyProfile
{
    /// <summary>A few minutes per study: fixed, short iteration counts.</summary>
    Quick,

    /// <summary>
    /// Seconds per study: checks that every case runs and validates; its numbers are not a measurement.
    /// </summary>
    Smoke,

    /// <summary>As precise as the engine's defaults make it (BenchmarkDotNet's default job).</summary>
    Full,
}
