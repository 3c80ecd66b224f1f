using HttpLab.Results.Findings;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Findings;

public sealed class RunFindingsTests
{
    [Fact]
    public void Of_JsonStudyWithVerdicts_LeastAllocationTimeVerdictsBaselineAndGen2()
    {
        var json = SampleRuns.Json();
        var suite = json with
        {
            Cases = [.. json.Cases.Select(@case => @case.Name == json.Baseline
                ? @case
                : @case with { RatioVerdict = Verdict(@case) })],
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(suite)));

        Assert.Equal(("json", "JSON payload reading"), (findings.Suite, findings.Title));
        Assert.Equal(
            [
                "GetStreamAsync allocates least at size 10 (2.97 KB an operation, 0.52x the baseline's 5.67 KB) and "
                    + "at size 10000 (649 KB an operation, 0.13x the baseline's 4.81 MB; one other within 1%).",
                "By the statistics, faster than GetAsync_ReadAsStringAsync: GetStreamAsync at size 10000 (0.70x) and "
                    + "GetFromJsonAsync at size 10000 (0.70x); the other 4 show no time difference (1 with too few "
                    + "iterations to tell).",
                "The baseline, GetAsync_ReadAsStringAsync, takes 113 μs at size 10 and 7.79 ms at size 10000 an "
                    + "operation on average.",
                "All 4 patterns cause Gen2 collections (at size 10000).",
            ],
            findings.Sentences);

