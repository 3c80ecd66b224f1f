using System.Collections.Concurrent;
using System.Text.Json;

namespace HttpLab.Studies.Engine;

/// <summary>
/// How many invocations an iteration of each micro-benchmark case runs (by <see cref="BenchmarkRounds.Key"/>): chosen
/// in a study's first round from its measured iterations and reused by every later round, and by the study's later
/// launches on the same runtime, which are given the first launch's counts (<see cref="FileName"/> in its artifacts)
/// instead of running BenchmarkDotNet's pilot again. The pilot made a launch's first round take twice as long as the
/// others: 86-91 s against 36-41 s in quick json at four sizes.
/// </summary>
public sealed class InvocationCounts
{
    /// <summary>The file a launch leaves them in, beside its other artifacts.</summary>
    public const string FileName = "invocations.json";

    private readonly ConcurrentDictionary<string, long> counts;

    public InvocationCounts()
        : this([])
    {
    }

    public InvocationCounts(IEnumerable<KeyValuePair<string, long>> chosenEarlier)
    {
        ArgumentNullException.ThrowIfNull(chosenEarlier);
        counts = new ConcurrentDictionary<string, long>(
            chosenEarlier.Where(count => count.Value > 0), StringComparer.Ordinal);
    }

    public int Count => counts.Count;

    /// <summary>Every count, by case, in ordinal order of the case.</summary>
    public IReadOnlyList<KeyValuePair<string, long>> Snapshot() =>
        [.. counts.OrderBy(count => count.Key, StringComparer.Ordinal)];

    /// <summary>Records a case's count unless one was chosen already: an earlier round's or launch's stands.</summary>
    public void Choose(string caseKey, long invocations)
    {
        ArgumentException.ThrowIfNullOrEmpty(caseKey);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(invocations);
        counts.TryAdd(caseKey, invocations);
    }

    public bool TryGet(string caseKey, out long invocations) => counts.TryGetValue(caseKey, out invocations);

    public string Serialize() =>
        JsonSerializer.Serialize(Snapshot().ToDictionary(StringComparer.Ordinal));

    /// <summary>
    /// The counts a launch left in <paramref name="launchFolder"/>; empty when it left none (a study that measures
    /// no micro-benchmarks, a launch that failed) or none that can be read. A launch given none runs BenchmarkDotNet's
    /// pilot, which costs time, not accuracy.
    /// </summary>
    public static async Task<InvocationCounts> ReadAsync(string launchFolder, CancellationToken cancellationToken)
    {
        var path = Path.Combine(launchFolder, FileName);
        try
        {
            var text = await File.ReadAllTextAsync(path, cancellationToken).ConfigureAwait(false);
            return new InvocationCounts(
                JsonSerializer.Deserialize<Dictionary<string, long>>(text) ?? new Dictionary<string, long>());
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or JsonException)
        {
            return new InvocationCounts();
        }
    }
}
