using System.Collections.Immutable;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;

namespace HttpLab.Studies.Engine;

/// <summary>
/// BenchmarkDotNet's declared order for the summary, and for execution the order the cases were handed over in: the
/// round's plan (<see cref="BenchmarkRounds.Plan"/>).
/// </summary>
internal sealed class PlannedOrderer() : DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared)
{
    public static new readonly PlannedOrderer Instance = new();

    public override IEnumerable<BenchmarkCase> GetExecutionOrder(
        ImmutableArray<BenchmarkCase> benchmarkCases, IEnumerable<BenchmarkLogicalGroupRule>? order = null) =>
        benchmarkCases;
}
