namespace HttpLab.Cli.CommandLine;

/// <summary>What <c>httplab</c> exits with.</summary>
internal static class ExitCodes
{
    public const int Success = 0;

    /// <summary>
    /// The command was well formed but could not finish: a study failed validation, the target did not start; or a load
    /// in which every request failed (refused, reset, timed out or never sent: nothing of the server was measured).
    /// </summary>
    public const int Failure = 1;

    /// <summary>The command line itself was wrong: an unknown option, a bad value.</summary>
    public const int Usage = 2;

    /// <summary>
    /// A load ran and was measured, but a threshold it was given (<c>--slo</c>) failed. <see cref="Failure"/> (every
    /// request failed, or no response had an expected status) and <see cref="Interrupted"/> take precedence.
    /// </summary>
    public const int ThresholdFailed = 3;

    /// <summary>Stopped by Ctrl-C (128 + SIGINT), after writing what was measured.</summary>
    public const int Interrupted = 130;

    /// <summary>Stopped by SIGTERM (128 + 15), after writing what was measured, as <see cref="Interrupted"/>.</summary>
    public const int Terminated = 143;
}
