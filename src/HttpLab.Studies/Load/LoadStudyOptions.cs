using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;

namespace HttpLab.Studies.Load;

/// <summary>The load study's knobs; null means the profile's default.</summary>
public sealed record LoadStudyOptions
{
    /// <summary>The open-model rates, in requests per second: a light and a busy service on a small machine.</summary>
    public static readonly IReadOnlyList<int> DefaultRates = [500, 1000];

    /// <summary>The closed-model run's connections: enough to keep the consumer busy on a small machine.</summary>
    public const int DefaultConnections = 32;

    /// <summary>
    /// The highest rate accepted: far above what one machine sends through two tiers, low enough to catch a typo.
    /// </summary>
    public const int MaxRate = 1_000_000;

    /// <summary>The most closed-model connections accepted (the load generator's own limit).</summary>
    public const int MaxConnections = HttpLab.Load.LoadLimits.MaxConnections;

    /// <summary>The SLO each route's capacity is found at: p99 under 10 ms, a common service target.</summary>
    public static readonly IReadOnlyList<LoadThreshold> DefaultSlo = [LoadThreshold.Parse("p99<10ms")];

    /// <summary>Open-model rates in requests per second, one run per rate and route.</summary>
    public IReadOnlyList<int>? Rates { get; init; }

    /// <summary>Connections of the closed-model (maximum throughput) run.</summary>
    public int? Connections { get; init; }

    /// <summary>The SLO of each route's capacity search (every threshold must pass).</summary>
    public IReadOnlyList<LoadThreshold>? Slo { get; init; }

    /// <summary>False to leave out the capacity search of every route.</summary>
    public bool Capacity { get; init; } = true;

    /// <summary>Returns an error message for values out of range, or null.</summary>
    public string? Validate()
    {
        if (Rates is { Count: 0 })
        {
            return "at least one rate is needed";
        }

        foreach (var rate in Rates ?? [])
        {
            if (rate is < 1 or > MaxRate)
            {
                return $"a rate must be from 1 to {MaxRate} requests per second, not {rate}";
            }
        }

        if (Connections is < 1 or > MaxConnections)
        {
            return $"the connections must be from 1 to {MaxConnections}, not {Connections}";
        }

        return Slo is null ? null : CapacitySearchOptions.SloProblem(Slo);
    }
}
