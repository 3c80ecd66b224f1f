using System.Net.Http.Json;
using System.Text.Json;
using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>
/// The ten ways of GETting and deserializing a JSON list that the study compares. Each returns what it
/// deserialized so the caller can validate it; each disposes every response it receives.
/// </summary>
public static class JsonClientPatterns
{
    private static readonly JsonSerializerOptions WebOptions = new(JsonSerializerDefaults.Web);

    public static Task<List<WeatherForecast>?> GetAsyncReadAsStringAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenDeserializeString(client, url, HttpCompletionOption.ResponseContentRead, cancellationToken);

    public static Task<List<WeatherForecast>?> GetAsyncReadAsStreamAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenDeserializeStream(client, url, HttpCompletionOption.ResponseContentRead, cancellationToken);

    public static Task<List<WeatherForecast>?> GetAsyncReadFromJsonAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenReadFromJson(client, url, HttpCompletionOption.ResponseContentRead, cancellationToken);

    public static Task<List<WeatherForecast>?> GetAsyncReadAsStringAsyncCompletionOption(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenDeserializeString(client, url, HttpCompletionOption.ResponseHeadersRead, cancellationToken);

    public static Task<List<WeatherForecast>?> GetAsyncReadAsStreamAsyncCompletionOption(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenDeserializeStream(client, url, HttpCompletionOption.ResponseHeadersRead, cancellationToken);

    public static Task<List<WeatherForecast>?> GetAsyncReadFromJsonAsyncCompletionOption(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        GetThenReadFromJson(client, url, HttpCompletionOption.ResponseHeadersRead, cancellationToken);

    public static async Task<List<WeatherForecast>?> GetStreamAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken)
    {
        var stream = await client.GetStreamAsync(url, cancellationToken).ConfigureAwait(false);
        await using (stream.ConfigureAwait(false))
        {
            return await JsonSerializer.DeserializeAsync<List<WeatherForecast>>(
                stream, WebOptions, cancellationToken).ConfigureAwait(false);
        }
    }

    public static async Task<List<WeatherForecast>?> GetStringAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken)
    {
        var json = await client.GetStringAsync(url, cancellationToken).ConfigureAwait(false);
        return JsonSerializer.Deserialize<List<WeatherForecast>>(json, WebOptions);
    }

    public static Task<List<WeatherForecast>?> GetFromJsonAsync(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        client.GetFromJsonAsync<List<WeatherForecast>>(url, cancellationToken);

    public static Task<List<WeatherForecast>?> GetFromJsonAsyncSourceGenerated(
        HttpClient client, Uri url, CancellationToken cancellationToken) =>
        client.GetFromJsonAsync(url, WeatherJsonContext.Default.ListWeatherForecast, cancellationToken);

    private static async Task<List<WeatherForecast>?> GetThenDeserializeString(
        HttpClient client, Uri url, HttpCompletionOption completion, CancellationToken cancellationToken)
    {
        using var response = await client.GetAsync(url, completion, cancellationToken).ConfigureAwait(false);
        response.EnsureSuccessStatusCode();
        var json = await response.Content.ReadAsStringAsync(cancellationToken).ConfigureAwait(false);
        return JsonSerializer.Deserialize<List<WeatherForecast>>(json, WebOptions);
    }

    private static async Task<List<WeatherForecast>?> GetThenDeserializeStream(
        HttpClient client, Uri url, HttpCompletionOption completion, CancellationToken cancellationToken)
    {
        using var response = await client.GetAsync(url, completion, cancellationToken).ConfigureAwait(false);
        response.EnsureSuccessStatusCode();
        var stream = await response.Content.ReadAsStreamAsync(cancellationToken).ConfigureAwait(false);
        await using (stream.ConfigureAwait(false))
        {
            return await JsonSerializer.DeserializeAsync<List<WeatherForecast>>(
                stream, WebOptions, cancellationToken).ConfigureAwait(false);
        }
    }

    private static async Task<List<WeatherForecast>?> GetThenReadFromJson(
        HttpClient client, Uri url, HttpCompletionOption completion, CancellationToken cancellationToken)
    {
        using var response = await client.GetAsync(url, completion, cancellationToken).ConfigureAwait(false);
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<List<WeatherForecast>>(cancellationToken).ConfigureAwait(false);
    }
}
