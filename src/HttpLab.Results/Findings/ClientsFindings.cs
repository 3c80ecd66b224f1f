namespace HttpLab.Results.Findings;

/// <summary>
/// The clients study: HttpWebRequest against the shared HttpClient, time ratio with its verdict and allocation ratio
/// for each body size, then which HttpClient variants the statistics call faster or slower than the shared client.
/// </summary>
internal static class ClientsFindings
{
    private const string WebRequest = "HttpWebRequest";

    public static IEnumerable<string?> Of(StudyScope scope)
    {
        var pairs = WebRequestPairs(scope);
        yield return Time(scope, pairs);
        yield return Allocation(scope, pairs);

        var variants = RatioGroup.Of(
            scope, @case => !pairs.Any(pair => pair.Group.Cases.Any(member => ReferenceEquals(member, @case))));
        yield return MicroFindings.TimeVerdicts(scope, variants, "Among the HttpClient variants");
    }

    /// <summary>Each group that has an HttpWebRequest case, with that case, in the study's order.</summary>
    public static IReadOnlyList<(RatioGroup Group, CaseResult WebRequest)> WebRequestPairs(StudyScope scope) =>
        RatioGroup.Of(scope)
            .Select(group => (Group: group, WebRequest: group.Others.FirstOrDefault(IsWebRequest)))
            .Where(pair => pair.WebRequest is not null)
            .Select(pair => (pair.Group, WebRequest: pair.WebRequest!))
            .ToArray();

    /// <summary>
    /// "HttpWebRequest against SharedHttpClient, one request at a time: 1.57x the time with 16 B bodies (too few
    /// iterations to tell), ...".
    /// </summary>
    private static string? Time(StudyScope scope, IReadOnlyList<(RatioGroup Group, CaseResult WebRequest)> pairs)
    {
        var judged = pairs
            .Where(pair => pair.WebRequest.RatioVerdict is not null
                && StudyScope.Metric(pair.WebRequest, MetricCatalog.Ratio) is not null)
            .ToArray();
        if (judged.Length == 0)
        {
            return null;
        }

        var clauses = judged.Select((pair, index) =>
            $"{FindingText.Ratio(StudyScope.Metric(pair.WebRequest, MetricCatalog.Ratio)!.Value)}"
            + $"{(index == 0 ? " the time" : string.Empty)}{With(pair.Group)} "
            + $"({FindingText.Verdict(pair.WebRequest.RatioVerdict)})");
        return scope.Sentence(
            $"{WebRequest} against {judged[0].Group.Baseline.Name}{Concurrency(judged)}: {FindingText.List(clauses)}");
    }

    /// <summary>
    /// "HttpWebRequest allocates 2.43x SharedHttpClient's bytes with 16 B bodies (6.99 KB against 2.88 KB a request),
    /// ...".
    /// </summary>
    private static string? Allocation(StudyScope scope, IReadOnlyList<(RatioGroup Group, CaseResult WebRequest)> pairs)
    {
        var measured = pairs
            .Select(pair => (
                pair.Group,
                Bytes: StudyScope.Metric(pair.WebRequest, MetricCatalog.AllocatedBytesPerOp),
                Baseline: StudyScope.Metric(pair.Group.Baseline, MetricCatalog.AllocatedBytesPerOp)))
            .Where(entry => entry.Bytes is not null && entry.Baseline is >= 1)
            .ToArray();
        if (measured.Length == 0)
        {
            return null;
        }

        var clauses = measured.Select((entry, index) =>
            $"{FindingText.Ratio(entry.Bytes!.Value / entry.Baseline!.Value)}"
            + $"{(index == 0 ? $" {entry.Group.Baseline.Name}'s bytes" : string.Empty)}{With(entry.Group)} "
            + $"({FindingText.Size(entry.Bytes.Value)} against {FindingText.Size(entry.Baseline.Value)} a request)");
        return scope.Sentence($"{WebRequest} allocates {FindingText.List(clauses)}");
    }

    private static bool IsWebRequest(CaseResult @case) => @case.Name == WebRequest;

    /// <summary>" with 16 B bodies", or the group's label when it has no body size.</summary>
    private static string With(RatioGroup group) =>
        group.Baseline.Parameters.TryGetValue("bodyBytes", out var body) && body.Number is { } bytes
            ? $" with {FindingText.ExactSize(bytes)} bodies"
            : group.Label.Length == 0 ? string.Empty : $" at {group.Label}";

    private static string Concurrency(IReadOnlyList<(RatioGroup Group, CaseResult WebRequest)> pairs)
    {
        var levels = pairs
            .Select(pair => StudyScope.Text(pair.Group.Baseline, "concurrency"))
            .Distinct(StringComparer.Ordinal)
            .ToArray();
        return levels switch
        {
            ["1"] => ", one request at a time",
            [{ } level] => $", {level} requests at a time",
            _ => string.Empty,
        };
    }
}
