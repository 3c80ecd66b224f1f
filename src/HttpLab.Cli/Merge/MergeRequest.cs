namespace HttpLab.Cli.Merge;

/// <summary><c>httplab merge</c> as parsed: the generators' folders, whether to force, where to write.</summary>
/// <param name="Folders">The results folders (or their results.json files), as given.</param>
/// <param name="Force">Merge even runs that differ (<c>--force</c>), saying so in the report.</param>
/// <param name="ResultsRoot">Where the merged run's folder is made without <paramref name="Out"/>.</param>
/// <param name="Out">The merged run's folder, new or empty; null for one under <paramref name="ResultsRoot"/>.</param>
internal sealed record MergeRequest(IReadOnlyList<string> Folders, bool Force, string ResultsRoot, string? Out);
