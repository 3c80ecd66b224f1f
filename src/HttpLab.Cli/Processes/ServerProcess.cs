using System.Diagnostics;

namespace HttpLab.Cli.Processes;

/// <summary>
/// A server as a child process (<c>httplab serve</c>): the target, or the load study's consumer API, so it does not
/// share a garbage collector or thread pool with the client being measured. It is awaited by its ready line. It runs
/// with <see cref="ServeProtocol.ExitWithParentOption"/>: disposing it closes its standard input, which stops it (and
/// kills it if it lingers), and if this process dies first the pipe closes all the same.
/// </summary>
internal sealed class ServerProcess : IAsyncDisposable
{
    private static readonly TimeSpan StopGrace = TimeSpan.FromSeconds(5);
    private readonly Process process;

    private ServerProcess(Process process, Uri baseAddress)
    {
        this.process = process;
        BaseAddress = baseAddress;
    }

    public Uri BaseAddress { get; }

    public int ProcessId => process.Id;

    /// <summary>Starts the target server on a free loopback port.</summary>
    public static Task<ServerProcess> StartTargetAsync(
        SelfCommand self, TimeSpan readyTimeout, CancellationToken cancellationToken) =>
        StartAsync(
            self,
            ["serve", "--urls", "http://127.0.0.1:0", ServeProtocol.ExitWithParentOption],
            ServeProtocol.ReadyLinePrefix,
            "the target server",
            readyTimeout,
            cancellationToken);

    /// <summary>
    /// Starts the consumer API on a free loopback port, calling the card service at <paramref name="backend"/>.
    /// </summary>
    public static Task<ServerProcess> StartConsumerAsync(
        SelfCommand self, Uri backend, TimeSpan readyTimeout, CancellationToken cancellationToken) =>
        StartAsync(
            self,
            [
                "serve", "--urls", "http://127.0.0.1:0", ServeProtocol.ExitWithParentOption,
                "--consumer-of", backend.ToString(),
            ],
            ServeProtocol.ConsumerReadyLinePrefix,
            "the consumer API",
            readyTimeout,
            cancellationToken);

    private static async Task<ServerProcess> StartAsync(
        SelfCommand self,
        IReadOnlyList<string> arguments,
        string readyLinePrefix,
        string description,
        TimeSpan readyTimeout,
        CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(self.FileName)
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in self.PrefixArguments.Concat(arguments))
        {
            startInfo.ArgumentList.Add(argument);
        }

        // The load generator's socket settings are for the generator; a server runs as .NET runs by default.
        foreach (var variable in SocketCompletions.SetHere)
        {
            startInfo.Environment.Remove(variable);
        }

        var process = Process.Start(startInfo) ?? throw new ServerStartException($"could not start {self.FileName}");
        var errors = new Queue<string>();
        process.ErrorDataReceived += (_, line) =>
        {
            if (line.Data is null)
            {
                return;
            }

            lock (errors)
            {
                errors.Enqueue(line.Data);
                if (errors.Count > 20)
                {
                    errors.Dequeue();
                }
            }
        };
        process.BeginErrorReadLine();

        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(readyTimeout);
        try
        {
            var baseAddress = await ReadReadyLineAsync(process, readyLinePrefix, timeout.Token).ConfigureAwait(false);
            if (baseAddress is null)
            {
                await process.WaitForExitAsync(CancellationToken.None).ConfigureAwait(false);
                throw new ServerStartException(
                    $"{description} exited with code {process.ExitCode} before it was ready: {LastLines(errors)}");
            }

            _ = DrainAsync(process.StandardOutput);
            return new ServerProcess(process, baseAddress);
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            Kill(process);
            throw new ServerStartException(
                $"{description} did not print its ready line within {readyTimeout.TotalSeconds:0} s: "
                + $"{LastLines(errors)}");
        }
        catch
        {
            Kill(process);
            process.Dispose();
            throw;
        }
    }

    public async ValueTask DisposeAsync()
    {
        try
        {
            process.StandardInput.Close();
            using var grace = new CancellationTokenSource(StopGrace);
            await process.WaitForExitAsync(grace.Token).ConfigureAwait(false);
        }
        catch (Exception exception)
            when (exception is OperationCanceledException or IOException or InvalidOperationException)
        {
            Kill(process);
        }
        finally
        {
            process.Dispose();
        }
    }

    private static async Task<Uri?> ReadReadyLineAsync(
        Process process, string readyLinePrefix, CancellationToken cancellationToken)
    {
        while (await process.StandardOutput.ReadLineAsync(cancellationToken).ConfigureAwait(false) is { } line)
        {
            if (line.StartsWith(readyLinePrefix, StringComparison.Ordinal))
            {
                return new Uri(line[readyLinePrefix.Length..].Trim() + "/");
            }
        }

        return null;
    }

    private static async Task DrainAsync(StreamReader output)
    {
        var buffer = new char[1024];
        while (await output.ReadAsync(buffer).ConfigureAwait(false) > 0)
        {
        }
    }

    private static void Kill(Process process)
    {
        try
        {
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
            }
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }
    }

    private static string LastLines(Queue<string> errors)
    {
        lock (errors)
        {
            return errors.Count == 0 ? "(no output on stderr)" : string.Join(" | ", errors.TakeLast(3));
        }
    }
}
