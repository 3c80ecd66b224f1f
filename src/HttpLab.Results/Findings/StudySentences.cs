namespace HttpLab.Results.Findings;

/// <summary>
/// One study's sentences: whether it completed, what its kind of study shows (told by what its cases measured, and
/// for micro-benchmarks by its name), and how the runtimes differ.
/// </summary>
internal static class StudySentences
{
    public static IReadOnlyList<string> Of(RunResult run, SuiteResult suite, bool last)
    {
        var first = Completeness.Of(run, suite, last);
        var across = RuntimeFindings.Of(suite);
        var room = RunFindings.MostSentences - (first is null ? 0 : 1) - (across is null ? 0 : 1);
        var scope = StudyScope.Of(suite);
        return new[] { first }
            .Concat(Findings(scope).OfType<string>().Take(room))
            .Append(across)
            .OfType<string>()
            .ToArray();
    }

    private static IEnumerable<string?> Findings(StudyScope scope)
    {
        var cases = scope.Cases;
        if (cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.AchievedRps.Name)))
        {
            return LoadFindings.Of(scope);
        }

        if (cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.OvershootP99PctOfDeadline.Name)))
        {
            return CancellationFindings.Of(scope);
        }

        return scope.Suite.Name switch
        {
            "json" => JsonFindings.Of(scope),
            "clients" => ClientsFindings.Of(scope),
            "async" => AsyncFindings.Of(scope),
            _ => Micro(scope),
        };
    }

    private static IEnumerable<string?> Micro(StudyScope scope)
    {
        var groups = RatioGroup.Of(scope);
        yield return MicroFindings.LeastAllocation(scope, groups);
        yield return MicroFindings.TimeVerdicts(scope, groups);
        yield return TimerFindings.Of(scope);
    }
}
