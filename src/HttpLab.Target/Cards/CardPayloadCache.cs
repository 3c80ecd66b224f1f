using System.Collections.Concurrent;
using System.Text.Json;
using HttpLab.Contracts.Cards;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Cards;

/// <summary>
/// The serialized card list by lower-case name, built once so a study measures the adapter and not the server's
/// serializer. Holds at most <c>capacity</c> names; past that, a new name is still served, just rebuilt every time.
/// </summary>
internal sealed class CardPayloadCache(int capacity, ILogger logger)
{
    /// <summary>Far more names than a study uses; a few kilobytes each, so tens of megabytes at most.</summary>
    public const int DefaultCapacity = 10_000;

    private readonly ConcurrentDictionary<string, Lazy<byte[]>> _entries = new(StringComparer.Ordinal);

    public int Count => _entries.Count;

    /// <summary>The JSON array of <see cref="CardCatalog.Cards"/> for a known name.</summary>
    public byte[] Get(string name)
    {
        var key = name.ToLowerInvariant();
        if (_entries.TryGetValue(key, out var cached))
        {
            return cached.Value;
        }

        if (_entries.Count >= capacity)
        {
            return Create(key);
        }

        // Lazy makes concurrent first requests for one name wait for a single build instead of each building.
        var entry = new Lazy<byte[]>(() => Create(key), LazyThreadSafetyMode.ExecutionAndPublication);
        var winner = _entries.GetOrAdd(key, entry);
        if (ReferenceEquals(winner, entry))
        {
            TargetLog.CardsCached(logger, key, entry.Value.Length, _entries.Count);
        }

        return winner.Value;
    }

    private static byte[] Create(string key) =>
        JsonSerializer.SerializeToUtf8Bytes(CardCatalog.Cards(key), TargetJsonContext.Default.IReadOnlyListCard);
}
