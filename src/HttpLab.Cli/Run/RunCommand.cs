using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.Session;
using HttpLab.Studies;
using HttpLab.Studies.Json;
using HttpLab.Studies.Load;

namespace HttpLab.Cli.Run;

/// <summary>
/// <c>httplab run [study...]</c>: starts the target, runs the studies, writes the results folder. Its options come in
/// groups: which studies and how (here), each study's own (<see cref="StudyOptionSet"/>), where and how often they
/// run (<see cref="LaunchOptionSet"/>) and where the results go (<see cref="ResultsOptions"/>).
/// </summary>
internal static class RunCommand
{
    public static Command Create(CliConsole console)
    {
        var studies = new Argument<string[]>("study")
        {
            Description = $"Studies to run (default: all). One of: {string.Join(", ", StudyCatalog.Names)}.",
            Arity = ArgumentArity.ZeroOrMore,
        };
        var list = new Option<bool>("--list") { Description = "List the studies, a line each, and exit." };
        var target = new Option<Uri?>("--target")
        {
            Description = "Run against an already-running target (e.g. http://127.0.0.1:5000) instead of starting one.",
            CustomParser = ParseTarget,
        };
        var profile = new Option<string>("--profile")
        {
            Description = "quick: a few minutes per study (json, clients and async: 2 launches of 3 rounds); full: 3 "
                + "launches of 5 rounds of 10 iterations; smoke: seconds, checks that everything runs (not a "
                + "measurement).",
            DefaultValueFactory = _ => "quick",
        };
        Choices.AcceptOnly(profile, "quick", "full", "smoke");
        var studyOptions = StudyOptionSet.Create();
        var results = ResultsOptions.Create("<timestamp>-<studies>");
        var caseOrder = new Option<string>("--case-order")
        {
            Description = "The order each study measures its cases in: declared (as reported) or reversed, to see "
                + "whether a case's numbers depend on when it ran.",
            DefaultValueFactory = _ => "declared",
        };
        Choices.AcceptOnly(caseOrder, "declared", "reversed");
        var launchOptions = LaunchOptionSet.Create();

        var command = new Command(
            "run", "Run studies against the target and write results.json, report.md, CSVs and charts.")
        {
            studies, list, target, profile,
        };
        foreach (var option in studyOptions.All.Append(caseOrder).Concat(launchOptions.All)
            .Concat([results.Out, results.Root]))
        {
            command.Options.Add(option);
        }

        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var options = studyOptions.Read(parseResult);
            var catalog = StudyCatalog.Create(options);
            if (parseResult.GetValue(list))
            {
                foreach (var study in catalog)
                {
                    console.Output.WriteLine($"{study.Name,-10} {study.Description}");
                }

                return ExitCodes.Success;
            }

            var selected = SelectStudies(catalog, parseResult.GetValue(studies) ?? []);
            if (selected.Any(study => study is JsonStudy))
            {
                RequireValidSlowdown();
            }

            studyOptions.RequireTheirStudies(parseResult, selected);
            if (selected is [LoadStudy])
            {
                // This process is then only the load generator: it may run as httplab load runs (see there).
                SocketCompletions.PreferInline();
            }

            var runProfile = Enum.Parse<StudyProfile>(parseResult.GetRequiredValue(profile), ignoreCase: true);
            var request = new RunRequest(
                selected,
                parseResult.GetValue(target),
                runProfile,
                parseResult.GetRequiredValue(results.Root),
                parseResult.GetValue(results.Out))
            {
                Runtimes = launchOptions.Read(parseResult, options, runProfile),
                Order = Enum.Parse<CaseOrder>(parseResult.GetRequiredValue(caseOrder), ignoreCase: true),
            };
            return await new RunSession(console, console.Self ?? SelfCommand.Current)
                .RunAsync(request, cancellationToken)
                .ConfigureAwait(false);
        });
        return command;
    }

    private static IReadOnlyList<IStudy> SelectStudies(IReadOnlyList<IStudy> catalog, string[] names)
    {
        if (names.Length == 0)
        {
            return catalog;
        }

        if (names.GroupBy(name => name, StringComparer.Ordinal).FirstOrDefault(same => same.Count() > 1) is { } twice)
        {
            throw new UsageException($"study '{twice.Key}' is named twice: name each study once");
        }

        return names
            .Select(name =>
                catalog.FirstOrDefault(study => study.Name == name)
                ?? throw new UsageException(
                    $"unknown study '{name}'; "
                    + $"the studies are: {string.Join(", ", catalog.Select(study => study.Name))}"))
            .ToArray();
    }

    /// <summary>
    /// A malformed <see cref="InjectedSlowdown.Variable"/> is bad input, refused before the target starts rather than
    /// failing the json study once it runs.
    /// </summary>
    private static void RequireValidSlowdown()
    {
        try
        {
            InjectedSlowdown.FromEnvironment();
        }
        catch (InvalidOperationException invalid)
        {
            throw new UsageException(invalid.Message);
        }
    }

    private static Uri? ParseTarget(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (Uri.TryCreate(text, UriKind.Absolute, out var uri) && uri.Scheme is "http" or "https")
        {
            return uri.AbsolutePath.EndsWith('/') ? uri : new Uri(uri + "/");
        }

        result.AddError($"--target '{text}' is not an absolute http:// URL");
        return null;
    }
}
