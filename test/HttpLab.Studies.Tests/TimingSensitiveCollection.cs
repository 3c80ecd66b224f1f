namespace HttpLab.Studies.Tests;

/// <summary>
/// Tests whose outcome depends on timers firing near their time (a server delay racing a client abort): they run
/// alone, after the parallel tests, so a benchmark running beside them cannot starve the thread pool.
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
[RunsApart]
public sealed class TimingSensitiveCollection
{
    public const string Name = "Timing-sensitive";
}
