using HttpLab.Results;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// What one runtime's study runner gave back: the suite it measured (null when it measured nothing), the runtime's
/// exact version as it reported it, and why it stopped early, when it did.
/// </summary>
internal sealed record RuntimeSuite(StudyRuntime Runtime, string RuntimeVersion, SuiteResult? Suite, string? Failure);
