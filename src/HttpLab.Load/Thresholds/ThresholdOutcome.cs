namespace HttpLab.Load.Thresholds;

/// <summary>
/// A <see cref="LoadThreshold"/> judged against one run: passed or not, and what was measured.
/// </summary>
/// <param name="Threshold">The threshold judged.</param>
/// <param name="Passed">True when the measured value is within the limit.</param>
/// <param name="Measured">
/// The value in <see cref="LoadThreshold.Unit"/>; null when there is none to give: nothing measured, or failed requests
/// where the threshold needs latencies (they count as slower than any limit).
/// </param>
/// <param name="MeasuredText">The value for people ("8.42 ms", "0.1%"), or why there is none.</param>
public sealed record ThresholdOutcome(LoadThreshold Threshold, bool Passed, double? Measured, string MeasuredText);