        static string Verdict(CaseResult @case) => (@case.Name, @case.Parameters["size"].Number) switch
        {
            ("GetStreamAsync" or "GetFromJsonAsync", 10_000) => "faster",
            ("GetAsync_ReadAsStreamAsync", 10) => "unknown",
            _ => "same",
        };
    }

    [Fact]
    public void Of_JsonStudyWithoutVerdicts_StatesNoTimeDifference()
    {
        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(SampleRuns.Json()))).Sentences;

        Assert.Equal(3, findings.Count);
        Assert.DoesNotContain(findings, sentence => sentence.Contains("faster", StringComparison.Ordinal)
            || sentence.Contains("slower", StringComparison.Ordinal));
    }

    [Fact]
    public void Of_CasesWithOnlyTheirTime_NoSentenceOnWhatWasNotMeasured()
    {
        var json = SampleRuns.Json();
        var suite = json with
        {
            Cases = [.. json.Cases.Select(@case => @case with
            {
                Metrics = new Dictionary<string, double> { ["meanNs"] = @case.Metrics["meanNs"] },
            })],
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(suite)));

        Assert.Equal(
            ["The baseline, GetAsync_ReadAsStringAsync, takes 113 μs at size 10 and 7.79 ms at size 10000 an "
                + "operation on average."],
            findings.Sentences);
    }

    [Fact]
    public void Of_CancellationStudy_OvershootP99AsAShareOfTheDeadlinePerPhaseAndTheWorstCase()
    {
        var findings = Assert.Single(RunFindings.Of(CancellationSample.Run()));

        Assert.Equal(
            [
                "Overshoot p99 as a share of the deadline, worst mechanism of each phase: headers 6.6% (timeout) and "
                    + "body 8.6% (timeout).",
                "The worst is body · timeout: p99 overshoot 429 μs (8.6% of the deadline), median 144 μs (2.9%).",
                "The tightest is headers · cancelAfter: p99 overshoot 268 μs (5.4% of the deadline), median 90.1 μs "
                    + "(1.8%).",
                "797 iterations ended in the expected cancellation; 3 completed although the token had fired (body · "
                    + "timeout).",
                "Task.Delay(1) lasts 1.08 ms at the median and 1.21 ms at p99 over 1,000 samples, and CancelAfter(1) "
                    + "fires after 1.07 ms at the median: the granularity of the timers here.",
            ],
            findings.Sentences);
    }

    [Fact]
    public void Of_CancellationStudyWithADeadlineAndNothingAmiss_NamesTheDeadlineAndEveryAbortSeen()
    {
        var sample = CancellationSample.Suite();
        var suite = sample with
        {
            Cases =
            [
                .. sample.Cases.Take(3).Select(@case => @case with
                {
                    Parameters = new Dictionary<string, ParameterValue>(@case.Parameters)
                    {
                        ["deadlineMs"] = ParameterValue.Of(50),
                    },
                }),
            ],
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(suite))).Sentences;

        Assert.StartsWith("Overshoot p99 as a share of the 50 ms deadline,", findings[0], StringComparison.Ordinal);
        Assert.Contains("All 600 iterations ended in the expected cancellation, and the server saw every abort.",
            findings);
    }

    [Fact]
    public void Of_ClientsStudy_HttpWebRequestAgainstHttpClientWithVerdictsThenTheVariants()
    {
        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(FindingSamples.Clients())));

        Assert.Equal(
            [
                "HttpWebRequest against SharedHttpClient, one request at a time: 1.57x the time with 16 B bodies "
                    + "(slower by the statistics) and 1.02x with 4 KB bodies (no difference shown).",
                "HttpWebRequest allocates 2.43x SharedHttpClient's bytes with 16 B bodies (6.99 KB against 2.88 KB a "
                    + "request) and 3.68x with 4 KB bodies (10.7 KB against 2.92 KB a request).",
                "Among the HttpClient variants, by the statistics, faster than SharedHttpClient: Http2Cleartext at "
                    + "concurrency 16 (0.58x); slower: NewHttpClientPerRequest at concurrency 1 (5.58x); the other 2 "
                    + "show no time difference (1 with too few iterations to tell).",
            ],
            findings.Sentences);
    }

    [Fact]
    public void Of_AsyncStudy_CostliestPatternVerdictsSleepsTimerAndBurst()
    {
        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(FindingSamples.Async())));

        Assert.Equal(
            [
                "The costliest pattern against its group's baseline is CancelThroughFrames: 177x "
                    + "Baseline_ReturnThroughFrames's time (19.5 μs against 110 ns an operation; too few iterations "
                    + "to tell).",
                "By the statistics, slower than their group's baseline: TenSequentialDelays in group sleeps (1.19x); "
                    + "the other one had too few iterations to tell.",
                "The largest overrun of an exact timer is TenSequentialDelays: 119 ms for an ideal 100 ms (+19.3 ms); "
                    + "the other sleep overran its ideal by 116 μs.",
                "Task.Delay(1) lasts 4.34 ms at the median and 4.38 ms at p99 over 20 samples, and CancelAfter(1) "
                    + "fires after 4.33 ms at the median: the granularity of the timers here.",
                "Blocking 8 callers on .Result drained in 128 ms, the thread pool growing from 8 to 9 threads; "
                    + "awaiting instead, they drained in 56.9 ms.",
            ],
            findings.Sentences);
    }

    [Fact]
    public void Of_LoadStudy_WhichRouteStalledTheGeneratorRatesLatencyAndThroughput()
    {
        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(FindingSamples.LoadStudy())));

        Assert.Equal(
            [
                "adapter/sync-over-async at open 50 rps stalled; requests failed in 1 run: adapter/sync-over-async at "
                    + "open 50 rps 19 of 50 requests (9 timed out, 10 never sent).",
                "The load generator kept up in every run (send lateness p99 at most 309 μs, under its 1 ms limit).",
                "Short of the requested rate: adapter/sync-over-async at open 50 rps 31.0 req/s of 50.0 req/s; the "
                    + "other open-model run achieved its rate within 1%.",
                "Highest p99 latency, every request from its intended send: at open 50 rps adapter/sync-over-async "
                    + "5.00 s (baseline 4.04 ms).",
                "Closed model, at closed 4 connections the most throughput is baseline's 14,701.0 req/s, the least "
                    + "adapter/sync-over-async's 14,191.0 req/s.",
            ],
            findings.Sentences);
    }

    [Fact]
    public void Of_LoadStudyWithCapacities_EveryRoutesCapacityInOneSentenceLowerBoundsAndBelowSaidSo()
    {
        var findings = CapacityFindingsOf(
            Capacity("baseline", capacity: 2400, fail: 2510, atLeast: false),
            Capacity("adapter/task", capacity: 1600, fail: null, atLeast: true),
            Capacity("adapter/sync-over-async", capacity: null, fail: 200, atLeast: false),
            Capacity("adapter/fsharp-task", capacity: null, fail: null, atLeast: false));

        Assert.Equal(
            "Capacity at p99<10ms: baseline 2,400.0 req/s; adapter/task at least 1,600.0 req/s; "
                + "adapter/sync-over-async below 200.0 req/s; adapter/fsharp-task unknown.",
            findings.Sentences[2]);
        Assert.Equal(5, findings.Sentences.Count);
    }

    [Fact]
    public void Of_LoadStudyWithTwoCapacitiesFound_SaysOneSearchARouteDoesNotRankThem()
    {
        var findings = CapacityFindingsOf(
            Capacity("baseline", capacity: 14400, fail: 15100, atLeast: false),
            Capacity("adapter/task", capacity: 15600, fail: 16300, atLeast: false));

        Assert.Equal(
            "Capacity at p99<10ms: baseline 14,400.0 req/s; adapter/task 15,600.0 req/s (one search a route, which "
                + "measures no run-to-run spread: rank the routes only by a difference a second run repeats, such as "
                + "--launches 2 shows).",
            findings.Sentences[2]);
    }

    [Fact]
    public void Of_LoadStudyWithTwoLaunches_RanksOnlyRoutesAboveAnotherInEveryLaunch()
    {
        var findings = CapacityFindingsOf(
            InLaunch(1, Capacity("baseline", capacity: 14400, fail: 15100, atLeast: false)),
            InLaunch(2, Capacity("baseline", capacity: 12000, fail: 12600, atLeast: false)),
            InLaunch(1, Capacity("adapter/task", capacity: 15600, fail: 16300, atLeast: false)),
            InLaunch(2, Capacity("adapter/task", capacity: 13900, fail: 14600, atLeast: false)),
            InLaunch(1, Capacity("adapter/sync-over-async", capacity: 5000, fail: 5300, atLeast: false)),
            InLaunch(2, Capacity("adapter/sync-over-async", capacity: 6000, fail: 6300, atLeast: false)));

        Assert.Equal(
            "Capacity at p99<10ms: baseline 14,400.0 req/s and 12,000.0 req/s; adapter/task 15,600.0 req/s and "
                + "13,900.0 req/s; adapter/sync-over-async 5,000.0 req/s and 6,000.0 req/s (above in each of 2 "
                + "launches: adapter/task over adapter/sync-over-async, baseline over adapter/sync-over-async; the "
                + "others cannot be told apart).",
            findings.Sentences[2]);
    }

    [Fact]
    public void Of_LoadStudyWithTwoLaunchesOverlapping_SaysTheRoutesCannotBeToldApart()
    {
        var findings = CapacityFindingsOf(
            InLaunch(1, Capacity("baseline", capacity: 14400, fail: 15100, atLeast: false)),
            InLaunch(2, Capacity("baseline", capacity: 12000, fail: 12600, atLeast: false)),
            InLaunch(1, Capacity("adapter/task", capacity: 13900, fail: 14600, atLeast: false)),
            InLaunch(2, Capacity("adapter/task", capacity: 15600, fail: 16300, atLeast: false)));

        Assert.EndsWith(
            "(in 2 launches, no route's capacity was above another's in every launch: they cannot be told apart).",
            findings.Sentences[2],
            StringComparison.Ordinal);
    }

    /// <summary>The findings of the sample load study with these capacity cases added.</summary>
    private static StudyFindings CapacityFindingsOf(params CaseResult[] capacities)
    {
        var study = FindingSamples.LoadStudy();
        study = study with { Cases = [.. study.Cases, .. capacities] };
        return Assert.Single(RunFindings.Of(FindingSamples.Run(study)));
    }

    private static CaseResult InLaunch(int launch, CaseResult @case) => @case with
    {
        Parameters = new Dictionary<string, ParameterValue>(@case.Parameters, StringComparer.Ordinal)
        {
            ["launch"] = ParameterValue.Of(launch),
        },
    };

    private static CaseResult Capacity(string route, double? capacity, double? fail, bool atLeast)
    {
        var metrics = new Dictionary<string, double>
        {
            [MetricCatalog.CapacityAtLeast.Name] = atLeast ? 1 : 0,
            [MetricCatalog.CapacitySteps.Name] = 8,
        };
        if (capacity is { } rps)
        {
            metrics[MetricCatalog.CapacityRps.Name] = rps;
        }

        if (fail is { } failRps)
        {
            metrics[MetricCatalog.CapacityFailRps.Name] = failRps;
        }

        return new CaseResult
        {
            Name = route,
            Parameters = new Dictionary<string, ParameterValue>
            {
                ["run"] = ParameterValue.Of("capacity p99<10ms"),
                ["route"] = ParameterValue.Of("/" + route),
                ["model"] = ParameterValue.Of("open"),
            },
            Metrics = metrics,
        };
    }

    [Fact]
    public void Of_LoadStudyWithTheGeneratorLimited_SaysWhereAndWhy()
    {
        var study = FindingSamples.LoadStudy();
        var limited = study.Cases[0] with
        {
            Metrics = new Dictionary<string, double>(study.Cases[0].Metrics) { ["generatorLimited"] = 1 },
            Warnings = ["generatorLimitedReason: send lateness p99 is 2.137 ms, above the 1 ms limit"],
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(study with
        {
            Cases = [limited, .. study.Cases.Skip(1)],
        })));

        Assert.Equal(
            "The load generator may have limited baseline at open 50 rps: send lateness p99 is 2.137 ms, above the 1 "
                + "ms limit.",
            findings.Sentences[1]);
    }

    [Fact]
    public void Of_LoadRun_RateLatencyErrorsAndTheGeneratorsCheck()
    {
        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(FindingSamples.LoadRun())));

        Assert.Equal(
            [
                "Asked for 1,000.0 req/s on 16 connections (open model), the run achieved 999.8 req/s over 10,000 "
                    + "measured requests.",
                "Latency of every request, from its intended send: p50 60.0 μs, p99 1.45 ms, max 5.83 ms.",
                "No request failed.",
                "The load generator kept up (send lateness p99 78.0 μs, under its 1 ms limit).",
            ],
            findings.Sentences);
    }

    [Fact]
    public void Of_LoadStudyLateOverOneMillisecondInARunTheCheckPassed_SaysWhyRatherThanUnderTheLimit()
    {
        var study = FindingSamples.LoadStudy();
        var late = study.Cases[0] with
        {
            Distributions = new Dictionary<string, Distribution>(study.Cases[0].Distributions)
            {
                ["sendLatenessUs"] = study.Cases[0].Distributions["sendLatenessUs"] with { P99 = 1_330 },
            },
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(study with
        {
            Cases = [late, .. study.Cases.Skip(1)],
        })));

        Assert.Equal(
            "The load generator kept up in every run (send lateness p99 at most 1.33 ms, over 1 ms, but too few sends "
                + "left late to show that more than 1% did beyond chance).",
            findings.Sentences[1]);
    }

    [Fact]
    public void Of_LoadRunLateOverOneMillisecondThatTheCheckPassed_SaysWhyRatherThanUnderTheLimit()
    {
        var run = FindingSamples.LoadRun();
        var late = run.Cases[0] with
        {
            Distributions = new Dictionary<string, Distribution>(run.Cases[0].Distributions)
            {
                ["sendLatenessUs"] = run.Cases[0].Distributions["sendLatenessUs"] with { P99 = 1_330 },
            },
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(run with { Cases = [late] })));

        Assert.Equal(
            "The load generator kept up (send lateness p99 1.33 ms, over 1 ms, but too few sends left late to show "
                + "that more than 1% did beyond chance).",
            findings.Sentences[^1]);
    }

    [Fact]
    public void Of_LoadRunWhoseRequestsWereNeverSent_CountsThemAmongTheMeasured()
    {
        var run = FindingSamples.LoadRun();
        var stalled = run.Cases[0] with
        {
            Metrics = new Dictionary<string, double>(run.Cases[0].Metrics)
            {
                ["achievedRps"] = 0, ["requests"] = 0, ["errors"] = 100, ["errorsNotSent"] = 100, ["status200"] = 0,
            },
        };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(run with { Cases = [stalled] })));

        Assert.Equal(
            "Asked for 1,000.0 req/s on 16 connections (open model), the run achieved 0.0 req/s over 100 measured "
                + "requests (100 of them never sent), 100.0% short of it.",
            findings.Sentences[0]);
        Assert.Contains("Failed: 100 of 100 requests (100 never sent).", findings.Sentences);
    }

    [Fact]
    public void Of_StudyOnSeveralRuntimes_SpeaksOfTheBaselineRuntimesCasesAndSaysWhichRuntimeDiffers()
    {
        var sample = SampleRuntimeRuns.Json();
        var json = sample.Suites[0];
        var suite = json with
        {
            GroupBy = ["runtime", "size"],
            Cases =
            [
                .. json.Cases.Select(@case => WithRuntime(@case, "net8.0")),
                .. json.Cases.Select(@case => WithRuntime(@case, "net10.0") with
                {
                    Metrics = new Dictionary<string, double>(@case.Metrics) { ["allocatedBytesPerOp"] = 1 },
                }),
            ],
        };

        var findings = Assert.Single(RunFindings.Of(sample with { Suites = [suite] })).Sentences;

        Assert.StartsWith("net8.0: GetStreamAsync allocates least at size 10 (2.97 KB", findings[0],
            StringComparison.Ordinal);
        Assert.Equal(
            "Against net8.0, by the statistics on each case: net10.0, of 1 case: slower in 1 (2.00x, GetStreamAsync).",
            findings[^1]);

        static CaseResult WithRuntime(CaseResult @case, string runtime) => @case with
        {
            Parameters = new Dictionary<string, ParameterValue>(@case.Parameters)
            {
                ["runtime"] = ParameterValue.Of(runtime),
            },
        };
    }

    [Fact]
    public void Of_IncompleteRun_TheLastStudySaysSoFirstAndNothingIsInventedForIt()
    {
        var findings = RunFindings.Of(SampleRuns.Interrupted());

        Assert.Equal(["json", "clients"], findings.Select(study => study.Suite));
        Assert.DoesNotContain(
            findings[0].Sentences, sentence => sentence.Contains("stopped", StringComparison.Ordinal));
        Assert.Equal(
            ["The run stopped during or after this study, so it may hold only part of its cases: Cancelled (Ctrl+C) "
                + "while suite 'clients' was running."],
            findings[1].Sentences);
    }

    [Fact]
    public void Of_StudyTheReasonNames_FailedFirst()
    {
        var run = SampleRuns.Interrupted() with
        {
            IncompleteReason = "json on net8.0: Connection refused (127.0.0.1:9)",
            Suites = [SampleRuns.Json()],
        };

        var findings = Assert.Single(RunFindings.Of(run)).Sentences;

        Assert.Equal(
            "This study failed, so it holds only the cases measured before: json on net8.0: Connection refused "
                + "(127.0.0.1:9).",
            findings[0]);
        Assert.Equal(4, findings.Count);
    }

    [Fact]
    public void Of_InterruptedStudy_ItsInterruptionFirst()
    {
        var suite = FindingSamples.Async() with { Warnings = ["Interrupted: only the cases listed were measured."] };

        var findings = Assert.Single(RunFindings.Of(FindingSamples.Run(suite))).Sentences;

        Assert.Equal("Interrupted: only the cases listed were measured.", findings[0]);
        Assert.Equal(RunFindings.MostSentences, findings.Count);
    }

    [Fact]
    public void Of_StudyWithoutCases_SaysSo()
    {
        var suite = SampleRuns.Json() with { Cases = [] };

        Assert.Equal(["It measured no cases."], Assert.Single(RunFindings.Of(FindingSamples.Run(suite))).Sentences);
    }
}
