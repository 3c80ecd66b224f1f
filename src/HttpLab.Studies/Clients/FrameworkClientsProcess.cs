using System.ComponentModel;
using System.Diagnostics;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Runs <c>mono HttpLab.Clients.Framework.exe ...</c>, relaying its progress lines as they come and keeping the line
/// that says why it failed.
/// </summary>
internal static class FrameworkClientsProcess
{
    private const string ErrorPrefix = "error: ";

    /// <summary>The exit code, and the child's error line (or its last words) when it printed any.</summary>
    public static async Task<(int ExitCode, string? Error)> RunAsync(
        string mono,
        IReadOnlyList<string> arguments,
        string workingDirectory,
        Action<int, int, string> progress,
        CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo(mono) { WorkingDirectory = workingDirectory };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        var otherOutput = new List<string>();
        var errors = new List<string>();
        int exitCode;
        try
        {
            exitCode = await ChildProcess.RunAsync(
                    start,
                    line =>
                    {
                        if (StudyRunnerProtocol.TryParseProgress(line, "clients", out var update))
                        {
                            progress(update.CompletedCases, update.TotalCases, update.CurrentCase);
                        }
                        else
                        {
                            Keep(otherOutput, line);
                        }
                    },
                    line => Keep(errors, line),
                    cancellationToken)
                .ConfigureAwait(false);
        }
        catch (Win32Exception exception)
        {
            throw new StudyFailedException($"clients on Mono: could not start {mono}: {exception.Message}", exception);
        }

        return (exitCode, ErrorLine(errors) ?? ErrorLine(otherOutput));
    }

    private static void Keep(List<string> lines, string line)
    {
        if (!string.IsNullOrWhiteSpace(line))
        {
            lock (lines)
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
