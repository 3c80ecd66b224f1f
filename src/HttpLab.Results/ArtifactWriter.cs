using System.Text;
using HttpLab.Results.Csv;
using HttpLab.Results.Files;
using IOPath = System.IO.Path;

namespace HttpLab.Results;

/// <summary>
/// A folder of a run's files, each written once and atomically and never overwritten (see
/// <see cref="ResultsDirectory"/>): the results folder itself, or a study's folder inside <c>artifacts/</c>.
/// </summary>
public sealed class ArtifactWriter
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);
    private readonly IReadOnlySet<string> reservedNames;

    /// <summary>Writes into <paramref name="folder"/>, creating it when absent.</summary>
    public ArtifactWriter(string folder)
        : this(folder, runId: null, new HashSet<string>(StringComparer.Ordinal))
    {
    }

    internal ArtifactWriter(string folder, string? runId, IReadOnlySet<string> reservedNames)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(folder);
        Path = IOPath.GetFullPath(folder);
        RunId = runId;
        this.reservedNames = reservedNames;
        Directory.CreateDirectory(Path);
    }

    /// <summary>The run these files belong to (its results folder's name); null outside a run.</summary>
    public string? RunId { get; }

    /// <summary>
    /// The full path of the folder, for a tool that writes its own files there (BenchmarkDotNet's logs); HttpLab's own
    /// files go through the write methods.
    /// </summary>
    public string Path { get; }

    /// <summary>A folder of its own inside this one, created when absent.</summary>
    public ArtifactWriter Subfolder(string name) =>
        new(IOPath.Combine(Path, CheckedName(name, nameof(name))), RunId, new HashSet<string>(StringComparer.Ordinal));

    /// <summary>
    /// Writes a file atomically: into a temporary file in this folder, flushed to disk, then moved into place. Refuses
    /// to replace an existing file; on failure or cancellation nothing is left behind.
    /// </summary>
    /// <exception cref="ResultsDirectoryException">The file already exists.</exception>
    public Task WriteFileAsync(
        string fileName, Func<Stream, CancellationToken, Task> write, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(write);
        var path = IOPath.Combine(Path, CheckedName(fileName, nameof(fileName)));
        return AtomicFile.WriteAsync(path, write, cancellationToken);
    }

    /// <summary>
    /// A file written as the run goes (<see cref="GrowingFile"/>): created on its first append, moved into place when
    /// complete.
    /// </summary>
    public GrowingFile CreateGrowingFile(string fileName) =>
        new(IOPath.Combine(Path, CheckedName(fileName, nameof(fileName))));

    /// <summary>Writes a UTF-8 text file (no byte order mark) atomically, like <see cref="WriteFileAsync"/>.</summary>
    public Task WriteTextAsync(string fileName, string text, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(text);
        return WriteFileAsync(
            fileName, (stream, token) => stream.WriteAsync(Utf8.GetBytes(text), token).AsTask(), cancellationToken);
    }

    /// <summary>Writes a UTF-8 text file (no byte order mark) atomically, as <paramref name="write"/> writes.</summary>
    public Task WriteTextAsync(string fileName, Action<TextWriter> write, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(write);
        return WriteFileAsync(
            fileName,
            async (stream, token) =>
            {
                var writer = new StreamWriter(stream, Utf8, bufferSize: 64 * 1024, leaveOpen: true);
                await using (writer.ConfigureAwait(false))
                {
                    write(writer);
                    await writer.FlushAsync(token).ConfigureAwait(false);
                }
            },
            cancellationToken);
    }

    /// <summary>Writes a CSV table atomically, like <see cref="WriteFileAsync"/>.</summary>
    public Task WriteCsvAsync(string fileName, CsvWriter csv, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(csv);
        return WriteTextAsync(fileName, csv.ToString(), cancellationToken);
    }

    private string CheckedName(string name, string parameterName)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(name, parameterName);
        if (name is "." or ".." || reservedNames.Contains(name) || name.IndexOfAny(['/', '\\']) >= 0
            || name.IndexOfAny(IOPath.GetInvalidFileNameChars()) >= 0)
        {
            throw new ArgumentException($"'{name}' is not a plain file name inside '{Path}'.", parameterName);
        }

        return name;
    }
}
