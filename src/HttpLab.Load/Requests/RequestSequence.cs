namespace HttpLab.Load.Requests;

/// <summary>
/// The order a run's requests go out in: one cycle of a smooth weighted round robin (nginx's), repeated. Each request
/// takes exactly its weight's turns per cycle (weights divided by their greatest common divisor first, so the cycle is
/// as short as it can be), spread through the cycle rather than bunched, and the same every run: no randomness.
/// </summary>
internal sealed class RequestSequence
{
    private readonly int[] cycle;
    private long position = -1;

    public RequestSequence(IReadOnlyList<int> weights)
    {
        cycle = Cycle(weights);
    }

    /// <summary>The index of each request in one cycle, in order.</summary>
    public IReadOnlyList<int> Order => cycle;

    /// <summary>
    /// The index of the next request to send; safe from any thread. With one request it is always 0 and costs
    /// nothing; otherwise one interlocked increment, the only shared write per request.
    /// </summary>
    public int Next() => cycle.Length == 1
        ? 0
        : cycle[(int)((ulong)Interlocked.Increment(ref position) % (ulong)cycle.Length)];

    public static int[] Cycle(IReadOnlyList<int> weights)
    {
        ArgumentNullException.ThrowIfNull(weights);
        if (weights.Count == 0 || weights.Any(weight => weight < 1))
        {
            throw new ArgumentException("At least one weight, each at least 1.", nameof(weights));
        }

        var divisor = weights.Aggregate(GreatestCommonDivisor);
        var reduced = weights.Select(weight => weight / divisor).ToArray();
        var total = reduced.Sum();
        var current = new long[reduced.Length];
        var order = new int[total];
        for (var turn = 0; turn < total; turn++)
        {
            // Every request gains its weight; the one furthest ahead goes (the first on a tie) and pays the total.
            var chosen = 0;
            for (var index = 0; index < reduced.Length; index++)
            {
                current[index] += reduced[index];
                if (current[index] > current[chosen])
                {
                    chosen = index;
                }
            }

            current[chosen] -= total;
            order[turn] = chosen;
        }

        return order;
    }

    private static int GreatestCommonDivisor(int left, int right) =>
        right == 0 ? left : GreatestCommonDivisor(right, left % right);
}
