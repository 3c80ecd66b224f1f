using System.Text.RegularExpressions;

namespace HttpLab.Results.Findings;

/// <summary>
/// One load run (the case <c>httplab load</c> writes): achieved against requested rate, the latency of every request,
/// what failed, and what the generator's and the server's checks found.
/// </summary>
internal static partial class LoadRunFindings
{
    /// <summary>
    /// How a load case's warnings start the generator's and the server's reasons (LoadResults writes them).
    /// </summary>
    public const string GeneratorPrefix = "generatorLimitedReason: ";

    /// <summary>The generator check's limit on the send lateness p99 (LoadLimits in HttpLab.Load).</summary>
    private const double LatenessLimitUs = 1_000;

    public const string ServerPrefix = "serverLimitedReason: ";

    /// <summary>The generator's own rule: an achieved rate more than 1% below the target falls short of it.</summary>
    public const double RateTolerance = 0.99;

    public static IEnumerable<string?> Of(StudyScope scope, CaseResult @case)
    {
        yield return Rate(scope, @case);
        yield return Latency(scope, @case);
        yield return Errors(scope, @case);
        yield return Generator(scope, @case);
        yield return Server(scope, @case);
    }

    /// <summary>"12 of 12 requests (12 timed out)": a case's failures, counted by kind.</summary>
    public static string Failures(CaseResult @case)
    {
        var errors = StudyScope.Metric(@case, MetricCatalog.Errors) ?? 0;
        var total = (StudyScope.Metric(@case, MetricCatalog.Requests) ?? 0)
            + (StudyScope.Metric(@case, MetricCatalog.ErrorsNotSent) ?? 0);
        var kinds = new (MetricDefinition Metric, string What)[]
        {
            (MetricCatalog.ErrorsTimeout, "timed out"),
            (MetricCatalog.ErrorsRefused, "refused"),
            (MetricCatalog.ErrorsReset, "reset"),
            (MetricCatalog.ErrorsUnparsable, "unparsable"),
            (MetricCatalog.ErrorsNotSent, "never sent"),
        };
        var counted = kinds
            .Select(kind => (kind.What, Count: StudyScope.Metric(@case, kind.Metric) ?? 0))
            .Where(kind => kind.Count > 0)
            .ToList();

        // The load study counts responses other than 200 in errors too.
        var answered = errors - counted.Sum(kind => kind.Count);
        if (answered > 0)
        {
            counted.Add(("answered with another status than 200", answered));
        }

        var which = counted.Count == 0
            ? string.Empty
            : $" ({string.Join(", ", counted.Select(kind => $"{FindingText.Count(kind.Count)} {kind.What}"))})";
        return $"{FindingText.Count(errors)} of {FindingText.Count(total)} requests{which}";
    }

    /// <summary>
    /// "send lateness p99 78.0 μs, under its 1 ms limit", or, for a p99 over 1 ms in a run the generator check still
    /// passed, why it passed: the check asks whether more than 1% of the sends left over 1 ms late beyond what chance
    /// explains, and a few late sends among a few hundred do not show that.
    /// </summary>
    public static string Lateness(string what, double p99Us) => p99Us <= LatenessLimitUs
        ? $"{what} {FindingText.Microseconds(p99Us)}, under its 1 ms limit"
        : $"{what} {FindingText.Microseconds(p99Us)}, over 1 ms, but too few sends left late to show that more than 1% "
            + "did beyond chance";

    /// <summary>
    /// The reason a case's warning gives after <paramref name="prefix"/>, e.g. the generator's "send lateness p99 is
    /// 2.137 ms, above the 1 ms limit ..."; null when it has none.
    /// </summary>
    public static string? Reason(CaseResult @case, string prefix) =>
        @case.Warnings
            .FirstOrDefault(warning => warning.StartsWith(prefix, StringComparison.Ordinal))?[prefix.Length..];

