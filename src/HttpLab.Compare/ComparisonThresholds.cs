namespace HttpLab.Compare;

/// <summary>
/// How large a difference must be to count: a relative threshold (0.05: 5% of the baseline's median) and an absolute
/// noise floor in nanoseconds, below which no difference counts however significant, as the .NET team's
/// ResultsComparer does.
/// </summary>
public sealed record ComparisonThresholds(double Relative = 0.05, double NoiseNs = 0.5)
{
    /// <summary>Why these thresholds cannot be used, or null when they can.</summary>
    public string? Problem() => (Relative, NoiseNs) switch
    {
        ({ } relative, _) when !double.IsFinite(relative) || relative < 0 || relative >= 1 =>
            $"the threshold must be from 0% to below 100%, not {relative:P1}",
        (_, { } noise) when !double.IsFinite(noise) || noise < 0 =>
            $"the noise floor must be 0 ns or more, not {noise} ns",
        _ => null,
    };
}
