namespace HttpLab.Cli.CommandLine;

/// <summary>
/// A command-line value that parsed but makes no sense (e.g. an unknown study); exits with
/// <see cref="ExitCodes.Usage"/>.
/// </summary>
internal sealed class UsageException(string message) : Exception(message);
