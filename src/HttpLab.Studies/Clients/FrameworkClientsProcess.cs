using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Runs <c>mono HttpLab.Clients.Framework.exe ...</c>, relaying its progress lines as they come and keeping the line
/// that says why it failed.
/// </summary>
internal static class FrameworkClientsProcess
{
    private const string ProgressPrefix = "progress\t";
    private const string ErrorPrefix = "error: ";

    /// <summary>The exit code, and the child's error line (or its last words) when it printed any.</summary>
    public static async Task<(int ExitCode, string? Error)> RunAsync(
        string mono,
        IReadOnlyList<string> arguments,
        string workingDirectory,
        Action<int, int, string> progress,
        CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(mono)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
            WorkingDirectory = workingDirectory,
        };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        using var process = new Process { StartInfo = start };
        try
        {
            process.Start();
        }
        catch (Win32Exception exception)
        {
            throw new StudyFailedException($"clients on Mono: could not start {mono}: {exception.Message}", exception);
        }

        var otherOutput = new List<string>();
        var errors = new List<string>();
        var relay = RelayAsync(process.StandardOutput, progress, otherOutput);
        var collect = CollectAsync(process.StandardError, errors);
        try
        {
            await process.WaitForExitAsync(cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            try
            {
                process.Kill(entireProcessTree: true);
            }
            catch (InvalidOperationException)
            {
                // It exited on its own meanwhile.
            }

            throw;
        }

        await Task.WhenAll(relay, collect).ConfigureAwait(false);
        return (process.ExitCode, ErrorLine(errors) ?? ErrorLine(otherOutput));
    }

    private static async Task RelayAsync(TextReader output, Action<int, int, string> progress, List<string> other)
    {
        while (await output.ReadLineAsync().ConfigureAwait(false) is { } line)
        {
            var fields = line.StartsWith(ProgressPrefix, StringComparison.Ordinal)
                ? line[ProgressPrefix.Length..].Split('\t', 3)
                : [];
            if (fields.Length == 3
                && int.TryParse(fields[0], NumberStyles.None, CultureInfo.InvariantCulture, out var done)
                && int.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture, out var total))
            {
                progress(done, total, fields[2]);
            }
            else if (!string.IsNullOrWhiteSpace(line))
            {
                other.Add(line.Trim());
            }
        }
    }

    private static async Task CollectAsync(TextReader errorOutput, List<string> lines)
    {
        while (await errorOutput.ReadLineAsync().ConfigureAwait(false) is { } line)
        {
            if (!string.IsNullOrWhiteSpace(line))
            {
                lines.Add(line.Trim());
            }
        }
    }

    /// <summary>
    /// The child's own one-line error when it wrote one, else its last line (a crash of the runtime itself, say).
    /// </summary>
    private static string? ErrorLine(List<string> lines) =>
        lines.FirstOrDefault(line => line.StartsWith(ErrorPrefix, StringComparison.Ordinal))?[ErrorPrefix.Length..]
        ?? lines.LastOrDefault();
}
