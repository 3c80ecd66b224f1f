using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Session;
using HttpLab.Compare;
using HttpLab.Compare.Reports;

namespace HttpLab.Cli.Compare;

/// <summary>
/// <c>httplab compare BASE DIFF</c>: did it change? Each micro-benchmark case of two results folders judged on its
/// iteration samples, each distribution case (cancel, load) on bootstrap intervals of its p50, p90, p99 and mean; a
/// table of ratios and verdicts, a geometric-mean summary, and what could not be compared, on the console and as
/// compare.md, compare.csv, compare.json, compare.svg and compare.junit.xml in a new folder.
/// </summary>
internal static class CompareCommand
{
    public static Command Create(CliConsole console)
    {
        var baseRun = new Argument<string>("base")
        {
            Description = "The results folder (or its results.json) to compare against.",
        };
        var diffRun = new Argument<string>("diff")
        {
            Description = "The results folder (or its results.json) that may have changed.",
        };
        var threshold = new Option<double>("--threshold")
        {
            Description = "The smallest time difference that counts, in % of the base median or statistic "
                + "(0 to below 100).",
            DefaultValueFactory = _ => 5,
            CustomParser = result => Number(result, "--threshold", min: 0, maxExclusive: 100),
        };
        var noise = new Option<double>("--noise")
        {
            Description = "The noise floor in ns: a smaller difference of medians never counts (0 to 1,000,000).",
            DefaultValueFactory = _ => 0.5,
            CustomParser = result => Number(result, "--noise", min: 0, maxExclusive: 1_000_000),
        };
        var failOnRegression = new Option<bool>("--fail-on-regression")
        {
            Description = "Exit with 1 when any case is Slower (default: exit 0 whatever the verdicts).",
        };
        var results = ResultsOptions.Create("<timestamp>-compare");

        var command = new Command(
            "compare",
            "Compare two runs case by case: a Mann-Whitney U test on every micro-benchmark case's iteration samples, "
            + "with a relative threshold and a noise floor; for cancel and load cases, seeded bootstrap intervals of "
            + "the p50, p90, p99 and mean ratios against the threshold.")
        {
            baseRun, diffRun, threshold, noise, failOnRegression, results.Out, results.Root,
        };
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var thresholds = new ComparisonThresholds(
                parseResult.GetValue(threshold) / 100, parseResult.GetValue(noise));
            var (baseResult, baseFile) = await ResultsFile.ReadAsync(parseResult.GetValue(baseRun)!, cancellationToken);
            var (diffResult, diffFile) = await ResultsFile.ReadAsync(parseResult.GetValue(diffRun)!, cancellationToken);
            var folder = ResultsOptions.CreateFolder(
                parseResult.GetValue(results.Root)!,
                parseResult.GetValue(results.Out),
                ["compare"],
                TimeProvider.System.GetUtcNow());
            var comparison = RunComparison.Of(baseResult, diffResult, thresholds);
            CompareConsoleTable.Write(console.Console, baseResult, diffResult, comparison, thresholds);
            await folder.Files.WriteTextAsync(
                CompareMarkdown.FileName,
                CompareMarkdown.Render(baseResult, diffResult, comparison, thresholds),
                CancellationToken.None);
            await folder.Files.WriteCsvAsync(
                CompareCsv.FileName, CompareCsv.Render(comparison), CancellationToken.None);
            await folder.Files.WriteTextAsync(
                CompareJson.FileName,
                CompareJson.Render((baseResult, baseFile), (diffResult, diffFile), comparison, thresholds),
                CancellationToken.None);
            if (CompareChart.Render(baseResult, diffResult, comparison, thresholds) is { } chart)
            {
                await folder.Files.WriteTextAsync(CompareChart.FileName, chart, CancellationToken.None);
            }

            await folder.Files.WriteTextAsync(
                CompareJUnit.FileName, CompareJUnit.Render(comparison), CancellationToken.None);
            await folder.Files.WriteTextAsync(
                CompareHtml.FileName,
                CompareHtml.Render(baseResult, diffResult, comparison, thresholds),
                CancellationToken.None);
            folder.MarkComplete();
            console.WriteReportLine(Path.Combine(folder.Path, CompareHtml.FileName));
            var regressions = comparison.Cases.Count(@case => @case.Time.Verdict == Verdict.Slower)
                + comparison.Distributions.Count(distribution => distribution.Verdict == Verdict.Slower);
            return parseResult.GetValue(failOnRegression) && regressions > 0 ? ExitCodes.Failure : ExitCodes.Success;
        });
        return command;
    }

    private static double Number(ArgumentResult result, string name, double min, double maxExclusive)
    {
        var text = result.Tokens.Count == 1 ? result.Tokens[0].Value : string.Empty;
        if (!double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
            || !double.IsFinite(value) || value < min || value >= maxExclusive)
        {
            result.AddError(string.Create(
                CultureInfo.InvariantCulture,
                $"{name} '{text}' is not a number from {min} to below {maxExclusive:#,0}"));
        }

        return value;
    }
}
