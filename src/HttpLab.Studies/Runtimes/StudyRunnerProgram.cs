using System.Text.Json;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Results.Json;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Runtimes;

/// <summary>
/// A study runner: runs one study on the runtime it was published for and hands its suite back to the
/// <c>httplab run</c> that started it, as <see cref="StudyRunnerProtocol"/> describes. The runners of
/// <c>--runtimes</c> (HttpLab.StudyRunner, built per runtime) and a launch on HttpLab's own runtime
/// (<c>httplab study-runner</c>, no build) both run it.
/// </summary>
public static class StudyRunnerProgram
{
    /// <summary>The exit code when the parent closed standard input (it is gone, or Ctrl-C stopped it).</summary>
    private const int ParentGoneExitCode = 130;

    public static async Task<int> RunAsync(IReadOnlyList<string> args, TextWriter output, TextWriter error)
    {
        if (args.Count != 1)
        {
            await error.WriteLineAsync("httplab-study-runner: expected one argument, the request file that httplab run "
                + "--runtimes writes").ConfigureAwait(false);
            return StudyRunnerProtocol.BadRequestExitCode;
        }

        StudyRunRequest request;
        try
        {
            request = StudyRunnerProtocol.DeserializeRequest(
                await File.ReadAllTextAsync(args[0]).ConfigureAwait(false));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or JsonException)
        {
            await error.WriteLineAsync($"httplab-study-runner: cannot read the request {args[0]}: {exception.Message}")
                .ConfigureAwait(false);
            return StudyRunnerProtocol.BadRequestExitCode;
        }

        var study = StudyCatalog.Create(request.Options).FirstOrDefault(candidate => candidate.Name == request.Study);
        if (study is null)
        {
            await error.WriteLineAsync($"httplab-study-runner: unknown study '{request.Study}'").ConfigureAwait(false);
            return StudyRunnerProtocol.BadRequestExitCode;
        }

        ExitWhenParentIsGone();
        var started = TimeProvider.System.GetUtcNow();
        var progress = new SynchronousProgress<StudyProgress>(
            update => output.WriteLine(StudyRunnerProtocol.FormatProgress(update)));
        var context = new StudyContext(
            request.TargetUrl, request.Profile, new ArtifactWriter(request.ArtifactsPath), progress)
        {
            TargetProcessId = request.TargetProcessId,
            Order = request.Order,
            Invocations = new InvocationCounts(request.Invocations),
        };
        try
        {
            var suite = await study.RunAsync(context, CancellationToken.None).ConfigureAwait(false);
            if (context.Invocations.Count > 0)
            {
                await context.Artifacts
                    .WriteTextAsync(InvocationCounts.FileName, context.Invocations.Serialize(), CancellationToken.None)
                    .ConfigureAwait(false);
            }

            await WriteAsync(request, started, suite, incompleteReason: null).ConfigureAwait(false);
            return 0;
        }
        catch (StudyFailedException failed)
        {
            if (failed.Partial is { } partial)
            {
                await WriteAsync(request, started, partial, failed.Message).ConfigureAwait(false);
            }

            await error.WriteLineAsync(failed.Message).ConfigureAwait(false);
            return StudyRunnerProtocol.StudyFailedExitCode;
        }
        catch (Exception exception) when (exception is PayloadValidationException or HttpRequestException
            or OperationCanceledException)
        {
            // Nothing here cancels the study, so a cancellation is a timeout: HttpClient's, on a target that stalls.
            await error.WriteLineAsync(FailureMessage.Of(exception)).ConfigureAwait(false);
            return StudyRunnerProtocol.StudyFailedExitCode;
        }
    }

    private static Task WriteAsync(
        StudyRunRequest request, DateTimeOffset started, SuiteResult suite, string? incompleteReason)
    {
        var run = new RunResult
        {
            RunId = Path.GetFileNameWithoutExtension(request.ResultPath),
            StartedUtc = started,
            FinishedUtc = TimeProvider.System.GetUtcNow(),
            Complete = incompleteReason is null,
            IncompleteReason = incompleteReason,
            Profile = request.Profile.ToString().ToLowerInvariant(),
            Environment = EnvironmentProbe.Capture(),
            Suites = [suite],
        };
        return new ArtifactWriter(Path.GetDirectoryName(request.ResultPath)!)
            .WriteTextAsync(Path.GetFileName(request.ResultPath), ResultsJson.Serialize(run), CancellationToken.None);
    }

    private static void ExitWhenParentIsGone() =>
        _ = Task.Run(() =>
        {
            Console.In.ReadToEnd();
            Environment.Exit(ParentGoneExitCode);
        });
}
