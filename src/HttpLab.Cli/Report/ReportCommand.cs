using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Session;
using HttpLab.Results;
using HttpLab.Results.Html;
using HttpLab.Results.Markdown;

namespace HttpLab.Cli.Report;

/// <summary>
/// <c>httplab report DIR...</c>: report.md and report.html rendered again from results folders (an old run gets the
/// current report without measuring again; several runs get one report, each in turn), in a new folder: a results
/// folder is never written to after its run.
/// </summary>
internal static class ReportCommand
{
    public static Command Create(CliConsole console)
    {
        var runs = new Argument<string[]>("runs")
        {
            Description = "Results folders (or their results.json files) to report on, in the order to show them.",
            Arity = ArgumentArity.OneOrMore,
        };
        var results = ResultsOptions.Create("<timestamp>-report");
        var command = new Command(
            "report",
            "Render report.md and report.html again from one or more results folders, into a new folder.")
        {
            runs, results.Out, results.Root,
        };
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var read = new List<(RunResult Run, string Folder)>();
            foreach (var path in parseResult.GetValue(runs)!)
            {
                var (run, file) = await ResultsFile.ReadAsync(path, cancellationToken);
                read.Add((run, Path.GetDirectoryName(file)!));
            }

            var duplicate = read
                .GroupBy(run => run.Folder, StringComparer.Ordinal)
                .FirstOrDefault(same => same.Count() > 1);
            if (duplicate is not null)
            {
                throw new UsageException($"'{duplicate.Key}' is named more than once");
            }

            var folder = ResultsOptions.CreateFolder(
                parseResult.GetValue(results.Root)!,
                parseResult.GetValue(results.Out),
                ["report"],
                TimeProvider.System.GetUtcNow());
            var markdown = string.Join(
                "\n---\n\n", read.Select(run => MarkdownReportExporter.Render(run.Run)));
            await folder.Files.WriteTextAsync(MarkdownReportExporter.FileName, markdown, CancellationToken.None);
            await folder.Files.WriteTextAsync(
                HtmlReportExporter.FileName,
                HtmlReportExporter.Render(read, folder.Path),
                CancellationToken.None);
            folder.MarkComplete();
            console.WriteReportLine(Path.Combine(folder.Path, HtmlReportExporter.FileName));
            return ExitCodes.Success;
        });
        return command;
    }
}
