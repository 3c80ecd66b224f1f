using System.Diagnostics;

namespace HttpLab.Cli.Tests;

/// <summary>
/// httplab as a real process with its standard output going to a pipe, as in <c>httplab load &gt; load.log</c>: the
/// console the process builds for itself, not the test console the other tests hand in.
/// </summary>
[RunsApart]
public sealed class RedirectedOutputTests : IDisposable
{
    private static readonly TimeSpan ExitLimit = TimeSpan.FromMinutes(2);
    private readonly TemporaryDirectory work = new("httplab-redirected-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task Load_OutputToAPipeOfAColourTerminal_NoEscapeSequence()
    {
        var startInfo = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        // A terminal that takes colours and hyperlinks, as a user's shell has: only the pipe may turn them off.
        startInfo.Environment["TERM"] = "xterm-256color";
        startInfo.Environment["COLORTERM"] = "truecolor";
        startInfo.Environment.Remove("NO_COLOR");
        foreach (var argument in new[]
        {
            Path.Combine(AppContext.BaseDirectory, "httplab.dll"), "load", "--rate", "50", "--duration", "1s",
            "--warmup", "500ms", "--out", Path.Combine(work.Path, "load"),
        })
        {
            startInfo.ArgumentList.Add(argument);
        }

        using var process = Process.Start(startInfo)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(ExitLimit);
        try
        {
            await process.WaitForExitAsync(timeout.Token);
        }
        finally
        {
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
            }
        }

        var log = await output;
        Assert.True(process.ExitCode == 0, $"exit code {process.ExitCode}: {await error}{log}");
        // The coloured target URL, the bold plan, the summary table and the report's hyperlink were all written.
        Assert.Contains("Target: http://127.0.0.1:", log, StringComparison.Ordinal);
        Assert.Contains("Report: ", log, StringComparison.Ordinal);
        Assert.DoesNotContain("\u001b", log, StringComparison.Ordinal);
    }
}
