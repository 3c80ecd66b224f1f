using HttpLab.Cli.CommandLine;

namespace HttpLab.Cli.Session;

/// <summary>
/// The results folder could not be written at the end of a run (a full disk, a folder made read-only or removed
/// meanwhile); the message says why and where what was measured was kept instead. httplab prints it as its one error
/// line and exits with <see cref="ExitCodes.Failure"/>.
/// </summary>
internal sealed class ResultsNotWrittenException(string message, Exception inner) : Exception(message, inner);
