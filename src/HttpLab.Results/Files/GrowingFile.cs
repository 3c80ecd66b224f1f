using System.Text;

namespace HttpLab.Results.Files;

/// <summary>
/// A result file written as a run goes rather than at its end: appended to <c>NAME.partial</c> beside it (each append
/// handed to the operating system at once, so a killed run leaves what it measured there), then, on
/// <see cref="Complete"/>, flushed to disk and moved into place without replacing anything, as
/// <see cref="AtomicFile"/> writes every other result file. Nothing is created until the first append.
/// </summary>
public sealed class GrowingFile : IDisposable
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);
    private FileStream? stream;

    internal GrowingFile(string path)
    {
        Path = path;
        PartialPath = path + ".partial";
    }

    /// <summary>Where the file is once complete.</summary>
    public string Path { get; }

    /// <summary>Where the file grows until it is complete.</summary>
    public string PartialPath { get; }

    /// <summary>True once something was appended.</summary>
    public bool Started => stream is not null;

    /// <summary>Appends UTF-8 text (no byte order mark) and hands it to the operating system.</summary>
    /// <exception cref="ResultsDirectoryException">The file, or its partial file, already exists.</exception>
    public void Append(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        if (stream is null)
        {
            AtomicFile.ThrowIfExists(Path);
            AtomicFile.ThrowIfExists(PartialPath);
            stream = new FileStream(PartialPath, FileMode.CreateNew, FileAccess.Write, FileShare.Read);
        }

        stream.Write(Utf8.GetBytes(text));
        stream.Flush();
    }

    /// <summary>
    /// Flushes the file to disk and moves it into place; refuses to replace an existing file. The partial file stays
    /// when this fails.
    /// </summary>
    /// <exception cref="InvalidOperationException">Nothing was appended.</exception>
    /// <exception cref="ResultsDirectoryException">The file already exists.</exception>
    public void Complete()
    {
        var written = stream ?? throw new InvalidOperationException($"Nothing was written to '{PartialPath}'.");
        written.Flush(flushToDisk: true);
        written.Dispose();
        try
        {
            File.Move(PartialPath, Path, overwrite: false);
        }
        catch (IOException exception) when (File.Exists(Path))
        {
            throw new ResultsDirectoryException(AtomicFile.AlreadyExists(Path), exception);
        }
    }

    /// <summary>Closes the partial file, leaving it where it is.</summary>
    public void Dispose() => stream?.Dispose();
}
