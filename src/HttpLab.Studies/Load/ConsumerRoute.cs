using HttpLab.Contracts.Consumer;

namespace HttpLab.Studies.Load;

/// <summary>One of the consumer API's routes as the load study names it: its path without the leading slash.</summary>
internal sealed record ConsumerRoute(string Path)
{
    /// <summary>Every route, baseline first.</summary>
    public static IReadOnlyList<ConsumerRoute> All { get; } =
        [.. ConsumerRoutes.All.Select(path => new ConsumerRoute(path))];

    /// <summary>"baseline", "adapter/task", ...: the case name.</summary>
    public string Name => Path.TrimStart('/');

    public Uri On(Uri consumer) => new(consumer, Name);
}
