using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Session;

namespace HttpLab.Cli.Merge;

/// <summary>
/// <c>httplab merge DIR... --out DIR</c>: several <c>httplab load</c> generators' results folders, which measured one
/// target together, added into one run (see <see cref="MergeSession"/>).
/// </summary>
internal static class MergeCommand
{
    public static Command Create(CliConsole console)
    {
        var runs = new Argument<string[]>("runs")
        {
            Description = "The results folders of httplab load (or their results.json files), one per generator, "
                + "two or more, that measured one target together.",
            Arity = ArgumentArity.OneOrMore,
        };
        var force = new Option<bool>("--force")
        {
            Description = "Merge runs with different settings, shards that do not form a whole, or runs that did "
                + "not overlap in time anyway; the report's warnings say what differs.",
        };
        var results = ResultsOptions.Create("<timestamp>-merge");
        var command = new Command(
            "merge",
            "Add the results of several httplab load generators that measured one target together into one run: "
            + "histograms added exactly, never percentiles averaged; counts and rates summed.")
        {
            runs, force, results.Out, results.Root,
        };
        command.SetAction((parseResult, cancellationToken) => new MergeSession(console).RunAsync(
            new MergeRequest(
                parseResult.GetValue(runs)!,
                parseResult.GetValue(force),
                parseResult.GetValue(results.Root)!,
                parseResult.GetValue(results.Out)),
            cancellationToken));
        return command;
    }
}
