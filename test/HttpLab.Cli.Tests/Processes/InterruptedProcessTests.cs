using System.Text.Json;
using HdrHistogram;

namespace HttpLab.Cli.Tests.Processes;

/// <summary>
/// httplab stopped from outside at a moment a seeded random delay picks, as a user (Ctrl-C), a service manager or a
/// CI runner's timeout (SIGTERM) and the kernel (SIGKILL) stop it: what it measured is written and readable, the
/// folder says INCOMPLETE and why, no file is left half-written, and no process it started outlives it.
/// </summary>
[RunsApart]
public sealed class InterruptedProcessTests : IDisposable
{
    private static readonly TimeSpan StartLimit = TimeSpan.FromMinutes(1);
    private static readonly TimeSpan ExitLimit = TimeSpan.FromMinutes(1);
    private static readonly TimeSpan OrphanLimit = TimeSpan.FromSeconds(20);

    private readonly TemporaryDirectory work = new("httplab-interrupted-");

    public void Dispose() => work.Dispose();

    [Theory]
    [InlineData("INT", 130, "Ctrl-C", 1)]
    [InlineData("TERM", 143, "SIGTERM", 2)]
    [InlineData("INT", 130, "Ctrl-C", 3)]
    [InlineData("TERM", 143, "SIGTERM", 4)]
    public async Task Load_SignalledWhileItRuns_WritesWhatItMeasuredAndLeavesNoChild(
        string signal, int exitCode, string cause, int seed)
    {
        var folder = Path.Combine(work.Path, "load");
        using var httplab = HttplabProcess.Start(
            "load", "--rate", "200", "--duration", "60s", "--warmup", "500ms", "--out", folder);
        await httplab.WaitForLineAsync("Target: http://", StartLimit);
        var children = httplab.Descendants();
        var delay = TimeSpan.FromMilliseconds(new Random(seed).Next(0, 3000));
        await Task.Delay(delay);

        var moment = $"{delay.TotalMilliseconds} ms after the target started";
        await SignalAndCheckAsync(httplab, signal, exitCode, cause, folder, children, moment);
    }

    [Theory]
    [InlineData("INT", 130, "Ctrl-C")]
    [InlineData("TERM", 143, "SIGTERM")]
    public async Task RunLoadStudy_SignalledWhileItRuns_WritesWhatItMeasuredAndLeavesNoChild(
        string signal, int exitCode, string cause)
    {
        var folder = Path.Combine(work.Path, "run");
        using var httplab = HttplabProcess.Start(
            "run", "load", "--profile", "smoke", "--no-capacity", "--out", folder);
        // The load study starts a consumer API process per route beside the target: stop it while both run.
        await httplab.WaitForLineAsync("load: ", StartLimit);
        await Task.Delay(TimeSpan.FromSeconds(2));
        var children = httplab.Descendants();

        Assert.True(children.Count >= 2, $"{children.Count} child processes when signalled:\n{httplab.Output}");

        await SignalAndCheckAsync(httplab, signal, exitCode, cause, folder, children, "while the load study ran");
    }

    // The latest moment is well inside each study's smoke run: the clients study's takes about 3.5 s from its first
    // line on a quiet machine, and a signal after it has ended tests nothing.
    [Theory]
    [InlineData("json", "INT", 130, "Ctrl-C", 5, 2000)]
    [InlineData("cancel", "TERM", 143, "SIGTERM", 6, 2000)]
    [InlineData("async", "INT", 130, "Ctrl-C", 7, 2000)]
    [InlineData("clients", "TERM", 143, "SIGTERM", 8, 700)]
    public async Task RunStudy_SignalledWhileItMeasures_WritesWhatItMeasuredAndLeavesNoChild(
        string study, string signal, int exitCode, string cause, int seed, int latestMilliseconds)
    {
        var folder = Path.Combine(work.Path, study);
        using var httplab = HttplabProcess.Start("run", study, "--profile", "smoke", "--out", folder);
        await httplab.WaitForLineAsync($"{study}: ", StartLimit);
        var children = httplab.Descendants();
        var delay = TimeSpan.FromMilliseconds(new Random(seed).Next(0, latestMilliseconds));
        await Task.Delay(delay);

        var moment = $"{delay.TotalMilliseconds} ms into the {study} study";
        await SignalAndCheckAsync(httplab, signal, exitCode, cause, folder, children, moment);
    }

