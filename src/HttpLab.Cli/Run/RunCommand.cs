using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.Load;
using HttpLab.Cli.Processes;
using HttpLab.Cli.Runtimes;
using HttpLab.Cli.Session;
using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;
using HttpLab.Studies;
using HttpLab.Studies.Async;
using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Json;
using HttpLab.Studies.Load;
using HttpLab.Target.Echo;
using HttpLab.Target.Weather;

namespace HttpLab.Cli.Run;

/// <summary><c>httplab run [study...]</c>: starts the target, runs the studies, writes the results folder.</summary>
internal static class RunCommand
{
    private const int MaxLaunches = 20;

    /// <summary>The launches of each micro-benchmark study and of cancel when --launches is not given.</summary>
    internal static int DefaultLaunches(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => 2,
        StudyProfile.Full => 3,
        _ => 1,
    };

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
        var sizes = new Option<int[]>("--sizes")
        {
            Description = "Comma-separated payload sizes (items) for the json study.",
            DefaultValueFactory = _ => [.. JsonStudy.DefaultSizes],
        };
        var deadline = new Option<int?>("--deadline-ms")
        {
            Description = "cancel study: the cancellation deadline in ms "
                + $"(1 to {CancellationStudyOptions.MaxDeadlineMs}; "
                + $"default {CancellationStudyOptions.DefaultDeadlineMs}).",
        };
        var iterations = new Option<int?>("--iterations")
        {
            Description = "cancel study: iterations per phase and mechanism in each launch "
                + $"(1 to {CancellationStudyOptions.MaxIterations}; default 100 quick, 1000 full, split over the "
                + "launches).",
        };
        var serverDelay = new Option<int?>("--server-delay-ms")
        {
            Description = "cancel study: how long the target takes to answer "
                + "(default 3 x deadline + 500 ms, so every iteration is cancelled).",
        };
        var protocols = new Option<CancellationProtocol[]>("--protocols")
        {
            Description = "cancel study: comma-separated protocols to cancel over, each case on each "
                + $"(one of: {CancellationProtocols.Names}; default http1). https1 and h2 go to the target's HTTPS "
                + "address and trust only the certificate it made at start.",
            CustomParser = ParseProtocols,
            Arity = ArgumentArity.ExactlyOne,
        };
        var callers = new Option<int?>("--callers")
        {
            Description = "async study: concurrent callers in the sync-over-async burst "
                + $"(1 to {AsyncStudyOptions.MaxCallers}; default {AsyncStudyOptions.DefaultCallers}).",
        };
        var bodySizes = new Option<int[]>("--body-sizes")
        {
            Description = "Comma-separated request body sizes in bytes "
                + "for the clients study's HttpClient against HttpWebRequest.",
            DefaultValueFactory = _ => [.. ClientsStudyOptions.DefaultBodySizes],
        };
        var rates = new Option<int[]>("--rates")
        {
            Description = "load study: comma-separated open-model rates in requests per second, "
                + $"one run each per route (1 to {LoadStudyOptions.MaxRate:#,0}; "
                + $"default {string.Join(",", LoadStudyOptions.DefaultRates)}, smoke 50,100).",
        };
        var loadConnections = new Option<int?>("--load-connections")
        {
            Description = "load study: connections of the closed-model (maximum throughput) run "
                + $"(1 to {LoadStudyOptions.MaxConnections:#,0}; "
                + $"default {LoadStudyOptions.DefaultConnections}, smoke 4).",
        };
        var slo = new Option<LoadThreshold[]>("--slo")
        {
            Description = "load study: a threshold of the SLO each route's capacity is searched at, repeatable, as "
                + "httplab load --slo takes it: p99<10ms, p99.9<=50ms, errors<0.1% ... (at least one latency or error "
                + "threshold; default p99<10ms). The capacity is the highest constant rate meeting every one.",
            CustomParser = ParseSlo,
        };
        var noCapacity = new Option<bool>("--no-capacity")
        {
            Description = "load study: leave out each route's capacity search (quick: 30 s per route).",
        };
        WholeNumbers.AcceptList(sizes, 0, WeatherGenerator.MaxSize);
        WholeNumbers.AcceptList(bodySizes, 1, EchoEndpoints.MaxBodyBytes);
        WholeNumbers.AcceptList(rates, 1, LoadStudyOptions.MaxRate);
        WholeNumbers.AcceptRange(loadConnections, 1, LoadStudyOptions.MaxConnections);
        WholeNumbers.AcceptRange(deadline, 1, CancellationStudyOptions.MaxDeadlineMs);
        WholeNumbers.AcceptRange(callers, 1, AsyncStudyOptions.MaxCallers);
        WholeNumbers.AcceptRange(iterations, 1, CancellationStudyOptions.MaxIterations);
        WholeNumbers.AcceptRange(serverDelay, 0, CancellationStudyOptions.MaxServerDelayMs);
        var results = ResultsOptions.Create("<timestamp>-<studies>");
        var runtimes = new Option<StudyRuntime[]>("--runtimes")
        {
            Description = $"Comma-separated runtimes to run the studies' client side on, each in a process of its own "
                + $"(one of: {StudyRuntime.Names}); the target stays on HttpLab's own. Each runner is built "
                + "self-contained from the package feed's runtime packs on first use and cached in "
                + $"{RunnerBuildCache.DefaultRoot} (see --runtimes-cache). mono runs the clients study's HttpClient "
                + "and HttpWebRequest cases only; load always runs on HttpLab's own runtime.",
            CustomParser = StudyRuntime.ParseList,
            Arity = ArgumentArity.ExactlyOne,
        };
        var builds = new Option<StudyBuild[]>("--builds")
        {
            Description = "Comma-separated builds of HttpLab to measure against each other in one run, LABEL=FOLDER "
                + "each: a checkout of HttpLab (its study runner is built and cached as --runtimes' are) or a "
                + "published httplab folder. The json, cancel, clients and async studies' client side runs in each "
                + "build on HttpLab's own runtime, their launches taking turns (A B, B A...), the target staying this "
                + "httplab's; ratios and verdicts are against the first (or --baseline-runtime LABEL).",
            CustomParser = StudyBuild.ParseList,
            Arity = ArgumentArity.ExactlyOne,
        };
        var baselineRuntime = new Option<string?>("--baseline-runtime")
        {
            Description = "The runtime (or build) the others' ratios and verdicts are against (default: the first in "
                + "--runtimes or --builds).",
        };
        var runtimesCache = new Option<string>("--runtimes-cache")
        {
            Description = "Where the study runners of --runtimes are built and kept.",
            DefaultValueFactory = _ => RunnerBuildCache.DefaultRoot,
        };
        var caseOrder = new Option<string>("--case-order")
        {
            Description = "The order each study measures its cases in: declared (as reported) or reversed, to see "
                + "whether a case's numbers depend on when it ran.",
            DefaultValueFactory = _ => "declared",
        };
        Choices.AcceptOnly(caseOrder, "declared", "reversed");
        var launches = new Option<int?>("--launches")
        {
            Description = $"How many times each study runs, each time in a process of its own, every other time in "
                + $"reversed case order, its rounds pooled (1 to {MaxLaunches}; default: for the json, clients, async "
                + "and cancel studies 2 under the quick profile and 3 under full, otherwise 1). More than 1 runs each "
                + "study in processes of its own: httplab itself on HttpLab's own runtime, or the runners of "
                + "--runtimes; load's launches run one after another in httplab, each with fresh consumer processes.",
        };
        WholeNumbers.AcceptRange(launches, 1, MaxLaunches);
        NonEmpty.Require(runtimesCache, "a folder");
        var mono = new Option<string?>("--mono")
        {
            Description = "The mono executable for --runtimes mono (default: mono on PATH).",
        };
        NonEmpty.Require(mono, "the mono executable");

