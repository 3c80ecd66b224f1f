using System.Diagnostics;
using HttpLab.Results;
using HttpLab.Results.Json;
using HttpLab.Studies;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// Runs one study in a study runner on another runtime (<see cref="StudyRunnerProtocol"/>): relays its progress, keeps
/// its output in <c>runner.log</c> beside its artifacts, and returns its suite with the runtime's exact version, or
/// the failure with whatever cases were measured before it. Ctrl-C kills the runner.
/// </summary>
internal static class RuntimeStudyRunner
{
    private const string UnhandledPrefix = "Unhandled exception.";

    public static async Task<RuntimeSuite> RunAsync(
        RunnerBuild build,
        StudyRunRequest request,
        ArtifactWriter artifacts,
        IProgress<StudyProgress> progress,
        CancellationToken cancellationToken)
    {
        const string RequestFile = "runner-request.json";
        await artifacts.WriteTextAsync(RequestFile, StudyRunnerProtocol.SerializeRequest(request), cancellationToken)
            .ConfigureAwait(false);
        var requestPath = Path.Combine(artifacts.Path, RequestFile);
        // Standard input stays open while the runner runs: its closing tells the runner that httplab is gone.
        var startInfo = new ProcessStartInfo(build.FileName) { RedirectStandardInput = true };
        foreach (var argument in build.PrefixArguments.Append(requestPath))
        {
            startInfo.ArgumentList.Add(argument);
        }

        var log = new StringWriter();
        var lastError = string.Empty;
        var exitCode = await ChildProcess.RunAsync(
                startInfo,
                line =>
                {
                    if (StudyRunnerProtocol.TryParseProgress(line, request.Study, out var update))
                    {
                        progress.Report(update with { CurrentCase = $"{build.Runtime}: {update.CurrentCase}" });
                        return;
                    }

                    lock (log)
                    {
                        log.WriteLine(line);
                    }
                },
                line =>
                {
                    lock (log)
                    {
                        log.WriteLine(line);

                        // A crash prints "Unhandled exception. Type: message" and then its stack: keep the first.
                        if (line.Length > 0 && !lastError.StartsWith(UnhandledPrefix, StringComparison.Ordinal))
                        {
                            lastError = line;
                        }
                    }
                },
                cancellationToken)
            .ConfigureAwait(false);
        await artifacts.WriteTextAsync("runner.log", log.ToString(), CancellationToken.None).ConfigureAwait(false);
        var logPath = Path.Combine(artifacts.Path, "runner.log");
        RunResult? run = null;
        var unreadable = string.Empty;
        try
        {
            run = File.Exists(request.ResultPath)
                ? await ResultsJson.ReadAsync(request.ResultPath, CancellationToken.None).ConfigureAwait(false)
                : null;
        }
        catch (ResultsFormatException exception)
        {
            unreadable = $"; its results are unreadable: {exception.Message}";
        }

        var suite = run is { Suites: [var only] } ? only : null;
        var version = run?.Environment.RuntimeVersion ?? build.Runtime.Name;
        if (exitCode == 0 && suite is not null)
        {
            return new RuntimeSuite(build.Runtime, version, suite, Failure: null);
        }

        var failure = exitCode == StudyRunnerProtocol.StudyFailedExitCode && lastError.Length > 0
            ? $"{request.Study} on {build.Runtime}: {lastError}"
            : $"{request.Study} on {build.Runtime}: the study runner exited with code {exitCode} "
                + $"({(lastError.Length > 0 ? lastError : "no message")}){unreadable}; its log is {logPath}";
        return new RuntimeSuite(build.Runtime, version, suite, failure);
    }
}
