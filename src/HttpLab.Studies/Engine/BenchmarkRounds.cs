using System.Globalization;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace HttpLab.Studies.Engine;

/// <summary>
/// How a micro-benchmark study is measured so that its verdicts hold when the same build runs again: in rounds, each
/// round measuring every case for a few iterations, the rounds alternating the declared and the reversed order, and
/// each group (the cases with the same parameters) measured back to back with an A/A control at its far end (its
/// baseline measured a second time). A case's ratio is then judged round by round (<see cref="RatioVerdicts"/>):
/// drift that moves a whole group cancels in each round's ratio, drift along a group cancels between a round and the
/// next (the order alternates), and what is left shows as the spread of the ratios over rounds spread across the
/// run; the control says whether it was small enough to judge by.
/// </summary>
internal static class BenchmarkRounds
{
    /// <summary>The job id that marks the A/A control, the baseline measured a second time.</summary>
    public const string ControlJobId = "aa-control";

    /// <summary>
    /// The job id that marks a round's lead-in: the round's first case measured once before it and discarded. The
    /// first case BenchmarkDotNet measures in a run came out 4-26% slower than its twin later in the same round
    /// (the median round of five pairs of quick json runs: 13.6%), so whichever case opened a round, the baseline
    /// or its A/A control, read as a difference the code did not make.
    /// </summary>
    public const string LeadInJobId = "lead-in";

    // BenchmarkDotNet's default: the pilot's invocation counts are multiples of it.
    private const int DefaultUnrollFactor = 16;

    /// <summary>How many rounds a profile measures (<see cref="ProfileJobs.Rounds"/>).</summary>
    public static int Count(StudyProfile profile) => ProfileJobs.Rounds(Name(profile));

    /// <summary>The profile's name as <see cref="ProfileJobs"/> knows it: "quick".</summary>
    public static string Name(StudyProfile profile) => profile.ToString().ToLowerInvariant();

    /// <summary>
    /// Whether round <paramref name="round"/> (from 0) measures in reversed order: every other round, starting with
    /// the order the run asked for.
    /// </summary>
    public static bool IsReversed(int round, CaseOrder order) => (round % 2 == 1) ^ (order == CaseOrder.Reversed);

    /// <summary>
    /// The cases of one round in the order they are measured: BenchmarkDotNet's declared order (groups in turn, the
    /// cases of a group together) with each group's control after its last case, or all of that reversed; and before
    /// them the lead-in (<see cref="LeadInJobId"/>).
    /// </summary>
    /// <remarks>
    /// A case found in <paramref name="invocations"/> runs that many invocations an iteration, as an earlier round or
    /// launch chose, instead of running BenchmarkDotNet's pilot again.
    /// </remarks>
    public static BenchmarkCase[] Plan(
        BenchmarkRunInfo runInfo, bool reversed, InvocationCounts? invocations = null)
    {
        ArgumentNullException.ThrowIfNull(runInfo);
        var declared = new DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared)
            .GetExecutionOrder([.. runInfo.BenchmarksCases])
            .ToArray();
        var planned = new List<BenchmarkCase>();
        foreach (var group in declared.GroupBy(GroupOf, StringComparer.Ordinal))
        {
            planned.AddRange(group);
            if (group.FirstOrDefault(@case => @case.Descriptor.Baseline) is { } baseline && group.Count() > 1)
            {
                planned.Add(BenchmarkCase.Create(
                    baseline.Descriptor, baseline.Job.WithId(ControlJobId), baseline.Parameters, baseline.Config));
            }
        }

        if (reversed)
        {
            planned.Reverse();
        }

        if (planned.Count > 0)
        {
            var first = planned[0];
            var leadIn = first.Job.WithId(LeadInJobId);
            planned.Insert(0, BenchmarkCase.Create(first.Descriptor, leadIn, first.Parameters, first.Config));
        }

