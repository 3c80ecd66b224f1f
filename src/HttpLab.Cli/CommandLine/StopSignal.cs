using System.Runtime.InteropServices;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Ctrl-C (SIGINT) and SIGTERM (kill, systemd, a CI runner's timeout) stop the command gracefully: the first cancels
/// its token, so what was measured is written and marked incomplete, naming the signal, with exit code 128 + its
/// number (130, 143). A second signal, or a command still running <see cref="GracePeriod"/> after the first, ends the
/// process at once. System.CommandLine's own termination handling is not used: it cannot say which signal came.
/// </summary>
internal sealed class StopSignal : IDisposable
{
    public static readonly TimeSpan GracePeriod = TimeSpan.FromSeconds(15);

    private static int received;

    private readonly CancellationTokenSource stop;
    private readonly PosixSignalRegistration[] registrations;
    private int signals;

    private StopSignal(CancellationToken cancellationToken)
    {
        stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        registrations =
        [
            PosixSignalRegistration.Create(PosixSignal.SIGINT, OnSignal),
            PosixSignalRegistration.Create(PosixSignal.SIGTERM, OnSignal),
        ];
    }

    /// <summary>The stop signal this process received first, or null.</summary>
    public static PosixSignal? Received => Volatile.Read(ref received) switch
    {
        0 => null,
        var signal => (PosixSignal)signal,
    };

    /// <summary>Cancelled by the token <see cref="Watch"/> was given or by the first stop signal.</summary>
    public CancellationToken Token => stop.Token;

    /// <summary>Watches for SIGINT and SIGTERM until disposed.</summary>
    public static StopSignal Watch(CancellationToken cancellationToken) => new(cancellationToken);

    /// <summary>How an interrupted run names its cause, and its exit code (128 + the signal's number).</summary>
    public static (string Cause, int ExitCode) Describe(PosixSignal? signal) => signal == PosixSignal.SIGTERM
        ? ("SIGTERM", ExitCodes.Terminated)
        : ("Ctrl-C", ExitCodes.Interrupted);

    public void Dispose()
    {
        foreach (var registration in registrations)
        {
            registration.Dispose();
        }

        stop.Dispose();
    }

    private void OnSignal(PosixSignalContext context)
    {
        if (Interlocked.Increment(ref signals) > 1)
        {
            // The second one: leave it to the runtime's default, which ends the process now.
            return;
        }

        context.Cancel = true;
        Interlocked.CompareExchange(ref received, (int)context.Signal, 0);
        var exitCode = Describe(context.Signal).ExitCode;
        _ = Task.Delay(GracePeriod).ContinueWith(
            _ => Environment.Exit(exitCode),
            CancellationToken.None,
            TaskContinuationOptions.None,
            TaskScheduler.Default);
        stop.Cancel();
    }
}
