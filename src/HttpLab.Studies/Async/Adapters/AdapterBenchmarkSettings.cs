using HttpLab.Contracts.Cards;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// What <see cref="AdapterBenchmarks"/> needs from the command line: the target and the card name to ask for.
/// BenchmarkDotNet instantiates the benchmark class itself, so the settings travel in environment variables.
/// </summary>
/// <param name="TargetUrl">The target server's root; the adapters ask it for <c>cards/{name}</c>.</param>
/// <param name="CardName">A name <see cref="CardCatalog.IsKnown">known</see> to the target's catalog.</param>
public sealed record AdapterBenchmarkSettings(Uri TargetUrl, string CardName)
{
    /// <summary>The name asked for unless the study chooses another; the catalog has 12 cards for it.</summary>
    public const string DefaultCardName = "pikachu";

    private const string TargetVariable = "HTTPLAB_ADAPTERS_TARGET";
    private const string CardVariable = "HTTPLAB_ADAPTERS_CARD";

    /// <summary>
    /// The settings <see cref="ApplyToEnvironment"/> last set; the card name defaults to <see cref="DefaultCardName"/>.
    /// </summary>
    /// <exception cref="InvalidOperationException">No target is set.</exception>
    public static AdapterBenchmarkSettings FromEnvironment()
    {
        var target = Environment.GetEnvironmentVariable(TargetVariable)
            ?? throw new InvalidOperationException($"{TargetVariable} is not set: the adapter benchmarks run only "
                + "under 'httplab run', which sets it.");
        var cardName = Environment.GetEnvironmentVariable(CardVariable);
        return new AdapterBenchmarkSettings(
            new Uri(target), string.IsNullOrEmpty(cardName) ? DefaultCardName : cardName);
    }

    public void ApplyToEnvironment()
    {
        Environment.SetEnvironmentVariable(TargetVariable, TargetUrl.ToString());
        Environment.SetEnvironmentVariable(CardVariable, CardName);
    }
}
