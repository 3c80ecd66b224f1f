using HttpLab.Cli.CommandLine;


namespace HttpLab.Cli.Session;

/// <summary>How a session ended: the exit code, and why the results are incomplete if they are.</summary>
internal sealed record SessionOutcome(string? IncompleteReason, int ExitCode)
{
    public static SessionOutcome Complete { get; } = new(null, ExitCodes.Success);

    /// <summary>Everything ran, but nothing of the server was measured: a load in which every request failed.</summary>
    public static SessionOutcome CompleteButFailed { get; } = new(null, ExitCodes.Failure);

    /// <summary>Everything ran and was measured, but a threshold (<c>--slo</c>) failed.</summary>
    public static SessionOutcome ThresholdFailed { get; } = new(null, ExitCodes.ThresholdFailed);

    /// <summary>
    /// Stopped by Ctrl-C or SIGTERM (<see cref="StopSignal"/>); <paramref name="when"/> says how far it got: "before
    /// the load started".
    /// </summary>
    public static SessionOutcome Interrupted(string when)
    {
        var (cause, exitCode) = StopSignal.Describe(StopSignal.Received);
        return new($"interrupted ({cause}) {when}", exitCode);
    }

    public static SessionOutcome Failed(string reason) => new(reason, ExitCodes.Failure);
}
