using System.Globalization;
using HttpLab.Contracts.Echo;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The body sizes the clients study POSTs; the defaults fit the quick profile in about three minutes.
/// </summary>
public sealed record ClientsStudyOptions
{
    /// <summary>
    /// 16 B, 4 KiB and 256 KiB: header-dominated, a typical API body, and one that takes many socket reads.
    /// </summary>
    public static IReadOnlyList<int> DefaultBodySizes { get; } = [16, 4 * 1024, 256 * 1024];

    /// <summary>4 KiB only: the variants run twice (alone and 16 at once), so one size keeps the study short.</summary>
    public static IReadOnlyList<int> DefaultVariantBodySizes { get; } = [4 * 1024];

    /// <summary>Body sizes in bytes for HttpWebRequest against HttpClient.</summary>
    public IReadOnlyList<int> BodySizes { get; init; } = DefaultBodySizes;

    /// <summary>Body sizes in bytes for the HttpClient variants, each measured one at a time and 16 at once.</summary>
    public IReadOnlyList<int> VariantBodySizes { get; init; } = DefaultVariantBodySizes;

    /// <summary>
    /// Returns an error message when a size list is empty or a size is outside 1 byte to the echo's limit, or null.
    /// </summary>
    public string? Validate() => Check("body sizes", BodySizes) ?? Check("variant body sizes", VariantBodySizes);

    private static string? Check(string what, IReadOnlyList<int>? sizes)
    {
        if (sizes is null || sizes.Count == 0)
        {
            return $"the clients study needs at least one of its {what}";
        }

        foreach (var size in sizes)
        {
            if (size is < 1 or > EchoRoutes.MaxBodyBytes)
            {
                return string.Create(CultureInfo.InvariantCulture, $"the clients study's {what} must be from 1 to "
                    + $"{EchoRoutes.MaxBodyBytes} bytes, not {size}");
            }
        }

        return null;
    }
}
