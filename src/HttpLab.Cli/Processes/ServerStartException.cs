namespace HttpLab.Cli.Processes;

/// <summary>A server child process (the target, or the load study's consumer API) did not come up.</summary>
internal sealed class ServerStartException(string message) : Exception(message);
