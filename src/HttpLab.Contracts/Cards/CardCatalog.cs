using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace HttpLab.Contracts.Cards;

/// <summary>
/// The deterministic content of <c>/cards/{name}</c>: the same name gives the same cards in every run and process.
/// A name is known when it is 1 to <see cref="MaxNameLength"/> ASCII letters, compared case-insensitively, and is
/// neither <see cref="MissingName"/> nor starts with <see cref="UnknownPrefix"/>; those give studies a sure 404.
/// A known name has <see cref="MinCards"/> to <see cref="MaxCards"/> cards, the count and fields derived from the name.
/// </summary>
public static class CardCatalog
{
    /// <summary>The longest known name.</summary>
    public const int MaxNameLength = 32;

    /// <summary>The fewest cards a known name has.</summary>
    public const int MinCards = 5;

    /// <summary>The most cards a known name has.</summary>
    public const int MaxCards = 20;

    /// <summary>A name that is never known.</summary>
    public const string MissingName = "missingno";

    /// <summary>Names starting with this (in any case) are never known.</summary>
    public const string UnknownPrefix = "unknown";

    /// <summary>Whether <c>/cards/{name}</c> answers 200 for <paramref name="name"/> (after URL decoding).</summary>
    public static bool IsKnown([NotNullWhen(true)] string? name) =>
        name is { Length: > 0 and <= MaxNameLength }
        && name.All(char.IsAsciiLetter)
        && !name.Equals(MissingName, StringComparison.OrdinalIgnoreCase)
        && !name.StartsWith(UnknownPrefix, StringComparison.OrdinalIgnoreCase);

    /// <summary>The cards for a known name; <c>Pikachu</c> and <c>pikachu</c> get the same list.</summary>
    /// <exception cref="ArgumentException"><paramref name="name"/> is not <see cref="IsKnown">known</see>.</exception>
    public static IReadOnlyList<Card> Cards(string name)
    {
        if (!IsKnown(name))
        {
            throw new ArgumentException(
                $"'{name}' is not a known card name: see {nameof(CardCatalog)}.{nameof(IsKnown)}.", nameof(name));
        }

        var key = name.ToLowerInvariant();
        var displayName = char.ToUpperInvariant(key[0]) + key[1..];
        var state = Hash(key);
        var count = MinCards + (int)(Next(ref state) % (MaxCards - MinCards + 1));

        // One main type per name, as a Pokémon keeps its type across sets.
        var mainType = (int)(Next(ref state) % (ulong)CardTables.Types.Length);
        var firstSet = (int)(Next(ref state) % (ulong)CardTables.Sets.Length);
        var firstNumber = Next(ref state);

        var cards = new Card[count];
        for (var index = 0; index < count; index++)
        {
            // Cards i and i + 12 share a set; a step of 13 keeps their numbers apart in every set's size.
            var (code, setName, size) = CardTables.Sets[(firstSet + index) % CardTables.Sets.Length];
            var number = 1 + (int)((firstNumber % (ulong)size + 13UL * (ulong)index) % (ulong)size);
            var hp = 30 + (10 * (int)(Next(ref state) % 23));
            var types = Types(mainType, ref state);
            var rarity = CardTables.Rarity((int)(Next(ref state) % 100));
            var numberText = number.ToString(CultureInfo.InvariantCulture);
            cards[index] = new Card($"{code}-{numberText}", displayName, hp, types, rarity, setName, numberText);
        }

        return cards;
    }

    private static string[] Types(int mainType, ref ulong state)
    {
        if (Next(ref state) % 5 != 0)
        {
            return [CardTables.Types[mainType]];
        }

        var other = (mainType + 1 + (int)(Next(ref state) % (ulong)(CardTables.Types.Length - 1)))
            % CardTables.Types.Length;
        return [CardTables.Types[mainType], CardTables.Types[other]];
    }

    // FNV-1a over the lower-case name: string.GetHashCode is randomized per process.
    private static ulong Hash(string key)
    {
        var hash = 14695981039346656037UL;
        foreach (var character in key)
        {
            hash = (hash ^ character) * 1099511628211UL;
        }

        return hash;
    }

    // SplitMix64: a tiny generator whose output is fixed by its definition, unlike System.Random's.
    private static ulong Next(ref ulong state)
    {
        var z = state += 0x9E3779B97F4A7C15UL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
        return z ^ (z >> 31);
    }
}
