using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Results;

namespace HttpLab.Cli.Session;

/// <summary><c>--out</c> and <c>--results-dir</c>: where a command that measures writes its results folder.</summary>
internal sealed record ResultsOptions(Option<string?> Out, Option<string> Root)
{
    /// <param name="defaultFolderName">The folder's name without <c>--out</c>, as help shows it.</param>
    public static ResultsOptions Create(string defaultFolderName) => new(
        NonEmpty.Require(
            new Option<string?>("--out")
            {
                Description = $"Write results to this new (or empty) folder instead of results/{defaultFolderName}.",
            },
            "a folder"),
        NonEmpty.Require(
            new Option<string>("--results-dir")
            {
                Description = "Folder under which each run gets its own results folder.",
                DefaultValueFactory = _ => "results",
            },
            "a folder"));

    /// <summary>
    /// Creates the results folder: <paramref name="output"/>, or a new folder under <paramref name="resultsRoot"/>
    /// named after the time and <paramref name="suiteNames"/>. A folder that cannot be used is a usage error.
    /// </summary>
    public static ResultsDirectory CreateFolder(
        string resultsRoot, string? output, IReadOnlyList<string> suiteNames, DateTimeOffset startedUtc)
    {
        try
        {
            return ResultsDirectory.Create(resultsRoot, output, suiteNames, startedUtc);
        }
        catch (ResultsDirectoryException exception)
        {
            throw new UsageException($"{(output is null ? "--results-dir" : "--out")}: {exception.Message}");
        }
    }
}
