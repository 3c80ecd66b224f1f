namespace HttpLab.Results.Findings;

/// <summary>
/// Each study's headline (<see cref="StudyHeadline"/>), the answer to its question in one chart: json, time and
/// allocation ratio by pattern at its largest payload; clients, HttpWebRequest against HttpClient by body size; async,
/// the patterns that cost most against their group's baseline; cancellation, the overshoot p99 of each phase's worst
/// mechanism; load, each route's capacity (or its p99 latency at the highest rate when no capacity was searched). Any
/// other study with ratios to a baseline gets the json kind of chart of its last group.
/// </summary>
internal static class StudyHeadlines
{
    /// <summary>The most bars a headline chart has: it is read at a glance.</summary>
    public const int MostBars = 10;

    public static IReadOnlyList<StudyHeadline> Of(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return [.. run.Suites.Select(Of)];
    }

    public static StudyHeadline Of(SuiteResult suite)
    {
        ArgumentNullException.ThrowIfNull(suite);
        var scope = StudyScope.Of(suite);
        // A load or cancellation run is told by its metrics, as its findings are, whatever its suite is named.
        var (chart, summary) = scope.Cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.AchievedRps.Name))
            ? Capacity(scope) ?? Latency(scope)
            : scope.Cases.Any(@case => @case.Metrics.ContainsKey(MetricCatalog.OvershootP99PctOfDeadline.Name))
                ? Overshoot(scope)
                : suite.Name switch
                {
                    "clients" => Clients(scope),
                    "async" => Costliest(scope),
                    _ => LargestGroup(scope),
                };
        var runtime = scope.Runtime is null ? string.Empty : $"{scope.Runtime}: ";
        return new StudyHeadline(
            suite.Name,
            suite.Title,
            chart is not { Bars.Count: > 0 } ? null : chart with { Caption = runtime + chart.Caption },
            summary is null ? "Nothing to chart: its tables are below." : scope.Sentence(summary));
    }

    /// <summary>
    /// Each pattern against the baseline of the last group (the largest payload): time and allocations.
    /// </summary>
    private static (HeadlineChart?, string?) LargestGroup(StudyScope scope)
    {
        if (RatioGroup.Of(scope).LastOrDefault() is not { } group || !group.Others.Any())
        {
            return (null, null);
        }

        var bars = group.Others
            .Select(@case => RatioBar(@case.Name, @case, withAllocations: true))
            .OfType<HeadlineBar>()
            .Take(MostBars)
            .ToArray();
        var chart = Chart($"Time and allocations against {group.Baseline.Name}{At(group)}", bars);
        var leastAllocating = group.Cases
            .Select(@case => (Case: @case, Ratio: StudyScope.Metric(@case, MetricCatalog.AllocRatio)))
            .Where(entry => entry.Ratio is not null)
            .MinBy(entry => entry.Ratio);
        var allocation = leastAllocating.Case is null || ReferenceEquals(leastAllocating.Case, group.Baseline)
            ? string.Empty
            : $"; {leastAllocating.Case.Name} allocates least ({FindingText.Ratio(leastAllocating.Ratio!.Value)})";
        return (chart, $"{Tally(bars)} against {group.Baseline.Name}{At(group)}{allocation}");
    }

    /// <summary>HttpWebRequest's time against the group's HttpClient at each body size.</summary>
    private static (HeadlineChart?, string?) Clients(StudyScope scope)
    {
        var bars = ClientsFindings.WebRequestPairs(scope)
            .Select(pair => RatioBar(BodyLabel(pair.Group), pair.WebRequest, withAllocations: true))
            .OfType<HeadlineBar>()
            .Take(MostBars)
            .ToArray();
        if (bars.Length == 0)
        {
            return LargestGroup(scope);
        }

        var baseline = scope.Suite.Baseline ?? "HttpClient";
        return (
            Chart($"HttpWebRequest's time and allocations against {baseline}, by group", bars),
            $"HttpWebRequest against {baseline}: {Tally(bars)}");
    }

    /// <summary>The patterns whose time ratio to their group's baseline is largest.</summary>
    private static (HeadlineChart?, string?) Costliest(StudyScope scope)
    {
        var ranked = RatioGroup.Of(scope)
            .SelectMany(group => group.Others.Select(@case => (Group: group, Case: @case)))
            .Where(entry => StudyScope.Metric(entry.Case, MetricCatalog.Ratio) is not null)
            .OrderByDescending(entry => StudyScope.Metric(entry.Case, MetricCatalog.Ratio))
            .ToArray();
        if (ranked.Length == 0)
        {
            return (null, null);
        }

        var bars = ranked.Take(6)
            .Select(entry => RatioBar(
                WithinGroup(entry.Case.Name, entry.Group.Label), entry.Case, withAllocations: false))
            .OfType<HeadlineBar>()
            .ToArray();
        var costliest = ranked[0];
        return (
            Chart("The costliest patterns: time against their group's baseline", bars),
            $"{costliest.Case.Name} costs most against {costliest.Group.Baseline.Name}"
                + $"{(costliest.Group.Where.Length == 0 ? string.Empty : " " + costliest.Group.Where)}: "
                + $"{FindingText.Ratio(StudyScope.Metric(costliest.Case, MetricCatalog.Ratio)!.Value)} the time "
                + $"({FindingText.Verdict(costliest.Case.RatioVerdict) ?? "no verdict"})");
    }

    /// <summary>Per phase, the overshoot p99 of its worst mechanism.</summary>
    private static (HeadlineChart?, string?) Overshoot(StudyScope scope)
    {
        var worst = scope.Cases
            .Where(@case => StudyScope.Text(@case, "phase") is not null
                && @case.Distributions.ContainsKey(MetricCatalog.OvershootUs.Name))
            .GroupBy(@case => StudyScope.Text(@case, "phase")!, StringComparer.Ordinal)
            .Select(phase => phase.MaxBy(@case => @case.Distributions[MetricCatalog.OvershootUs.Name].P99)!)
            .ToArray();
        if (worst.Length == 0)
        {
            return (null, null);
        }

        var bars = worst.Take(MostBars)
            .Select(@case =>
            {
                var p99 = @case.Distributions[MetricCatalog.OvershootUs.Name].P99;
                var share = StudyScope.Metric(@case, MetricCatalog.OvershootP99PctOfDeadline);
                var deadline = StudyScope.Text(@case, "deadlineMs") is { } milliseconds
                    ? $"{milliseconds} ms"
                    : "deadline";
                return new HeadlineBar(
                    $"{StudyScope.Text(@case, "phase")} ({StudyScope.Text(@case, "mechanism") ?? @case.Name})",
                    p99,
                    FindingText.Microseconds(p99))
                {
                    Aside = share is null ? null : $"{FindingText.Percent(share.Value)} of {deadline}",
                };
            })
            .ToArray();
        var worstOfAll = worst.MaxBy(@case => @case.Distributions[MetricCatalog.OvershootUs.Name].P99)!;
        var deadline = StudyScope.Text(worstOfAll, "deadlineMs") is { } milliseconds
            ? $" past its {milliseconds} ms deadline"
            : " past its deadline";
        return (
            Chart("Overshoot p99 of each phase's worst mechanism", bars, HeadlineScale.Linear),
            $"At worst a cancelled {StudyScope.Text(worstOfAll, "phase")} operation "
                + $"({StudyScope.Text(worstOfAll, "mechanism") ?? worstOfAll.Name}) stopped "
                + $"{FindingText.Microseconds(worstOfAll.Distributions[MetricCatalog.OvershootUs.Name].P99)}{deadline} "
                + "in 1 of 100 cancellations");
    }

    /// <summary>Each route's capacity under its SLO, from its first launch's search.</summary>
    private static (HeadlineChart?, string?)? Capacity(StudyScope scope)
    {
        var searched = scope.Cases
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.CapacitySteps) is not null)
            .GroupBy(@case => @case.Name, StringComparer.Ordinal)
            .Select(route => route.First())
            .ToArray();
        if (searched.Length == 0)
        {
            return null;
        }

        // A route whose search failed at its first step has only a rate its capacity lies below: drawn as an outline.
        var bars = searched.Take(MostBars)
            .Select(@case =>
            {
                var capacity = StudyScope.Metric(@case, MetricCatalog.CapacityRps);
                var below = StudyScope.Metric(@case, MetricCatalog.CapacityFailRps);
                return (capacity, below) switch
                {
                    ({ } rps, _) when StudyScope.Metric(@case, MetricCatalog.CapacityAtLeast) is 1 =>
                        new HeadlineBar(@case.Name, rps, $"≥ {FindingText.Rate(rps)}"),
                    ({ } rps, _) => new HeadlineBar(@case.Name, rps, FindingText.Rate(rps)),
                    (null, { } rps) => new HeadlineBar(@case.Name, rps, $"below {FindingText.Rate(rps)}", "below"),
                    _ => new HeadlineBar(@case.Name, 0, "unknown", "below"),
                };
            })
            .ToArray();
        const string CapacityRun = "capacity ";
        var slo = StudyScope.Text(searched[0], "run") is { } run
                && run.StartsWith(CapacityRun, StringComparison.Ordinal)
            ? $" at {run[CapacityRun.Length..]}"
            : string.Empty;
        var found = bars.Where(bar => bar.Tone != "below").ToArray();
        var notFound = bars
            .Where(bar => bar.Tone == "below")
            .Select(bar => $"; {bar.Label} {bar.ValueText}");
        var (lowest, highest) = (found.MinBy(bar => bar.Value), found.MaxBy(bar => bar.Value));
        var summary = (lowest, highest) switch
        {
            (null, _) or (_, null) => $"No route's capacity{slo} was found",
            _ when found.All(bar => bar.ValueText == lowest.ValueText) => found.Length == 1
                ? $"Capacity{slo}: {lowest.ValueText} ({lowest.Label})"
                : $"Capacity{slo}: {lowest.ValueText} for each of {found.Length} routes",
            _ => $"Capacity{slo} from {lowest.ValueText} ({lowest.Label}) to {highest.ValueText} ({highest.Label})",
        };
        summary += string.Concat(notFound);
        if (found.Length > 1)
        {
            summary += "; which routes a second run ranks alike is under the study";
        }

        return (Chart($"Capacity{slo} by route", bars, HeadlineScale.Linear), summary);
    }

    /// <summary>Each route's p99 latency at the highest rate it was run at.</summary>
    private static (HeadlineChart?, string?) Latency(StudyScope scope)
    {
        var latencies = scope.Cases
            .Where(@case => @case.Distributions.ContainsKey(MetricCatalog.LatencyUs.Name)
                && StudyScope.Metric(@case, MetricCatalog.TargetRps) is not null)
            .ToArray();
        if (latencies.Length == 0)
        {
            return (null, null);
        }

        var rate = latencies.Max(@case => StudyScope.Metric(@case, MetricCatalog.TargetRps)!.Value);
        var bars = latencies
            .Where(@case => StudyScope.Metric(@case, MetricCatalog.TargetRps) == rate)
            .GroupBy(@case => @case.Name, StringComparer.Ordinal)
            .Select(route => route.First())
            .Take(MostBars)
            .Select(@case =>
            {
                var p99 = @case.Distributions[MetricCatalog.LatencyUs.Name].P99;
                return new HeadlineBar(@case.Name, p99, FindingText.Microseconds(p99));
            })
            .ToArray();
        var slowest = bars.MaxBy(bar => bar.Value)!;
        return (
            Chart($"Latency p99 at {FindingText.Rate(rate)}, by route", bars, HeadlineScale.Linear),
            $"At {FindingText.Rate(rate)} the slowest route, {slowest.Label}, answered 99 in 100 requests within "
                + slowest.ValueText);
    }

    private static HeadlineChart Chart(string caption, IReadOnlyList<HeadlineBar> bars,
        HeadlineScale scale = HeadlineScale.Ratio) => new(caption, scale, bars);

    /// <summary>A case's time ratio with its interval and verdict; null when it has none.</summary>
    private static HeadlineBar? RatioBar(string label, CaseResult @case, bool withAllocations)
    {
        if ((@case.RatioInterval?.Ratio ?? StudyScope.Metric(@case, MetricCatalog.Ratio)) is not { } ratio
            || ratio <= 0)
        {
            return null;
        }

        var allocation = withAllocations ? StudyScope.Metric(@case, MetricCatalog.AllocRatio) : null;
        return new HeadlineBar(label, ratio, FindingText.Ratio(ratio), @case.RatioVerdict ?? "plain")
        {
            Interval = @case.RatioInterval is { Low: > 0 } interval ? (interval.Low, interval.High) : null,
            Aside = allocation is null ? null : $"alloc {FindingText.Ratio(allocation.Value)}",
        };
    }

    /// <summary>"2 faster, 1 slower, 6 no difference shown": the bars by verdict.</summary>
    private static string Tally(IReadOnlyList<HeadlineBar> bars)
    {
        var counts = new[] { "faster", "slower", "same", "unknown", "withheld", "plain" }
            .Select(tone => (Tone: tone, Count: bars.Count(bar => bar.Tone == tone)))
            .Where(entry => entry.Count > 0)
            .Select(entry => entry.Tone switch
            {
                "same" => $"{entry.Count} no difference shown",
                "unknown" => $"{entry.Count} too few iterations to tell",
                "withheld" => $"{entry.Count} withheld (drift)",
                "plain" => $"{entry.Count} without a verdict",
                _ => $"{entry.Count} {entry.Tone}",
            });
        return string.Join(", ", counts);
    }

    /// <summary>"16 B bodies", "4 KB bodies, 16 at once"; the group's label when it has no body size.</summary>
    private static string BodyLabel(RatioGroup group)
    {
        if (StudyScope.Text(group.Baseline, "bodyBytes") is not { } text
            || !double.TryParse(text, System.Globalization.CultureInfo.InvariantCulture, out var bytes))
        {
            return group.Label;
        }

        var concurrency = StudyScope.Text(group.Baseline, "concurrency");
        return FindingText.ExactSize(bytes) + " bodies"
            + (concurrency is null or "1" ? string.Empty : $", {concurrency} at once");
    }

    /// <summary>"CancelThroughFrames (frames 10)": the case and what tells its group apart, but not its name.</summary>
    private static string WithinGroup(string name, string groupLabel)
    {
        var parts = groupLabel.Split(", ")
            .Where(part => !part.StartsWith("group ", StringComparison.Ordinal))
            .ToArray();
        return parts.Length == 0 ? name : $"{name} ({string.Join(", ", parts)})";
    }

    private static string At(RatioGroup group) => group.Label.Length == 0 ? string.Empty : $", {group.Label}";

}
