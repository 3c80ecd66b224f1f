using System.Globalization;
using HttpLab.Results;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Turns one case's histograms and tally into a result, with warnings for anything that should not have happened.
/// </summary>
internal static class CancellationCaseReport
{
    public static CaseResult ToCase(CancellationCaseResult result, CancellationSettings settings)
    {
        var tally = result.Tally;
        var metrics = new Dictionary<string, double>
        {
            [MetricCatalog.Cancelled.Name] = tally[IterationOutcome.Cancelled],
            [MetricCatalog.LateCompletions.Name] = tally[IterationOutcome.LateCompletion],
            [MetricCatalog.CompletedBeforeDeadline.Name] = tally[IterationOutcome.CompletedBeforeDeadline],
            [MetricCatalog.UnseenAborts.Name] = tally.UnseenAborts,
            [MetricCatalog.ReconnectsAfterCancel.Name] = tally.Reconnects,
            [MetricCatalog.Errors.Name] = tally[IterationOutcome.Error],
        };
        var distributions = result.Histograms.Distributions();
        if (distributions.TryGetValue(MetricCatalog.OvershootUs.Name, out var overshoot))
        {
            var deadlineUs = settings.Deadline.TotalMicroseconds;
            metrics[MetricCatalog.OvershootP50PctOfDeadline.Name] = 100 * overshoot.P50 / deadlineUs;
            metrics[MetricCatalog.OvershootP99PctOfDeadline.Name] = 100 * overshoot.P99 / deadlineUs;
        }

        return new CaseResult
        {
            Name = CancellationStudy.CaseLabel(result.Protocol, result.Phase, result.Mechanism),
            Parameters = Parameters(result, settings),
            Metrics = metrics,
            Distributions = distributions,
            Warnings = Warnings(result, settings),
        };
    }

    /// <summary>
    /// Phase, mechanism and deadline; the protocol too when it is not HTTP/1.1, so that HTTP/1.1 cases keep the names
    /// they had before the protocol axis and compare with older runs.
    /// </summary>
    private static Dictionary<string, ParameterValue> Parameters(
        CancellationCaseResult result, CancellationSettings settings)
    {
        var parameters = new Dictionary<string, ParameterValue>();
        if (result.Protocol != CancellationProtocol.Http1)
        {
            parameters["protocol"] = ParameterValue.Of(CancellationProtocols.Name(result.Protocol));
        }

        parameters["phase"] = ParameterValue.Of(CancellationStudy.Camel(result.Phase.ToString()));
        parameters["mechanism"] = ParameterValue.Of(CancellationStudy.Camel(result.Mechanism.ToString()));
        parameters["deadlineMs"] = ParameterValue.Of(settings.Deadline.TotalMilliseconds);
        return parameters;
    }

    private static string NegativeCause(MetricDefinition metric) =>
        metric == MetricCatalog.SlackUs || metric == MetricCatalog.OvershootUs
            ? "the timer fired, or the call stopped, before the deadline (the runtime's timers count whole "
                + "milliseconds)"
            : "the event was stamped before 'fired', because HttpLab's stamp ran after the operation's own "
                + "cancellation callbacks";

    private static string[] Warnings(CancellationCaseResult result, CancellationSettings settings)
    {
        var tally = result.Tally;
        var warnings = new List<string>();
        Add(tally[IterationOutcome.LateCompletion], "iterations completed although the token had fired (the "
            + "cancellation did not take)");
        Add(tally[IterationOutcome.CompletedBeforeDeadline], "iterations completed before the deadline (the server "
            + $"answered within {settings.ServerDelayMs} ms): nothing was cancelled");
        Add(tally.UnseenAborts, $"cancelled iterations whose abort the server never observed ({tally.NeverArrived} of "
            + "them never reached its handler)");
        Add(tally[IterationOutcome.Error], $"iterations failed; the first: {tally.FirstError}");
        foreach (var (metric, (count, lowest)) in result.Histograms.Negatives)
        {
            Add(count, string.Create(CultureInfo.InvariantCulture, $"{metric.Name} values were below zero (down to "
                + $"{lowest / 1000.0:0.0} μs) and are recorded as 0: {NegativeCause(metric)}"));
        }

        return [.. warnings];

        void Add(int count, string what)
        {
            if (count > 0)
            {
                warnings.Add(string.Create(CultureInfo.InvariantCulture, $"{count} of {settings.Iterations} {what}."));
            }
        }
    }
}
