using HttpLab.Results;
using HttpLab.Studies.Cancellation;

namespace HttpLab.Studies.Async;

/// <summary>
/// The cancellation study's timer probe, as a case of the async suite's "timer" group, with the step of the clock .NET
/// timers count in as a parameter (tickCountStepMs).
/// </summary>
internal static class TimerResolutionCase
{
    public const string Name = TimerResolutionProbe.CaseName;

    public const string TickCountStepParameter = "tickCountStepMs";

    public static int Samples(StudyProfile profile) => profile switch
    {
        StudyProfile.Smoke => 20,
        StudyProfile.Quick => 200,
        _ => 1000,
    };

    /// <summary>The tick-count step the case measured, in ns, or null.</summary>
    public static double? TickCountStepNs(CaseResult? probe) =>
        probe is not null && probe.Parameters.TryGetValue(TickCountStepParameter, out var step)
            && step.Number is { } milliseconds
            ? milliseconds * 1e6
            : null;

    public static async Task<CaseResult> RunAsync(int samples, CancellationToken cancellationToken)
    {
        var probe = await TimerResolutionProbe.RunAsync(samples, cancellationToken).ConfigureAwait(false);
        var parameters = new Dictionary<string, ParameterValue>
        {
            ["group"] = ParameterValue.Of(AsyncGroups.Timer),
            ["samples"] = ParameterValue.Of(samples),
        };
        if (TickCountStep.MeasureMilliseconds() is { } step)
        {
            parameters[TickCountStepParameter] = ParameterValue.Of(step);
        }

        return probe with { Parameters = parameters };
    }
}
