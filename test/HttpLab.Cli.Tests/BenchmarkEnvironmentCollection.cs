namespace HttpLab.Cli.Tests;

/// <summary>
/// Tests that run a BenchmarkDotNet study in this process, whose benchmarks read their target from process-wide
/// environment variables: one at a time, so no test points another's benchmarks at its own (or an already stopped)
/// server. Two such tests in parallel once sent a run's JSON benchmarks to the other test's lying server.
/// </summary>
[CollectionDefinition(Name)]
[RunsApart]
public sealed class BenchmarkEnvironmentCollection
{
    public const string Name = "BenchmarkDotNet environment";
}