    [Fact]
    public async Task Load_KilledWithSigkill_ItsTargetExitsAndTheSecondsMeasuredStayInThePartialLog()
    {
        var folder = Path.Combine(work.Path, "killed");
        using var httplab = HttplabProcess.Start(
            "load", "--rate", "100", "--duration", "60s", "--warmup", "500ms", "--out", folder);
        await httplab.WaitForLineAsync("Target: http://", StartLimit);
        var children = httplab.Descendants();
        Assert.NotEmpty(children);
        var partialLog = Path.Combine(folder, "latency.hlog.partial");
        var deadline = DateTime.UtcNow + StartLimit;
        while (Intervals(partialLog).Count < 2 * 3 && DateTime.UtcNow < deadline)
        {
            await Task.Delay(200);
        }

        httplab.Signal("KILL");

        Assert.True(await httplab.WaitForExitAsync(ExitLimit), "httplab outlived SIGKILL");
        await AssertExitedAsync(children, $"SIGKILL:\n{httplab.Output}");
        var kept = Intervals(partialLog);
        Assert.True(kept.Count >= 2 * 3, $"{kept.Count} intervals in {partialLog} after SIGKILL:\n{httplab.Output}");
        Assert.Equal([null, "uncorrected", "send-lateness"], kept.Take(3).Select(interval => interval.Tag));
        Assert.True(kept.Where(interval => interval.Tag is null).Sum(interval => interval.TotalCount) >= 100);
    }

    /// <summary>
    /// The intervals an interval log holds so far (its last line may be cut short): none while it is absent.
    /// </summary>
    private static List<HistogramBase> Intervals(string path)
    {
        if (!File.Exists(path))
        {
            return [];
        }

        using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
        using var text = new StreamReader(stream);
        var whole = text.ReadToEnd();
        var lines = whole[..(whole.LastIndexOf('\n') + 1)];
        using var reader = new HistogramLogReader(new MemoryStream(System.Text.Encoding.UTF8.GetBytes(lines)));
        return reader.ReadHistograms().ToList();
    }

    /// <summary>
    /// Sends the signal, then checks the exit code, that every child process it had is gone and that the folder was
    /// written whole and names the cause.
    /// </summary>
    private static async Task SignalAndCheckAsync(
        HttplabProcess httplab,
        string signal,
        int exitCode,
        string cause,
        string folder,
        IReadOnlyList<int> children,
        string moment)
    {
        httplab.Signal(signal);

        var context = $"SIG{signal} {moment}:\n{httplab.Output}";
        Assert.True(await httplab.WaitForExitAsync(ExitLimit), $"still running a minute after {context}");
        Assert.True(httplab.ExitCode == exitCode, $"exit code {httplab.ExitCode} after {context}");
        Assert.NotEmpty(children);
        await AssertExitedAsync(children, context);
        AssertWrittenWhole(folder, $"interrupted ({cause})", context);
    }

    private static async Task AssertExitedAsync(IReadOnlyList<int> processIds, string context)
    {
        var deadline = DateTime.UtcNow + OrphanLimit;
        while (processIds.Any(HttplabProcess.IsAlive) && DateTime.UtcNow < deadline)
        {
            await Task.Delay(100);
        }

        var alive = processIds.Where(HttplabProcess.IsAlive).ToArray();
        Assert.True(
            alive.Length == 0,
            $"process {string.Join(", ", alive)} of httplab's still ran {OrphanLimit.TotalSeconds} s after {context}");
    }

    /// <summary>
    /// INCOMPLETE names the cause; results.json parses and says it is incomplete; nothing is left of a write that did
    /// not finish (files are written to a temporary name and renamed).
    /// </summary>
    private static void AssertWrittenWhole(string folder, string reason, string context)
    {
        var incomplete = Path.Combine(folder, "INCOMPLETE");
        Assert.True(File.Exists(incomplete), $"no INCOMPLETE marker after {context}");
        Assert.Contains(reason, File.ReadAllText(incomplete), StringComparison.Ordinal);
        using var results = JsonDocument.Parse(File.ReadAllText(Path.Combine(folder, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.Contains(
            reason, results.RootElement.GetProperty("incompleteReason").GetString(), StringComparison.Ordinal);
        var leftovers = Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories)
            .Where(path => Path.GetFileName(path).Contains(".tmp", StringComparison.OrdinalIgnoreCase))
            .ToArray();
        Assert.True(leftovers.Length == 0, $"half-written files {string.Join(", ", leftovers)} after {context}");
    }
}