    private static string? Rate(StudyScope scope, CaseResult @case)
    {
        if (StudyScope.Metric(@case, MetricCatalog.AchievedRps) is not { } achieved
            || StudyScope.Metric(@case, MetricCatalog.Requests) is not { } requests)
        {
            return null;
        }

        var connections = StudyScope.Text(@case, "connections") is { } count
            ? $" on {count} connections"
            : string.Empty;
        // A request never sent (the connections were full) was due in the measured period too, and failed.
        var notSent = StudyScope.Metric(@case, MetricCatalog.ErrorsNotSent) ?? 0;
        var over = $"over {FindingText.Count(requests + notSent)} measured requests"
            + (notSent > 0 ? $" ({FindingText.Count(notSent)} of them never sent)" : string.Empty);
        if (StudyScope.Metric(@case, MetricCatalog.TargetRps) is { } target)
        {
            var shortfall = achieved < RateTolerance * target
                ? $", {FindingText.Percent(100 * (1 - (achieved / target)))} short of it"
                : string.Empty;
            return scope.Sentence($"Asked for {FindingText.Rate(target)}{connections} (open model), the run achieved "
                + $"{FindingText.Rate(achieved)} {over}{shortfall}");
        }

        return scope.Sentence($"Closed model{connections}: the run achieved {FindingText.Rate(achieved)} {over}");
    }

    private static string? Latency(StudyScope scope, CaseResult @case)
    {
        if (@case.Distributions.GetValueOrDefault(MetricCatalog.LatencyUs.Name) is not { Count: > 0 } latency)
        {
            return null;
        }

        var from = StudyScope.Metric(@case, MetricCatalog.TargetRps) is null
            ? "from its actual send (closed model)"
            : "from its intended send";
        return scope.Sentence($"Latency of every request, {from}: p50 {FindingText.Microseconds(latency.P50)}, "
            + $"p99 {FindingText.Microseconds(latency.P99)}, max {FindingText.Microseconds(latency.Max)}");
    }

    private static string? Errors(StudyScope scope, CaseResult @case)
    {
        if (StudyScope.Metric(@case, MetricCatalog.Errors) is not { } errors)
        {
            return null;
        }

        var statuses = @case.Metrics
            .Select(pair => (Match: StatusMetric().Match(pair.Key), Count: pair.Value))
            .Where(status => status.Match.Success && status.Match.Groups[1].Value[0] != '2' && status.Count > 0)
            .Select(status => $"{FindingText.Count(status.Count)} with status {status.Match.Groups[1].Value}")
            .ToArray();
        var other = statuses.Length == 0 ? string.Empty : $"; responses other than 2xx: {FindingText.List(statuses)}";
        return scope.Sentence(errors == 0
            ? $"No request failed{other}"
            : $"Failed: {Failures(@case)}{other}");
    }

    private static string? Generator(StudyScope scope, CaseResult @case)
    {
        if (StudyScope.Metric(@case, MetricCatalog.GeneratorLimited) is not { } limited)
        {
            return null;
        }

        if (limited > 0)
        {
            var reason = Reason(@case, GeneratorPrefix);
            return scope.Sentence("The load generator may have limited the run"
                + (reason is null ? string.Empty : $": {reason}"));
        }

        var lateness = StudyScope.Metric(@case, MetricCatalog.TargetRps) is not null
            && @case.Distributions.GetValueOrDefault(MetricCatalog.SendLatenessUs.Name) is { Count: > 0 } sends
                ? $" ({Lateness("send lateness p99", sends.P99)})"
                : string.Empty;
        return scope.Sentence($"The load generator kept up{lateness}");
    }

    private static string? Server(StudyScope scope, CaseResult @case)
    {
        if (StudyScope.Metric(@case, MetricCatalog.ServerLimited) is not > 0)
        {
            return null;
        }

        var reason = Reason(@case, ServerPrefix);
        return scope.Sentence("The server shaped the run" + (reason is null ? string.Empty : $": {reason}"));
    }

    [GeneratedRegex("^status([0-9]{3})$")]
    private static partial Regex StatusMetric();
}
