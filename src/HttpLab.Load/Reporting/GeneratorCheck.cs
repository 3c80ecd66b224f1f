using System.Globalization;

namespace HttpLab.Load.Reporting;

/// <summary>
/// The generator's self-check: a run is generator-limited when its own send lateness p99 is above 1 ms, or (open model)
/// when it sent more than 1% fewer requests per second than the schedule asked for. Either way the numbers may describe
/// the generator rather than the server, and the reason says which limit was crossed and by how much.
/// </summary>
internal static class GeneratorCheck
{
    public static string? Reason(LoadReport report)
    {
        var reasons = new List<string>();
        var lateness = report.SendLateness;
        if (lateness.TotalCount > 0 && lateness.GetValueAtPercentile(99) > LoadLimits.MaxSendLatenessP99Us)
        {
            reasons.Add(Text($"send lateness p99 is {Milliseconds(lateness.GetValueAtPercentile(99))}, above the {Milliseconds(LoadLimits.MaxSendLatenessP99Us)} limit (the generator could not keep to its schedule: too little CPU, or a rate above what it can send)"));
        }

        if (report.Complete && report.TargetRps is { } target && report.AchievedRps is { } achieved && achieved < target * (1 - LoadLimits.MaxRateShortfall))
        {
            var shortfall = 1 - (achieved / target);
            var cause = report.Errors.NotSent > 0
                ? Text($"{report.Errors.NotSent:#,0} requests were not sent because the in-flight cap ({report.Options.MaxInFlight:#,0}) was reached")
                : Text($"requests waited for one of the {report.Options.Connections:#,0} connections");
            reasons.Add(Text($"achieved {achieved:#,0.0} req/s is {shortfall:0.0%} below the target {target:#,0.0} req/s ({cause}; add --connections, lower --rate, or check the server)"));
        }

        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }

    private static string Milliseconds(double microseconds) => Text($"{microseconds / 1000:0.###} ms");

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
