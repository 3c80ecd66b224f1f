using System.Diagnostics;

namespace HttpLab.Studies.Runtimes;

/// <summary>
/// A child process run to its end (a study runner, Mono, a build): its standard output and error handed over line by
/// line as they come, and on cancellation killed with its own children. What it redirects besides (standard input)
/// is the caller's, and closes when the process is disposed here.
/// </summary>
public static class ChildProcess
{
    /// <returns>The exit code.</returns>
    /// <exception cref="System.ComponentModel.Win32Exception">The process could not be started.</exception>
    public static async Task<int> RunAsync(
        ProcessStartInfo start,
        Action<string> outputLine,
        Action<string> errorLine,
        CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(start);
        start.RedirectStandardOutput = true;
        start.RedirectStandardError = true;
        start.UseShellExecute = false;
        using var process = Process.Start(start)
            ?? throw new InvalidOperationException($"Process.Start returned no process for {start.FileName}.");
        var output = PumpAsync(process.StandardOutput, outputLine);
        var errors = PumpAsync(process.StandardError, errorLine);
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
                // It ended on its own meanwhile.
            }

            throw;
        }

        await Task.WhenAll(output, errors).ConfigureAwait(false);
        return process.ExitCode;
    }

    private static async Task PumpAsync(StreamReader reader, Action<string> line)
    {
        while (await reader.ReadLineAsync().ConfigureAwait(false) is { } text)
        {
            line(text);
        }
    }
}
