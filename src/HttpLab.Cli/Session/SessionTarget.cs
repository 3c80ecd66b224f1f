namespace HttpLab.Cli.Session;

/// <summary>What a session measures: a URL, and the target child process behind it if it started one.</summary>
internal sealed record SessionTarget(Uri Url, int? ProcessId);
