using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace HttpLab.Studies.Runtimes;

/// <summary>
/// How <c>httplab</c> and a study runner talk: the request is a JSON file named by the runner's only argument; progress
/// comes back as lines on the runner's standard output; the result is a results.json file; a failure is the runner's
/// last line on standard error and exit code 1; and the runner exits when its standard input closes (its parent is
/// gone).
/// </summary>
public static class StudyRunnerProtocol
{
    /// <summary>The runner's exit code when the study failed after or before measuring some cases.</summary>
    public const int StudyFailedExitCode = 1;

    /// <summary>The runner's exit code for a request it cannot read.</summary>
    public const int BadRequestExitCode = 2;

    // The net48 program that runs the clients cases on Mono (HttpLab.Clients.Framework) writes the same lines.
    private const string ProgressPrefix = "progress\t";

    private static readonly JsonSerializerOptions RequestOptions = new(JsonSerializerDefaults.Web)
    {
        Converters = { new JsonStringEnumConverter(JsonNamingPolicy.CamelCase) },
    };

    public static string SerializeRequest(StudyRunRequest request) => JsonSerializer.Serialize(request, RequestOptions);

    /// <exception cref="JsonException">The text is not a request.</exception>
    public static StudyRunRequest DeserializeRequest(string json) =>
        JsonSerializer.Deserialize<StudyRunRequest>(json, RequestOptions)
        ?? throw new JsonException("The request is null.");

    public static string FormatProgress(StudyProgress progress)
    {
        ArgumentNullException.ThrowIfNull(progress);
        var currentCase = progress.CurrentCase.ReplaceLineEndings(" ").Replace('\t', ' ');
        return string.Create(
            CultureInfo.InvariantCulture,
            $"{ProgressPrefix}{progress.CompletedCases}\t{progress.TotalCases}\t{currentCase}");
    }

    /// <summary>Reads a progress line of <paramref name="study"/>; false for any other line.</summary>
    public static bool TryParseProgress(string line, string study, out StudyProgress progress)
    {
        ArgumentNullException.ThrowIfNull(line);
        progress = null!;
        if (!line.StartsWith(ProgressPrefix, StringComparison.Ordinal))
        {
            return false;
        }

        var fields = line[ProgressPrefix.Length..].Split('\t', 3);
        if (fields.Length != 3
            || !int.TryParse(fields[0], NumberStyles.None, CultureInfo.InvariantCulture, out var completed)
            || !int.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture, out var total))
        {
            return false;
        }

        progress = new StudyProgress(study, fields[2], completed, total);
        return true;
    }
}
