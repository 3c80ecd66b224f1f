using System.CommandLine;

namespace HttpLab.Cli.Session;

/// <summary><c>--out</c> and <c>--results-dir</c>: where a command that measures writes its results folder.</summary>
internal sealed record ResultsOptions(Option<string?> Out, Option<string> Root)
{
    /// <param name="defaultFolderName">The folder's name without <c>--out</c>, as help shows it.</param>
    public static ResultsOptions Create(string defaultFolderName) => new(
        new Option<string?>("--out")
        {
            Description = $"Write results to this new (or empty) folder instead of results/{defaultFolderName}.",
        },
        new Option<string>("--results-dir")
        {
            Description = "Folder under which each run gets its own results folder.",
            DefaultValueFactory = _ => "results",
        });
}
