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

    // BenchmarkDotNet's default: the pilot's invocation counts are multiples of it.
    private const int DefaultUnrollFactor = 16;

    // The first round's pilot runs on code still warming up; its counts, reused as they are, gave later iterations of
    // 86-90 ms against the 150 ms asked for, under the 100 ms below which BenchmarkDotNet warns.
    private const double PilotMargin = 1.25;

    /// <summary>How many rounds a profile measures.</summary>
    public static int Count(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => 3,
        StudyProfile.Smoke => 2,
        StudyProfile.Full => 5,
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, "Unknown profile."),
    };

    /// <summary>
    /// Whether round <paramref name="round"/> (from 0) measures in reversed order: every other round, starting with
    /// the order the run asked for.
    /// </summary>
    public static bool IsReversed(int round, CaseOrder order) => (round % 2 == 1) ^ (order == CaseOrder.Reversed);

    /// <summary>
    /// The cases of one round in the order they are measured: BenchmarkDotNet's declared order (groups in turn, the
    /// cases of a group together) with each group's control after its last case, or all of that reversed.
    /// </summary>
    /// <remarks>
    /// A case found in <paramref name="invocations"/> runs that many invocations an iteration, as an earlier round's
    /// pilot chose, instead of running BenchmarkDotNet's pilot again.
    /// </remarks>
    public static BenchmarkCase[] Plan(
        BenchmarkRunInfo runInfo, bool reversed, IReadOnlyDictionary<string, long>? invocations = null)
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

        return [.. planned.Select(@case => invocations?.TryGetValue(Key(@case), out var count) == true
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
    /// How many invocations an iteration of each measured case ran, by <see cref="Key"/>, a quarter more: what later
    /// rounds reuse.
    /// </summary>
    public static IEnumerable<KeyValuePair<string, long>> Invocations(Summary summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        foreach (var report in summary.Reports.Where(report => report.Success))
        {
            var actual = report.AllMeasurements.FirstOrDefault(measurement =>
                measurement.IterationMode == IterationMode.Workload
                && measurement.IterationStage == IterationStage.Actual);
            if (actual.Operations > 0)
            {
                var invocations = actual.Operations / report.BenchmarkCase.Descriptor.OperationsPerInvoke;
                var stretched = (long)Math.Ceiling(invocations * PilotMargin);
                yield return KeyValuePair.Create(
                    Key(report.BenchmarkCase),
                    invocations % DefaultUnrollFactor == 0
                        ? (stretched + DefaultUnrollFactor - 1) / DefaultUnrollFactor * DefaultUnrollFactor
                        : stretched);
            }
        }
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

    /// <summary>"6 rounds", for the engine line of a report.</summary>
    public static string Describe(int rounds) =>
        string.Create(CultureInfo.InvariantCulture, $"{rounds} rounds")
        + " alternating declared and reversed order, each group measured back to back with an A/A control (its "
        + "baseline again) at its far end, verdicts on the per-round ratios";

    private static string GroupOf(BenchmarkCase benchmarkCase) =>
        $"{benchmarkCase.Descriptor.Categories.FirstOrDefault()}|{benchmarkCase.Parameters.ValueInfo}";
}
