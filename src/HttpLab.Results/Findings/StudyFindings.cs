namespace HttpLab.Results.Findings;

/// <summary>
/// What one study found, in a few sentences written from its own numbers: first, when it failed or was stopped, that
/// it was; then what its cases show (which pattern allocates least, how far cancellation overshoots its deadline,
/// whether the load generator kept up), each number with its unit. Empty when the study measured nothing to say.
/// </summary>
public sealed record StudyFindings(string Suite, string Title, IReadOnlyList<string> Sentences);
