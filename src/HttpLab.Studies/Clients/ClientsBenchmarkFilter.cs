using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Leaves out the cases a run does not measure (h2c when the target has no h2c endpoint, or what a test limits).
/// BenchmarkDotNet builds it from the <c>[Config]</c> attribute of each clients benchmark class.
/// </summary>
internal sealed class ClientsBenchmarkFilter : ManualConfig
{
    // BenchmarkDotNet also builds it whenever it validates any other study's benchmarks (it reads the attributes of
    // every type in the assembly), when no clients settings exist; so they are read only once a clients case is
    // filtered.
    public ClientsBenchmarkFilter() => AddFilter(new SimpleFilter(Includes));

    private static bool Includes(BenchmarkCase benchmark) =>
        Enum.TryParse<ClientKind>(benchmark.Descriptor.WorkloadMethod.Name, out var kind)
        && ClientsStudySettings.FromEnvironment().Kinds.Contains(kind);
}
