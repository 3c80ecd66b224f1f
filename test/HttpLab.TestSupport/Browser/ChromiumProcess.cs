using System.Collections.Concurrent;
using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// One headless Chromium with a profile of its own in a fresh temporary folder, listening for DevTools on a port it
/// picks itself and writes into that folder. Disposing it kills it with every process it started and removes the
/// profile.
/// </summary>
internal sealed class ChromiumProcess : IAsyncDisposable
{
    public const string Executable = "chromium";

    public const string NotOnPath =
        "chromium is not on PATH (on Debian: apt-get install chromium; .ci/run installs it)";

    private const int RememberedErrorLines = 20;
    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(25);
    private static readonly TimeSpan ExitPatience = TimeSpan.FromSeconds(10);

    private readonly Process process;
    private readonly string executable;
    private readonly ConcurrentQueue<string> lastErrorLines = new();

    private ChromiumProcess(Process process, string executable, string profileDirectory)
    {
        this.process = process;
        this.executable = executable;
        ProfileDirectory = profileDirectory;
    }

    public string ProfileDirectory { get; }

    /// <summary>The full path of <see cref="Executable"/> found on PATH, or null.</summary>
    public static string? FindOnPath() =>
        (Environment.GetEnvironmentVariable("PATH") ?? "")
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(folder => Path.Combine(folder, Executable))
            .FirstOrDefault(File.Exists);

    /// <exception cref="HeadlessBrowserException">The executable is missing or cannot be started.</exception>
    public static ChromiumProcess Start(string executable)
    {
        if (!File.Exists(executable))
        {
            throw new HeadlessBrowserException(
                $"{executable} does not exist (on Debian: apt-get install chromium; .ci/run installs it)");
        }

        var profile = Directory.CreateTempSubdirectory("httplab-chromium-").FullName;
        var start = new ProcessStartInfo(executable)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var argument in Arguments(profile))
        {
            start.ArgumentList.Add(argument);
        }

        Process started;
        try
        {
            started = Process.Start(start)
                ?? throw new HeadlessBrowserException($"Process.Start returned no process for {executable}.");
        }
        catch (Win32Exception exception)
        {
            Directory.Delete(profile, recursive: true);
            throw new HeadlessBrowserException($"{executable} could not be started: {exception.Message}", exception);
        }

        var chromium = new ChromiumProcess(started, executable, profile);
        started.ErrorDataReceived += (_, line) => chromium.Remember(line.Data);
        started.OutputDataReceived += (_, line) => chromium.Remember(line.Data);
        started.BeginErrorReadLine();
        started.BeginOutputReadLine();
        return chromium;
    }

    /// <summary>
    /// The DevTools port, once Chromium has written it to DevToolsActivePort in its profile (the first line; the
    /// browser target's path is the second).
    /// </summary>
    /// <exception cref="HeadlessBrowserException">Chromium ended first.</exception>
    /// <exception cref="TimeoutException">It wrote no port within <paramref name="timeout"/>.</exception>
    public async Task<int> WaitForDevToolsPortAsync(TimeSpan timeout, CancellationToken cancellationToken)
    {
        var portFile = Path.Combine(ProfileDirectory, "DevToolsActivePort");
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            if (TryReadPort(portFile, out var port))
            {
                return port;
            }

            if (process.HasExited)
            {
                await WaitForOutputToEndAsync().ConfigureAwait(false);
                throw new HeadlessBrowserException(
                    $"{executable} exited with code {process.ExitCode} before it opened DevTools{ErrorTail()}");
            }

            if (Stopwatch.GetElapsedTime(started) > timeout)
            {
                throw new TimeoutException(
                    $"{executable} wrote no DevTools port to {portFile} within {timeout.TotalSeconds:0} s"
                    + ErrorTail());
            }

            await Task.Delay(Poll, cancellationToken).ConfigureAwait(false);
        }
    }

    public async ValueTask DisposeAsync()
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // It had ended already.
        }

        using (var patience = new CancellationTokenSource(ExitPatience))
        {
            try
            {
                await process.WaitForExitAsync(patience.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                // A process that outlives a SIGKILL is the kernel's to reap; the profile removal below still runs.
            }
        }

        process.Dispose();
        await DeleteProfileAsync().ConfigureAwait(false);
    }

    private static IEnumerable<string> Arguments(string profile)
    {
        yield return "--headless=new";
        yield return "--remote-debugging-port=0";
        yield return $"--user-data-dir={profile}";
        if (Environment.IsPrivilegedProcess)
        {
            // Chromium refuses to run as root with its sandbox on; CI containers often run as root.
            yield return "--no-sandbox";
        }

        yield return "--disable-gpu";
        yield return "--no-first-run";
        // Containers give /dev/shm 64 MB, on which Chromium's renderers crash; Debian's launcher means to add this
        // flag then but its check of the free space does not always work.
        yield return "--disable-dev-shm-usage";
        // Tests send traffic to loopback only: none of Chromium's own fetches (updates, sync, extensions).
        yield return "--disable-background-networking";
        yield return "--disable-component-update";
        yield return "--disable-sync";
        yield return "--disable-extensions";
        yield return "--disable-default-apps";
        yield return "--no-default-browser-check";
        yield return "about:blank";
    }

    private static bool TryReadPort(string portFile, out int port)
    {
        port = 0;
        string text;
        try
        {
            text = File.ReadAllText(portFile);
        }
        catch (IOException)
        {
            return false;
        }

        // Read too early, the file can be there but not yet hold a whole line.
        var newline = text.IndexOf('\n', StringComparison.Ordinal);
        return newline > 0
            && int.TryParse(text.AsSpan(0, newline), NumberStyles.None, CultureInfo.InvariantCulture, out port)
            && port > 0;
    }

    private void Remember(string? line)
    {
        if (string.IsNullOrWhiteSpace(line))
        {
            return;
        }

        lastErrorLines.Enqueue(line);
        while (lastErrorLines.Count > RememberedErrorLines && lastErrorLines.TryDequeue(out _))
        {
        }
    }

    private string ErrorTail() =>
        lastErrorLines.IsEmpty
            ? "."
            : $"; its last lines:{Environment.NewLine}{string.Join(Environment.NewLine, lastErrorLines)}";

    private async Task WaitForOutputToEndAsync()
    {
        // A helper it started (the crash handler) can keep the pipes open after it exits: the tail is worth a moment.
        using var patience = new CancellationTokenSource(TimeSpan.FromSeconds(2));
        try
        {
            await process.WaitForExitAsync(patience.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
        }
    }

    private async Task DeleteProfileAsync()
    {
        // Killed children may still be closing files in the profile for a moment after the browser itself has ended.
        var started = Stopwatch.GetTimestamp();
        while (Directory.Exists(ProfileDirectory))
        {
            try
            {
                Directory.Delete(ProfileDirectory, recursive: true);
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException
                && Stopwatch.GetElapsedTime(started) < ExitPatience)
            {
                await Task.Delay(Poll).ConfigureAwait(false);
            }
        }
    }
}
