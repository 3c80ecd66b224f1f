using System.Globalization;
using System.Text;
using HttpLab.Results.Files;
using HttpLab.Results.Formatting;
using IOPath = System.IO.Path;

namespace HttpLab.Results;

/// <summary>
/// The output folder of one run. It never overwrites: a new folder per run, files written once and atomically, and an
/// <c>INCOMPLETE</c> marker that stays until the run finishes, so an interrupted run is recognisable as such.
/// </summary>
public sealed class ResultsDirectory
{
    /// <summary>The marker file present while the run has not finished successfully.</summary>
    public const string IncompleteMarker = "INCOMPLETE";

    private const int MaxAttempts = 1000;
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    private ResultsDirectory(string path)
    {
        Path = path;
        Files = new ArtifactWriter(path, RunId, new HashSet<string>(StringComparer.Ordinal) { IncompleteMarker });
    }

    /// <summary>The full path of the folder.</summary>
    public string Path { get; }

    /// <summary>The folder's name, which names the run.</summary>
    public string RunId => IOPath.GetFileName(IOPath.TrimEndingDirectorySeparator(Path));

    /// <summary>The folder's own files (results.json, report.md, a suite's extra files), the marker excepted.</summary>
    public ArtifactWriter Files { get; }

    /// <summary>
    /// Creates the folder of a new run: <paramref name="explicitOut"/> when given (refused if it holds anything), else
    /// <c>&lt;resultsRoot&gt;/&lt;yyyyMMddTHHmmssZ&gt;-&lt;suite+suite&gt;</c>, with "-2", "-3"... when that exists.
    /// </summary>
    /// <exception cref="ResultsDirectoryException">The explicit folder exists and is not empty, or no folder could be
    /// claimed.</exception>
    public static ResultsDirectory Create(
        string resultsRoot, string? explicitOut, IReadOnlyList<string> suiteNames, DateTimeOffset startedUtc)
    {
        ArgumentNullException.ThrowIfNull(resultsRoot);
        ArgumentNullException.ThrowIfNull(suiteNames);
        var marker = $"This HttpLab run has not finished: it is still running, or it stopped before the end.\n"
            + $"Files here may describe only part of the run. HttpLab deletes this file when the run completes.\n"
            + $"Started: {RunTimes.Timestamp(startedUtc)}\n";

        var root = IOPath.GetFullPath(explicitOut ?? resultsRoot);
        try
        {
            return explicitOut is null
                ? CreateTimestamped(root, FolderName(suiteNames, startedUtc), marker)
                : CreateExplicit(root, marker);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new ResultsDirectoryException(
                $"Cannot write the results under '{root}': {exception.Message}", exception);
        }
    }

    /// <summary>
    /// Gives a study or engine a folder of its own inside <c>artifacts/</c>, written with the same rule as the run's
    /// own files.
    /// </summary>
    public ArtifactWriter Artifacts(string subfolder) =>
        new ArtifactWriter(IOPath.Combine(Path, "artifacts"), RunId, new HashSet<string>(StringComparer.Ordinal))
            .Subfolder(subfolder);

    /// <summary>
    /// Writes a file into this folder atomically: into a temporary file in this folder, flushed to disk, then moved
    /// into place. Refuses to replace an existing file; on failure or cancellation nothing is left behind.
    /// </summary>
    /// <exception cref="ResultsDirectoryException">The file already exists.</exception>
    public Task WriteFileAsync(
        string fileName, Func<Stream, CancellationToken, Task> write, CancellationToken cancellationToken) =>
        Files.WriteFileAsync(fileName, write, cancellationToken);

    /// <summary>Writes a UTF-8 text file (no byte order mark) atomically, like <see cref="WriteFileAsync"/>.</summary>
    public Task WriteTextAsync(string fileName, string text, CancellationToken cancellationToken) =>
        Files.WriteTextAsync(fileName, text, cancellationToken);

    /// <summary>Removes the <c>INCOMPLETE</c> marker: every file of the run has been written.</summary>
    public void MarkComplete() => File.Delete(MarkerPath);

    /// <summary>Replaces the marker's text with why the run did not complete.</summary>
    public void MarkIncomplete(string reason)
    {
        ArgumentNullException.ThrowIfNull(reason);
        AtomicFile.ReplaceText(
            MarkerPath,
            $"This HttpLab run did not complete.\nReason: {reason}\n"
                + "Files here hold what was measured before it stopped.\n");
    }

    private string MarkerPath => IOPath.Combine(Path, IncompleteMarker);

    private static string FolderName(IReadOnlyList<string> suiteNames, DateTimeOffset startedUtc)
    {
        var stamp = startedUtc.UtcDateTime.ToString("yyyyMMdd'T'HHmmss'Z'", CultureInfo.InvariantCulture);
        if (suiteNames.Count == 0)
        {
            return stamp;
        }

        // File systems cap a name at 255 bytes; a long suite list is still recognisable from its start.
        var suites = string.Join('+', suiteNames.Select(FileNames.Safe));
        return FileNames.Safe(stamp + "-" + (suites.Length > 120 ? suites[..120] : suites));
    }

    private static ResultsDirectory CreateTimestamped(string root, string name, string marker)
    {
        Directory.CreateDirectory(root);
        for (var attempt = 1; attempt <= MaxAttempts; attempt++)
        {
            var candidate = IOPath.Combine(
                root, attempt == 1 ? name : string.Create(CultureInfo.InvariantCulture, $"{name}-{attempt}"));
            if (Directory.Exists(candidate) || File.Exists(candidate))
            {
                continue;
            }

            Directory.CreateDirectory(candidate);
            if (TryClaim(candidate, marker))
            {
                return new ResultsDirectory(candidate);
            }
        }

        throw new ResultsDirectoryException(
            $"Could not create a new results folder in '{root}': {MaxAttempts} folders named '{name}' already exist.");
    }

    private static ResultsDirectory CreateExplicit(string path, string marker)
    {
        if (File.Exists(path))
        {
            throw new ResultsDirectoryException($"The output folder '{path}' is a file.");
        }

        if (Directory.Exists(path) && Directory.EnumerateFileSystemEntries(path).Any())
        {
            throw new ResultsDirectoryException(NotEmpty(path));
        }

        Directory.CreateDirectory(path);
        return TryClaim(path, marker)
            ? new ResultsDirectory(path)
            : throw new ResultsDirectoryException(NotEmpty(path));
    }

    /// <summary>Creates the marker only if absent: of two runs racing for one folder, exactly one gets it.</summary>
    private static bool TryClaim(string folder, string marker)
    {
        var path = IOPath.Combine(folder, IncompleteMarker);
        try
        {
            using var stream = new FileStream(path, FileMode.CreateNew, FileAccess.Write, FileShare.None);
            stream.Write(Utf8.GetBytes(marker));
            return true;
        }
        catch (IOException) when (File.Exists(path))
        {
            return false;
        }
    }

    private static string NotEmpty(string path) =>
        $"The output folder '{path}' already exists and is not empty; HttpLab never overwrites an earlier run, "
        + "so choose another folder.";
}