        var command = new Command(
            "run", "Run studies against the target and write results.json, report.md, CSVs and charts.")
        {
            studies, list, target, profile, sizes, deadline, iterations, serverDelay, protocols, callers, rates,
            loadConnections, slo, noCapacity, bodySizes, caseOrder, launches, runtimes, builds, baselineRuntime,
            runtimesCache, mono, results.Out, results.Root,
        };
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var cancellation = new CancellationStudyOptions
            {
                DeadlineMs = parseResult.GetValue(deadline),
                Iterations = parseResult.GetValue(iterations),
                ServerDelayMs = parseResult.GetValue(serverDelay),
                Protocols = parseResult.GetValue(protocols) is { Length: > 0 } chosen ? chosen : null,
            };
            var options = new StudyOptions
            {
                JsonSizes = parseResult.GetRequiredValue(sizes),
                Cancellation = cancellation,
                Async = new AsyncStudyOptions { Callers = parseResult.GetValue(callers) },
                Load = new LoadStudyOptions
                {
                    Rates = parseResult.GetValue(rates) is { Length: > 0 } chosenRates ? chosenRates : null,
                    Connections = parseResult.GetValue(loadConnections),
                    Slo = parseResult.GetValue(slo) is { Length: > 0 } chosenSlo ? chosenSlo : null,
                    Capacity = !parseResult.GetValue(noCapacity),
                },
                Clients = new ClientsStudyOptions { BodySizes = parseResult.GetRequiredValue(bodySizes) },
            };
            if (options.Load is { Capacity: false, Slo: not null })
            {
                throw new UsageException("--slo sets the SLO of the capacity search that --no-capacity leaves out: "
                    + "give one or the other");
            }

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