        return [.. planned.Select(@case => invocations?.TryGet(Key(@case), out var count) == true
            ? BenchmarkCase.Create(
                @case.Descriptor,
                @case.Job.WithInvocationCount(count).WithUnrollFactor(count % DefaultUnrollFactor == 0
                    ? DefaultUnrollFactor
                    : 1),
                @case.Parameters,
                @case.Config)
            : @case)];
    }

    /// <summary>
    /// How many invocations an iteration of each measured case (by <see cref="Key"/>) needs to last its job's
    /// iteration time, from the time an invocation took in the first round's measured iterations (their median): what
    /// later rounds reuse. Not the pilot's count: a pilot that ran into a stall (43 ms an operation, for a case of
    /// 0.33 ms) settles on 16 invocations, and every round that reused them measured iterations of 5-27 ms.
    /// </summary>
    public static IEnumerable<KeyValuePair<string, long>> Invocations(Summary summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        foreach (var report in summary.Reports.Where(report => report.Success && !IsLeadIn(report.BenchmarkCase)))
        {
            var operationsPerInvoke = report.BenchmarkCase.Descriptor.OperationsPerInvoke;
            var perInvocationNs = report.AllMeasurements
                .Where(measurement => measurement.IterationMode == IterationMode.Workload
                    && measurement.IterationStage == IterationStage.Actual
                    && measurement.Operations > 0)
                .Select(measurement => measurement.Nanoseconds / measurement.Operations * operationsPerInvoke)
                .Order()
                .ToArray();
            var iterationNs = report.BenchmarkCase.Job.Run.IterationTime.Nanoseconds;
            if (perInvocationNs.Length > 0 && iterationNs > 0)
            {
                yield return KeyValuePair.Create(
                    Key(report.BenchmarkCase), InvocationsFor(MedianOfSorted(perInvocationNs), iterationNs));
            }
        }
    }

    /// <summary>
    /// The invocations that make an iteration of <paramref name="iterationNs"/> at
    /// <paramref name="perInvocationNs"/> each: at least one, and from 16 on a multiple of 16, BenchmarkDotNet's
    /// default unroll factor (<see cref="Plan"/> unrolls such a count 16 times).
    /// </summary>
    internal static long InvocationsFor(double perInvocationNs, double iterationNs)
    {
        var invocations = Math.Max(1, (long)Math.Ceiling(iterationNs / perInvocationNs));
        return invocations < DefaultUnrollFactor
            ? invocations
            : (invocations + DefaultUnrollFactor - 1) / DefaultUnrollFactor * DefaultUnrollFactor;
    }

    /// <summary>A case of a round, the same in every round: method, parameters and whether it is a control.</summary>
    public static string Key(BenchmarkCase benchmarkCase) =>
        string.Join(
            '|',
            benchmarkCase.Descriptor.WorkloadMethod.Name,
            benchmarkCase.Parameters.ValueInfo,
            IsControl(benchmarkCase) ? "control" : "case");

    /// <summary>Whether this case is an A/A control added by <see cref="Plan"/>.</summary>
    public static bool IsControl(BenchmarkCase benchmarkCase) =>
        benchmarkCase?.Job.Id == ControlJobId;

    /// <summary>Whether this case is a round's lead-in, added by <see cref="Plan"/> and never reported.</summary>
    public static bool IsLeadIn(BenchmarkCase benchmarkCase) =>
        benchmarkCase?.Job.Id == LeadInJobId;

    /// <summary>"6 rounds", for the engine line of a report.</summary>
    public static string Describe(int rounds) => rounds == 1
        ? "1 round, opened by a lead-in (its first case once more, discarded), each group measured back to back with "
            + "an A/A control (its baseline again) at its far end"
        : string.Create(CultureInfo.InvariantCulture, $"{rounds} rounds")
            + " alternating declared and reversed order, each opened by a lead-in (its first case once more, "
            + "discarded), each group measured back to back with an A/A control (its baseline again) at its far end, "
            + "verdicts on the per-round ratios";

    private static string GroupOf(BenchmarkCase benchmarkCase) =>
        $"{benchmarkCase.Descriptor.Categories.FirstOrDefault()}|{benchmarkCase.Parameters.ValueInfo}";

    private static double MedianOfSorted(double[] sorted) => sorted.Length % 2 == 1
        ? sorted[sorted.Length / 2]
        : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
}
