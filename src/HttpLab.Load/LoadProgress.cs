namespace HttpLab.Load;

/// <summary>A run's state once a second, for a progress line.</summary>
/// <param name="Phase">Warming up, measuring or draining.</param>
/// <param name="Elapsed">Time since the run started, warm-up included.</param>
/// <param name="Requests">Measured responses so far.</param>
/// <param name="CurrentRps">Measured responses in the last whole second.</param>
/// <param name="Errors">Measured errors so far, every kind.</param>
public readonly record struct LoadProgress(
    LoadPhase Phase, TimeSpan Elapsed, long Requests, double CurrentRps, long Errors);
