namespace HttpLab.Load.Capacity;

/// <summary>A capacity search's state: the step under way and its run's progress, or a step just finished.</summary>
/// <param name="Step">The step's number, from 1.</param>
/// <param name="Rps">The step's rate.</param>
/// <param name="Extension">True while the step's second run (its extension) is under way.</param>
/// <param name="Elapsed">Time since the search started.</param>
/// <param name="Load">The run's progress; null when the step just finished (<paramref name="Finished"/>).</param>
/// <param name="Finished">The step just finished, or null while it runs.</param>
public readonly record struct CapacityProgress(
    int Step, double Rps, bool Extension, TimeSpan Elapsed, LoadProgress? Load, CapacityStep? Finished);
