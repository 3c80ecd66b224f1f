using HttpLab.Contracts.Weather;

namespace HttpLab.Studies.Json;

/// <summary>A named way of fetching the weather list, as the report names it.</summary>
public sealed record JsonPattern(
    string Name, Func<HttpClient, Uri, CancellationToken, Task<List<WeatherForecast>?>> Fetch)
{
    public const string BaselineName = "GetAsync_ReadAsStringAsync";

    /// <summary>All patterns, in the order the report shows them; the first is the baseline.</summary>
    public static IReadOnlyList<JsonPattern> All { get; } =
    [
        new(BaselineName, JsonClientPatterns.GetAsyncReadAsStringAsync),
        new("GetAsync_ReadAsStreamAsync", JsonClientPatterns.GetAsyncReadAsStreamAsync),
        new("GetAsync_ReadFromJsonAsync", JsonClientPatterns.GetAsyncReadFromJsonAsync),
        new(
            "GetAsync_ReadAsStringAsync_CompletionOption",
            JsonClientPatterns.GetAsyncReadAsStringAsyncCompletionOption),
        new(
            "GetAsync_ReadAsStreamAsync_CompletionOption",
            JsonClientPatterns.GetAsyncReadAsStreamAsyncCompletionOption),
        new(
            "GetAsync_ReadFromJsonAsync_CompletionOption",
            JsonClientPatterns.GetAsyncReadFromJsonAsyncCompletionOption),
        new("GetStreamAsync", JsonClientPatterns.GetStreamAsync),
        new("GetStringAsync", JsonClientPatterns.GetStringAsync),
        new("GetFromJsonAsync", JsonClientPatterns.GetFromJsonAsync),
        new("GetFromJsonAsync_SourceGenerated", JsonClientPatterns.GetFromJsonAsyncSourceGenerated),
    ];

    public static JsonPattern Named(string name) =>
        All.FirstOrDefault(pattern => pattern.Name == name) ?? throw new ArgumentException("No JSON pattern is named "
            + $"'{name}'.", nameof(name));
}
