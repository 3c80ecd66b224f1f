namespace HttpLab.Results.Findings;

/// <summary>
/// Which of <see cref="WarningKinds"/> a warning's text names, from the words HttpLab's studies, its load generator and
/// BenchmarkDotNet's analysers write. Rules are tried loudest first, so a text naming two causes gets the louder.
/// </summary>
internal static class WarningClassifier
{
    private static readonly (string Kind, string[] Words)[] Rules =
    [
        // AsyncStudy, CancellationStudy and LoadStudy write "Interrupted: ...", a load case "interrupted: ...".
        (WarningKinds.Incomplete, ["interrupted:"]),
        (WarningKinds.GeneratorLimited, ["generator-limited", "generatorLimitedReason"]),
        (WarningKinds.RouteStalled, ["stalled"]),
        (WarningKinds.FailedRequests,
        [
            "every request failed", "no successful response", "iterations failed", "were not 200",
            "not valid HTTP", "connections were refused", "were reset", "no response within",
        ]),
        (WarningKinds.ThresholdFailed, ["threshold failed", "thresholds failed"]),
        (WarningKinds.ServerLimited, ["server-limited", "serverLimitedReason"]),
        (WarningKinds.Validation, ["validation:", "answered wrongly", "validation failed"]),
        (WarningKinds.NotAMeasurement, ["not a measurement"]),
        (WarningKinds.Multimodal, ["bimodal", "several modes", "multimodal"]),
        (WarningKinds.TimerBound,
        [
            "indistinguishable from the empty method", "timers count whole", "timer resolution", "timer's resolution",
            "timer tick",
        ]),
        (WarningKinds.ShortIterations, ["minimum observed iteration time", "iterations are too short"]),
    ];

    public static string Classify(string text)
    {
        foreach (var (kind, words) in Rules)
        {
            if (words.Any(word => text.Contains(word, StringComparison.OrdinalIgnoreCase)))
            {
                return kind;
            }
        }

        return WarningKinds.Other;
    }
}
