namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A runtime named in <c>--runtimes</c> cannot be had here; the message says why in one line, without the runtime's
/// name.
/// </summary>
internal sealed class RuntimeUnavailableException(string message) : Exception(message);
