using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace HttpLab.Results.Json;

/// <summary>
/// Reads and writes results.json (documented in docs/results-schema.md): camelCase, indented, enums as camelCase
/// strings, numbers only finite. A scalar metric that is NaN or infinite was not measured and is left out;
/// distributions are written inside a case's <c>metrics</c> as objects.
/// </summary>
public static class ResultsJson
{
    private static readonly ResultsJsonContext Context = new(new JsonSerializerOptions
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
#if NET9_0_OR_GREATER
        NewLine = "\n",
#endif

        // The file is read by people and scripts, never embedded in HTML, so "μs" and "json+clients" stay as they are.
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        NumberHandling = JsonNumberHandling.Strict,
#if NET9_0_OR_GREATER
        // A study runner on .NET 8 writes with its own System.Text.Json (a newer package would change what the json
        // study measures there); it writes "\n" on Linux anyway, and HttpLab reads everything back on .NET 10.
        RespectNullableAnnotations = true,
        RespectRequiredConstructorParameters = true,
#endif
        Converters = { new JsonStringEnumConverter(JsonNamingPolicy.CamelCase) },
    });

    /// <summary>The options results.json is written with (read-only).</summary>
    public static JsonSerializerOptions Options => Context.Options;

    /// <summary>Writes a run as results.json text.</summary>
    /// <exception cref="ArgumentException">
    /// A parameter value or a value inside a distribution is NaN or infinite, which JSON cannot hold, or a metric name
    /// is used for both a scalar and a distribution. The message names the suite, case and parameter or metric.
    /// </exception>
    public static string Serialize(RunResult run)
    {
        ArgumentNullException.ThrowIfNull(run);
        ResultsJsonChecks.CheckWritable(run);
        return JsonSerializer.Serialize(run, Context.RunResult);
    }

    /// <summary>Reads results.json text.</summary>
    /// <exception cref="ResultsFormatException">The text is not JSON, not a run, or has a newer
    /// schemaVersion.</exception>
    public static RunResult Deserialize(string json)
    {
        ArgumentNullException.ThrowIfNull(json);

        // The version is checked before the shape: a newer file's "does not match" errors would hide the real problem.
        ResultsJsonChecks.CheckSchemaVersion(json);
        RunResult? run;
        try
        {
            run = JsonSerializer.Deserialize(json, Context.RunResult);
        }
        catch (JsonException exception)
        {
            throw new ResultsFormatException(
                $"The results do not match schemaVersion {RunResult.CurrentSchemaVersion}: {exception.Message}",
                exception);
        }

        return ResultsJsonChecks.Validate(run);
    }

    /// <summary>Reads a results.json file.</summary>
    /// <exception cref="ResultsFormatException">The file is not JSON, not a run, or has a newer schemaVersion; the
    /// message names the file.</exception>
    public static async Task<RunResult> ReadAsync(string path, CancellationToken cancellationToken)
    {
        var json = await File.ReadAllTextAsync(path, cancellationToken).ConfigureAwait(false);
        try
        {
            return Deserialize(json);
        }
        catch (ResultsFormatException exception)
        {
            throw new ResultsFormatException($"{path}: {exception.Message}", exception);
        }
    }
}
