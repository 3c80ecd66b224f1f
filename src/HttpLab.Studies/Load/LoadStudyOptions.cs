namespace HttpLab.Studies.Load;

/// <summary>The load study's knobs; null means the profile's default.</summary>
public sealed record LoadStudyOptions
{
    /// <summary>The earlier adapter study's open-model rates, in requests per second.</summary>
    public static readonly IReadOnlyList<int> DefaultRates = [500, 1000];

    /// <summary>The closed-model run's connections: enough to keep the consumer busy on a small machine.</summary>
    public const int DefaultConnections = 32;

    /// <summary>
    /// The highest rate accepted: far above what one machine sends through two tiers, low enough to catch a typo.
    /// </summary>
    public const int MaxRate = 1_000_000;

    /// <summary>The most closed-model connections accepted (the load generator's own limit).</summary>
    public const int MaxConnections = HttpLab.Load.LoadLimits.MaxConnections;

    /// <summary>Open-model rates in requests per second, one run per rate and route.</summary>
    public IReadOnlyList<int>? Rates { get; init; }

    /// <summary>Connections of the closed-model (maximum throughput) run.</summary>
    public int? Connections { get; init; }

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

        return Connections is < 1 or > MaxConnections ? $"the connections must be from 1 to {MaxConnections}, not "
            + $"{Connections}" : null;
    }
}
