using System.Globalization;

namespace HttpLab.Contracts;

/// <summary>
/// The 64-bit FNV-1a-style hash the wire types' checksums share: whole values mixed in rather than bytes, so a client
/// recomputing it from what it deserialized spends little next to the request being measured.
/// </summary>
internal static class FieldHash
{
    public const ulong OffsetBasis = 14695981039346656037;

    private const ulong Prime = 1099511628211;

    public static ulong Mix(ulong hash, int value) => (hash ^ (uint)value) * Prime;

    /// <summary>Mixes in each character, then a separator, so "ab" + "c" and "a" + "bc" differ.</summary>
    public static ulong Text(ulong hash, string text)
    {
        foreach (var character in text)
        {
            hash = Mix(hash, character);
        }

        return Mix(hash, -1);
    }

    public static string Format(ulong checksum) => checksum.ToString("x16", CultureInfo.InvariantCulture);
}
