using System.Text;

namespace HttpLab.Results.Files;

/// <summary>
/// The one way HttpLab writes a file it keeps: into a temporary file with a unique name in the same folder, flushed to
/// disk, then moved into place without replacing anything. An existing file is an error naming its path; on failure or
/// cancellation the temporary file is deleted and nothing is left behind. The one file meant to change, a run's
/// INCOMPLETE marker, is replaced the same way by <see cref="ReplaceText"/>.
/// </summary>
internal static class AtomicFile
{
    private const int BufferSize = 16 * 1024;

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <exception cref="ResultsDirectoryException">The file already exists.</exception>
    public static async Task WriteAsync(
        string path, Func<Stream, CancellationToken, Task> write, CancellationToken cancellationToken)
    {
        ThrowIfExists(path);
        cancellationToken.ThrowIfCancellationRequested();
        var temporary = TemporaryPath(path);
        try
        {
            var stream = new FileStream(
                temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None, BufferSize, FileOptions.Asynchronous);
            await using (stream.ConfigureAwait(false))
            {
                await write(stream, cancellationToken).ConfigureAwait(false);
                await stream.FlushAsync(cancellationToken).ConfigureAwait(false);

                // Without this a crash can leave the renamed file empty: the rename may reach the disk before the data.
                stream.Flush(flushToDisk: true);
            }

            try
            {
                File.Move(temporary, path, overwrite: false);
            }
            catch (IOException exception) when (File.Exists(path))
            {
                throw new ResultsDirectoryException(AlreadyExists(path), exception);
            }
        }
        catch
        {
            TryDelete(temporary);
            throw;
        }
    }

    /// <summary>
    /// Replaces a file that is meant to change (never a result) with <paramref name="text"/> (UTF-8): written to a
    /// temporary file beside it, flushed to disk and moved over it, so a reader sees the old text or the new, never
    /// part of either, and a failure leaves the old one.
    /// </summary>
    public static void ReplaceText(string path, string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var temporary = TemporaryPath(path);
        try
        {
            using (var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None))
            {
                stream.Write(Utf8.GetBytes(text));
                stream.Flush(flushToDisk: true);
            }

            File.Move(temporary, path, overwrite: true);
        }
        catch
        {
            TryDelete(temporary);
            throw;
        }
    }

    public static void TryDelete(string path)
    {
        try
        {
            File.Delete(path);
        }
        catch (IOException)
        {
            // The original failure matters more than a leftover temporary file.
        }
        catch (UnauthorizedAccessException)
        {
        }
    }

    /// <exception cref="ResultsDirectoryException">A file or folder is at <paramref name="path"/>.</exception>
    internal static void ThrowIfExists(string path)
    {
        if (File.Exists(path) || Directory.Exists(path))
        {
            throw new ResultsDirectoryException(AlreadyExists(path));
        }
    }

    private static string TemporaryPath(string path)
    {
        var folder = Path.GetDirectoryName(path)
            ?? throw new ArgumentException($"'{path}' has no folder.", nameof(path));
        return Path.Combine(folder, $".{Path.GetFileName(path)}.{Guid.NewGuid():N}.tmp");
    }

    internal static string AlreadyExists(string path) =>
        $"'{path}' already exists; HttpLab never overwrites a result file.";
}
