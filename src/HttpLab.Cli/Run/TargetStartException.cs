namespace HttpLab.Cli.Run;

/// <summary>The target server child process did not come up.</summary>
internal sealed class TargetStartException(string message) : Exception(message);
