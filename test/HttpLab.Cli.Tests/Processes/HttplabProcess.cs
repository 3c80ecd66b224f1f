using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace HttpLab.Cli.Tests.Processes;

/// <summary>
/// httplab as a real process, its output collected line by line, so a test can wait for a line, signal it as a user,
/// a service manager or the kernel would, and see which of its child processes are left.
/// </summary>
internal sealed class HttplabProcess : IDisposable
{
    private readonly Process process;
    private readonly StringBuilder output = new();
    private readonly Lock gate = new();

    private HttplabProcess(Process process)
    {
        this.process = process;
        process.OutputDataReceived += (_, line) => Append(line.Data);
        process.ErrorDataReceived += (_, line) => Append(line.Data);
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
    }

    public int Id => process.Id;

    public int ExitCode => process.ExitCode;

    public string Output
    {
        get
        {
            lock (gate)
            {
                return output.ToString();
            }
        }
    }

    /// <summary>
    /// Starts httplab with SIGINT's default action whatever this process inherited: a test run started in the
    /// background by a shell without job control ignores SIGINT, every child would inherit that, and the Ctrl-C tests
    /// would test the shell. <c>env</c> resets it and then becomes httplab (same process id).
    /// </summary>
    public static HttplabProcess Start(params string[] arguments)
    {
        var startInfo = new ProcessStartInfo("env")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
        };
        startInfo.ArgumentList.Add("--default-signal=INT");
        startInfo.ArgumentList.Add("dotnet");
        startInfo.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "httplab.dll"));
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        return new HttplabProcess(Process.Start(startInfo)!);
    }

    /// <summary>Waits until a line of its output contains <paramref name="text"/>; fails if it exits first.</summary>
    public async Task WaitForLineAsync(string text, TimeSpan limit)
    {
        var deadline = Stopwatch.GetTimestamp() + (long)(limit.TotalSeconds * Stopwatch.Frequency);
        while (!Output.Contains(text, StringComparison.Ordinal))
        {
            if (process.HasExited || Stopwatch.GetTimestamp() > deadline)
            {
                Assert.Fail($"httplab never wrote '{text}' (exited: {process.HasExited}):\n{Output}");
            }

            await Task.Delay(50);
        }
    }

    /// <summary>Every process it started and theirs, from /proc's children lists, which the kernel keeps.</summary>
    public IReadOnlyList<int> Descendants() => DescendantsOf(process.Id).ToArray();

    public void Signal(string signal)
    {
        using var kill = Process.Start("kill", [$"-{signal}", process.Id.ToString(CultureInfo.InvariantCulture)])!;
        kill.WaitForExit();
        Assert.True(
            kill.ExitCode == 0,
            $"kill -{signal} failed: httplab had {(process.HasExited ? $"exited ({process.ExitCode})" : "not exited")}"
                + $":\n{Output}");
    }

    public async Task<bool> WaitForExitAsync(TimeSpan limit)
    {
        using var timeout = new CancellationTokenSource(limit);
        try
        {
            await process.WaitForExitAsync(timeout.Token);
            return true;
        }
        catch (OperationCanceledException)
        {
            return false;
        }
    }

    /// <summary>Whether the process runs: it exists and is not a zombie waiting to be reaped.</summary>
    public static bool IsAlive(int processId)
    {
        try
        {
            return !File.ReadAllText($"/proc/{processId}/stat").Contains(") Z ", StringComparison.Ordinal);
        }
        catch (IOException)
        {
            return false;
        }
    }

    public void Dispose()
    {
        if (!process.HasExited)
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
        }

        process.Dispose();
    }

    private static IEnumerable<int> DescendantsOf(int processId)
    {
        var tasks = $"/proc/{processId}/task";
        if (!Directory.Exists(tasks))
        {
            yield break;
        }

        foreach (var task in Directory.EnumerateDirectories(tasks))
        {
            string children;
            try
            {
                children = File.ReadAllText(Path.Combine(task, "children"));
            }
            catch (IOException)
            {
                continue;
            }

            foreach (var child in children.Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(int.Parse))
            {
                yield return child;
                foreach (var grandchild in DescendantsOf(child))
                {
                    yield return grandchild;
                }
            }
        }
    }

    private void Append(string? line)
    {
        if (line is null)
        {
            return;
        }

        lock (gate)
        {
            output.Append(line).Append('\n');
        }
    }
}
