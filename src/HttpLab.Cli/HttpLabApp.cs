using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Run;
using HttpLab.Cli.Serve;

namespace HttpLab.Cli;

/// <summary>
/// The <c>httplab</c> command line: parses, reports usage errors in one line with exit code 2, and dispatches.
/// </summary>
internal static class HttpLabApp
{
    /// <summary>Every command and option of <c>httplab</c>, writing to <paramref name="console"/>.</summary>
    public static RootCommand CreateRoot(CliConsole console)
    {
        var root = new RootCommand(
            "HttpLab: a performance lab for .NET HTTP clients and async code. "
            + "It starts its own target server on loopback, runs reproducible studies against it and writes a report.");
        root.Subcommands.Add(RunCommand.Create(console));
        root.Subcommands.Add(ServeCommand.Create(console));
        root.Subcommands.Add(Load.LoadCommand.Create(console));
        root.Subcommands.Add(Compare.CompareCommand.Create(console));
        root.Subcommands.Add(Report.ReportCommand.Create(console));
        root.Subcommands.Add(Merge.MergeCommand.Create(console));
        root.Subcommands.Add(Runtimes.StudyRunnerCommand.Create(console));
        return root;
    }

    public static async Task<int> InvokeAsync(string[] args, CliConsole console, CancellationToken cancellationToken)
    {
        console = console with { CommandLine = CliConsole.CommandLineOf(args) };
        var root = CreateRoot(console);
        if (ParseErrors.FlagValue(root, args) is { } flagValue)
        {
            console.WriteError(flagValue);
            return ExitCodes.Usage;
        }

        var parseResult = root.Parse(args);
        if (ParseErrors.Describe(parseResult) is { } problem)
        {
            console.WriteError($"{problem} (see 'httplab --help')");
            return ExitCodes.Usage;
        }

        var configuration = new InvocationConfiguration
        {
            Output = console.Output,
            Error = console.Error,
            EnableDefaultExceptionHandler = false,
            ProcessTerminationTimeout = null,
        };
        using var stopSignal = StopSignal.Watch(cancellationToken);
        try
        {
            return await parseResult.InvokeAsync(configuration, stopSignal.Token).ConfigureAwait(false);
        }
        catch (UsageException exception)
        {
            console.WriteError(exception.Message);
            return ExitCodes.Usage;
        }
        catch (Session.ResultsNotWrittenException exception)
        {
            console.WriteError(exception.Message);
            return ExitCodes.Failure;
        }
        catch (OperationCanceledException) when (stopSignal.Token.IsCancellationRequested)
        {
            // A command without a session of its own (compare, report) stopped while it read: nothing was written.
            var (cause, exitCode) = StopSignal.Describe(StopSignal.Received);
            console.WriteError($"interrupted ({cause})");
            return exitCode;
        }
        catch (Exception exception) when (exception is not OperationCanceledException)
        {
            // A bug or an environment HttpLab did not foresee: still one line, naming what went wrong.
            console.WriteError($"unexpected {exception.GetType().Name}: {exception.Message}");
            return ExitCodes.Failure;
        }
    }
}
