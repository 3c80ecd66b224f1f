using System.Diagnostics;
using HttpLab.Results;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Measures what the runtime's timers can achieve on this machine: the real duration of Task.Delay(1) and the time
/// from CancelAfter(1) to the token's callback. No CancelAfter deadline can be met more precisely than this.
/// </summary>
internal static class TimerResolutionProbe
{
    public const string CaseName = "timerResolution";

    public static async Task<CaseResult> RunAsync(int samples, CancellationToken cancellationToken)
    {
        var histograms = new CaseHistograms();
        for (var sample = 0; sample < samples; sample++)
        {
            var started = Stopwatch.GetTimestamp();
            await Task.Delay(1, cancellationToken).ConfigureAwait(false);
            histograms.Record(
                MetricCatalog.TaskDelay1Us, StopwatchTicks.ToNanoseconds(Stopwatch.GetTimestamp() - started));

            histograms.Record(
                MetricCatalog.CancelAfter1Us, await CancelAfterOnceAsync(cancellationToken).ConfigureAwait(false));
        }

        return new CaseResult
        {
            Name = CaseName,
            Parameters = new Dictionary<string, ParameterValue>
            {
                ["phase"] = ParameterValue.Of("timerProbe"),
                ["samples"] = ParameterValue.Of(samples),
            },
            Metrics = new Dictionary<string, double>
            {
                [MetricCatalog.StopwatchResolutionNs.Name] = 1e9 / Stopwatch.Frequency,
            },
            Distributions = histograms.Distributions(),
        };
    }

    private static async Task<long> CancelAfterOnceAsync(CancellationToken cancellationToken)
    {
        var fired = new TaskCompletionSource<long>(TaskCreationOptions.RunContinuationsAsynchronously);
        using var source = new CancellationTokenSource();
        using var registration = source.Token.UnsafeRegister(
            static state => ((TaskCompletionSource<long>)state!).TrySetResult(Stopwatch.GetTimestamp()), fired);
        var started = Stopwatch.GetTimestamp();
        source.CancelAfter(1);
        var firedAt = await fired.Task.WaitAsync(cancellationToken).ConfigureAwait(false);
        return StopwatchTicks.ToNanoseconds(firedAt - started);
    }
}