            RequireTheirStudies(
                parseResult,
                selected,
                [
                    (sizes, "json"), (deadline, "cancel"), (iterations, "cancel"), (serverDelay, "cancel"),
                    (protocols, "cancel"), (callers, "async"), (bodySizes, "clients"), (rates, "load"),
                    (loadConnections, "load"), (slo, "load"), (noCapacity, "load"),
                ]);
            if (selected is [LoadStudy])
            {
                // This process is then only the load generator: it may run as httplab load runs (see there).
                SocketCompletions.PreferInline();
            }

            var request = new RunRequest(
                selected,
                parseResult.GetValue(target),
                Enum.Parse<StudyProfile>(parseResult.GetRequiredValue(profile), ignoreCase: true),
                parseResult.GetRequiredValue(results.Root),
                parseResult.GetValue(results.Out))
            {
                Runtimes = Runtimes(
                    parseResult.GetValue(runtimes),
                    parseResult.GetValue(baselineRuntime),
                    parseResult.GetResult(runtimesCache) is { Implicit: false },
                    parseResult.GetRequiredValue(runtimesCache),
                    parseResult.GetValue(mono),
                    options,
                    parseResult.GetValue(launches),
                    Enum.Parse<StudyProfile>(parseResult.GetRequiredValue(profile), ignoreCase: true),
                    parseResult.GetValue(builds)),
                Order = Enum.Parse<CaseOrder>(parseResult.GetRequiredValue(caseOrder), ignoreCase: true),
            };
            return await new RunSession(console, console.Self ?? SelfCommand.Current)
                .RunAsync(request, cancellationToken)
                .ConfigureAwait(false);
        });
        return command;
    }

    /// <summary>
    /// An option of one study given for a run that leaves that study out would be silently ignored: refused instead,
    /// naming the option and its study.
    /// </summary>
    private static void RequireTheirStudies(
        ParseResult parseResult, IReadOnlyList<IStudy> selected, (Option Option, string Study)[] studyOptions)
    {
        foreach (var (option, study) in studyOptions)
        {
            if (parseResult.GetResult(option) is { Implicit: false } && selected.All(each => each.Name != study))
            {
                throw new UsageException(
                    $"{option.Name} is an option of the {study} study, which this run leaves out: "
                    + $"add {study} to the studies or leave {option.Name} out");
            }
        }
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

    internal static RuntimeSelection? Runtimes(
        StudyRuntime[]? runtimes,
        string? baseline,
        bool cacheGiven,
        string cacheRoot,
        string? mono,
        StudyOptions options,
        int? launchesGiven,
        StudyProfile profile,
        StudyBuild[]? builds = null)
    {
        var launches = launchesGiven ?? 1;
        if (builds is { Length: > 0 })
        {
            if (runtimes is { Length: > 0 })
            {
                throw new UsageException(
                    "--builds runs every build on HttpLab's own runtime: give --builds or --runtimes, not both");
            }

            runtimes = [.. builds.Select(build => build.Runtime)];
        }

        if (mono is not null && runtimes?.Any(runtime => runtime.IsMono) != true)
        {
            throw new UsageException("--mono is the executable of --runtimes mono: add mono to --runtimes");
        }

        // The micro-benchmark studies and cancel are measured in several launches by default: a process has its own JIT
        // and memory layout, and a case can sit 10-18% off in one launch in every round of it.
        int? profileLaunches = launchesGiven is null && DefaultLaunches(profile) > 1
            ? DefaultLaunches(profile)
            : null;
        options = options with
        {
            Cancellation = options.Cancellation.SplitOver(launchesGiven ?? profileLaunches ?? 1, profile),
        };
        if (runtimes is not { Length: > 0 })
        {
            if (baseline is not null)
            {
                throw new UsageException("--baseline-runtime needs --runtimes");
            }

            if (cacheGiven)
            {
                throw new UsageException(
                    "--runtimes-cache holds the study runners of --runtimes: give it with --runtimes");
            }

            if (launches == 1 && profileLaunches is null)
            {
                return null;
            }

            return new RuntimeSelection(
                [StudyRuntime.Current], StudyRuntime.Current.Name, cacheRoot, mono, options, launches)
            {
                OwnRuntime = true,
                ProfileLaunches = profileLaunches,
            };
        }

        if (baseline is not null && runtimes.All(runtime => runtime.Name != baseline))
        {
            var named = string.Join(",", runtimes.AsEnumerable());
            var option = builds is { Length: > 0 } ? "--builds" : "--runtimes";
            throw new UsageException($"--baseline-runtime '{baseline}' is not among {option} ({named})");
        }

        return new RuntimeSelection(runtimes, baseline ?? runtimes[0].Name, cacheRoot, mono, options, launches)
        {
            ProfileLaunches = profileLaunches,
            Builds = builds is { Length: > 0 } ? builds : null,
        };
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

    /// <summary>Parses <c>--protocols http1,h2c</c>: known names, each once, in the order given.</summary>
    private static CancellationProtocol[] ParseProtocols(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        var protocols = new List<CancellationProtocol>();
        foreach (var name in text.Split(',', StringSplitOptions.TrimEntries))
        {
            if (CancellationProtocols.Parse(name) is not { } protocol)
            {
                result.AddError($"--protocols '{text}': '{name}' is not a protocol the cancel study knows; "
                    + $"the protocols are: {CancellationProtocols.Names}");
                return [];
            }

            if (protocols.Contains(protocol))
            {
                result.AddError($"--protocols '{text}': '{name}' is named twice");
                return [];
            }

            protocols.Add(protocol);
        }

        return [.. protocols];
    }

    /// <summary>
    /// Parses every <c>--slo</c> as <c>httplab load</c> does; together they must be able to steer a search.
    /// </summary>
    private static LoadThreshold[] ParseSlo(ArgumentResult result)
    {
        var thresholds = LoadCheckOptions.ParseThresholds(result);
        if (thresholds.Length > 0 && CapacitySearchOptions.SloProblem(thresholds) is { } problem)
        {
            result.AddError($"--slo {string.Join(" ", thresholds.Select(threshold => threshold.Text))}: {problem}");
            return [];
        }

        return thresholds;
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
