using System.Diagnostics;
using System.Text;
using HttpLab.Cli.Processes;

namespace HttpLab.Cli.Tests.Serve;

/// <summary>
/// <c>httplab serve</c> as a real process, awaited by its ready line, with its standard input and process id in the
/// test's hands (closing the one, signalling the other). Disposing it kills it if the test left it running.
/// </summary>
internal sealed class ServeChild : IDisposable
{
    private static readonly TimeSpan ReadyTimeout = TimeSpan.FromSeconds(60);
    private readonly StringBuilder errors = new();
    private readonly List<string> laterLines = [];
    private Task outputEnded = Task.CompletedTask;

    private ServeChild(Process process) => Process = process;

    public Process Process { get; }

    public Uri BaseAddress { get; private set; } = null!;

    /// <summary>
    /// Waits (up to 10 s) for a line after the ready line that starts with <paramref name="prefix"/>; null when none
    /// came by then, or when the output ended without one.
    /// </summary>
    public async Task<string?> LineAfterReadyAsync(string prefix)
    {
        var deadline = Stopwatch.GetTimestamp() + (10 * Stopwatch.Frequency);
        while (Stopwatch.GetTimestamp() < deadline)
        {
            var ended = outputEnded.IsCompleted;
            lock (laterLines)
            {
                if (laterLines.Find(line => line.StartsWith(prefix, StringComparison.Ordinal)) is { } found)
                {
                    return found;
                }
            }

            if (ended)
            {
                return null;
            }

            await Task.Delay(20);
        }

        return null;
    }

    /// <summary>What the process wrote on standard error so far, to explain a failure.</summary>
    public string Errors
    {
        get
        {
            lock (errors)
            {
                return errors.ToString();
            }
        }
    }

    /// <param name="arguments">Arguments after <c>serve --urls http://127.0.0.1:0</c>.</param>
    /// <param name="closeInputAtStart">Close standard input before the server is up, as <c>&lt; /dev/null</c>
    /// does.</param>
    public static async Task<ServeChild> StartAsync(IReadOnlyList<string> arguments, bool closeInputAtStart)
    {
        var startInfo = new ProcessStartInfo("dotnet")
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in new[]
        {
            Path.Combine(AppContext.BaseDirectory, "httplab.dll"), "serve", "--urls", "http://127.0.0.1:0",
        }.Concat(arguments))
        {
            startInfo.ArgumentList.Add(argument);
        }

        var child = new ServeChild(Process.Start(startInfo)!);
        child.Process.ErrorDataReceived += (_, line) =>
        {
            lock (child.errors)
            {
                child.errors.AppendLine(line.Data);
            }
        };
        child.Process.BeginErrorReadLine();
        if (closeInputAtStart)
        {
            child.Process.StandardInput.Close();
        }

        using var timeout = new CancellationTokenSource(ReadyTimeout);
        while (await child.Process.StandardOutput.ReadLineAsync(timeout.Token) is { } line)
        {
            if (line.StartsWith(ServeProtocol.ReadyLinePrefix, StringComparison.Ordinal))
            {
                child.BaseAddress = new Uri(line[ServeProtocol.ReadyLinePrefix.Length..] + "/");
                child.outputEnded = child.ReadLaterLinesAsync();
                return child;
            }
        }

        await child.Process.WaitForExitAsync(timeout.Token);
        var exitCode = child.Process.ExitCode;
        child.Dispose();
        throw new InvalidOperationException(
            $"httplab serve exited with code {exitCode} before its ready line: {child.Errors}");
    }

    private async Task ReadLaterLinesAsync()
    {
        while (await Process.StandardOutput.ReadLineAsync() is { } line)
        {
            lock (laterLines)
            {
                laterLines.Add(line);
            }
        }
    }

    /// <summary>
    /// Waits for the process to end by itself and returns its exit code, or fails after <paramref name="limit"/>.
    /// </summary>
    public async Task<int> WaitForExitAsync(TimeSpan limit)
    {
        using var timeout = new CancellationTokenSource(limit);
        try
        {
            await Process.WaitForExitAsync(timeout.Token);
        }
        catch (OperationCanceledException)
        {
            throw new TimeoutException($"httplab serve still running after {limit.TotalSeconds:0} s: {Errors}");
        }

        return Process.ExitCode;
    }

    /// <summary>Sends SIGTERM, as <c>kill</c>, systemd and container runtimes do to stop a service.</summary>
    public async Task TerminateAsync()
    {
        using var kill = Process.Start(
            "kill", ["-TERM", Process.Id.ToString(System.Globalization.CultureInfo.InvariantCulture)]);
        await kill.WaitForExitAsync();
        Assert.Equal(0, kill.ExitCode);
    }

    public void Dispose()
    {
        try
        {
            if (!Process.HasExited)
            {
                Process.Kill(entireProcessTree: true);
            }
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }

        Process.Dispose();
    }
}
