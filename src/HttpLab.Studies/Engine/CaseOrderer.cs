using System.Collections.Immutable;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;

namespace HttpLab.Studies.Engine;

/// <summary>
/// BenchmarkDotNet's declared order for the summary, and the declared or reversed order for execution.
/// </summary>
internal sealed class CaseOrderer(CaseOrder caseOrder)
    : DefaultOrderer(SummaryOrderPolicy.Declared, MethodOrderPolicy.Declared)
{
    public override IEnumerable<BenchmarkCase> GetExecutionOrder(
        ImmutableArray<BenchmarkCase> benchmarkCases, IEnumerable<BenchmarkLogicalGroupRule>? order = null)
    {
        var declared = base.GetExecutionOrder(benchmarkCases, order);
        return caseOrder == CaseOrder.Reversed ? declared.Reverse() : declared;
    }
}
