using System.Globalization;
using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>
/// What a <c>/weather/{size}</c> response must deserialize to, as the target announced it in its headers.
/// </summary>
public sealed record WeatherExpectation(int Size, ulong Checksum)
{
    /// <summary>
    /// Asks the target once for the size's headers; the patterns that never see headers are checked against these.
    /// </summary>
    public static async Task<WeatherExpectation> FetchAsync(
        HttpClient client, Uri url, int size, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(client);
        HttpResponseMessage response;
        try
        {
            response = await client.GetAsync(url, HttpCompletionOption.ResponseHeadersRead, cancellationToken)
                .ConfigureAwait(false);
        }
        catch (HttpRequestException exception)
        {
            // The study's first request: its failure must say which request, and the cause HttpClient keeps inside.
            throw new PayloadValidationException($"GET {url} failed: {FailureMessage.Of(exception)}", exception);
        }

        using var _ = response;
        if (!response.IsSuccessStatusCode)
        {
            throw new PayloadValidationException($"GET {url} answered {(int)response.StatusCode} "
                + $"{response.ReasonPhrase}, expected 200.");
        }

        var countText = HeaderValue(response, WeatherHeaders.ItemCount);
        if (!int.TryParse(countText, NumberStyles.None, CultureInfo.InvariantCulture, out var count) || count != size)
        {
            throw new PayloadValidationException($"GET {url} announced {WeatherHeaders.ItemCount}: "
                + $"{countText ?? "(missing)"}, expected {size}.");
        }

        var checksumText = HeaderValue(response, WeatherHeaders.Checksum);
        if (!WeatherChecksum.TryParse(checksumText, out var checksum))
        {
            throw new PayloadValidationException($"GET {url} announced {WeatherHeaders.Checksum}: "
                + $"{checksumText ?? "(missing)"}, which is not a 64-bit hex checksum.");
        }

        return new WeatherExpectation(size, checksum);
    }

    /// <summary>
    /// Throws unless <paramref name="items"/> has the expected count and checksum; returns the count.
    /// </summary>
    public int Validate(string patternName, IReadOnlyCollection<WeatherForecast>? items)
    {
        if (items is null)
        {
            throw new PayloadValidationException($"{patternName} at size {Size}: deserialized null, expected {Size} "
                + "items.");
        }

        if (items.Count != Size)
        {
            throw new PayloadValidationException($"{patternName} at size {Size}: deserialized {items.Count} items, "
                + $"expected {Size}.");
        }

        var actual = WeatherChecksum.Compute(items);
        if (actual != Checksum)
        {
            throw new PayloadValidationException(
                $"{patternName} at size {Size}: checksum {WeatherChecksum.Format(actual)} of the deserialized items "
                    + $"differs from the target's {WeatherChecksum.Format(Checksum)} (fields lost or defaulted?).");
        }

        return items.Count;
    }

    private static string? HeaderValue(HttpResponseMessage response, string name) =>
        response.Headers.TryGetValues(name, out var values) ? values.FirstOrDefault() : null;
}
