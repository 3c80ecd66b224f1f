namespace HttpLab.Studies.Tests;

/// <summary>
/// Tests that run BenchmarkDotNet benchmarks, which read their target from process-wide environment variables: one at
/// a time, so no test points another's benchmarks at its own (or an already stopped) server.
/// </summary>
[CollectionDefinition(Name)]
[RunsApart]
public sealed class BenchmarkEnvironmentCollection
{
    public const string Name = "BenchmarkDotNet environment";
}
