namespace HttpLab.Target.Tests.Hosting;

/// <summary>
/// The tests that abuse the target (slow headers, huge headers and bodies): they run
/// alone, after the parallel tests, since they count the process's descriptors and memory and time a server timeout,
/// and apart from the other test processes' timed tests, which thousands of connections would disturb.
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
[RunsApart]
public sealed class AbuseCollection
{
    public const string Name = "Abuse";
}
