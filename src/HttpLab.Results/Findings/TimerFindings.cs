namespace HttpLab.Results.Findings;

/// <summary>
/// The timer probe the async and cancellation studies carry (case <c>timerResolution</c>): how long Task.Delay(1)
/// and CancelAfter(1) really take here, the granularity every timer-driven number of the study rests on.
/// </summary>
internal static class TimerFindings
{
    public static string? Of(StudyScope scope)
    {
        var probe = scope.Cases.FirstOrDefault(@case =>
            @case.Distributions.TryGetValue(MetricCatalog.TaskDelay1Us.Name, out var delay) && delay.Count > 0);
        if (probe is null)
        {
            return null;
        }

        var delay = probe.Distributions[MetricCatalog.TaskDelay1Us.Name];
        var text = $"Task.Delay(1) lasts {FindingText.Microseconds(delay.P50)} at the median and "
            + $"{FindingText.Microseconds(delay.P99)} at p99 over {FindingText.Count(delay.Count)} samples";
        if (probe.Distributions.TryGetValue(MetricCatalog.CancelAfter1Us.Name, out var cancel) && cancel.Count > 0)
        {
            text += $", and CancelAfter(1) fires after {FindingText.Microseconds(cancel.P50)} at the median";
        }

        return scope.Sentence(text + ": the granularity of the timers here");
    }
}
