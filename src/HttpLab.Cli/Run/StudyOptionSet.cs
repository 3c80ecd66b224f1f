using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Load;
using HttpLab.Contracts.Echo;
using HttpLab.Contracts.Weather;
using HttpLab.Load.Capacity;
using HttpLab.Load.Thresholds;
using HttpLab.Studies;
using HttpLab.Studies.Async;
using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Json;
using HttpLab.Studies.Load;

namespace HttpLab.Cli.Run;

/// <summary>
/// The options of one study each (<c>--sizes</c> for json, <c>--deadline-ms</c> for cancel, <c>--rates</c> for
/// load...): read into the run's <see cref="StudyOptions"/>, and refused when the run leaves their study out, where
/// they would be silently ignored.
/// </summary>
internal sealed record StudyOptionSet(
    Option<int[]> Sizes,
    Option<int?> Deadline,
    Option<int?> Iterations,
    Option<int?> ServerDelay,
    Option<CancellationProtocol[]> Protocols,
    Option<int?> Callers,
    Option<int[]> BodySizes,
    Option<int[]> Rates,
    Option<int?> LoadConnections,
    Option<LoadThreshold[]> Slo,
    Option<bool> NoCapacity)
{
    public static StudyOptionSet Create()
    {
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
        WholeNumbers.AcceptList(sizes, 0, WeatherRoutes.MaxSize);
        WholeNumbers.AcceptList(bodySizes, 1, EchoRoutes.MaxBodyBytes);
        WholeNumbers.AcceptList(rates, 1, LoadStudyOptions.MaxRate);
        WholeNumbers.AcceptRange(loadConnections, 1, LoadStudyOptions.MaxConnections);
        WholeNumbers.AcceptRange(deadline, 1, CancellationStudyOptions.MaxDeadlineMs);
        WholeNumbers.AcceptRange(callers, 1, AsyncStudyOptions.MaxCallers);
        WholeNumbers.AcceptRange(iterations, 1, CancellationStudyOptions.MaxIterations);
        WholeNumbers.AcceptRange(serverDelay, 0, CancellationStudyOptions.MaxServerDelayMs);
        return new StudyOptionSet(
            sizes, deadline, iterations, serverDelay, protocols, callers, bodySizes, rates, loadConnections, slo,
            noCapacity);
    }

    public IEnumerable<Option> All =>
    [
        Sizes, Deadline, Iterations, ServerDelay, Protocols, Callers, Rates, LoadConnections, Slo, NoCapacity,
        BodySizes,
    ];

    /// <exception cref="UsageException">--slo with --no-capacity.</exception>
    public StudyOptions Read(ParseResult parseResult)
    {
        ArgumentNullException.ThrowIfNull(parseResult);
        var options = new StudyOptions
        {
            JsonSizes = parseResult.GetRequiredValue(Sizes),
            Cancellation = new CancellationStudyOptions
            {
                DeadlineMs = parseResult.GetValue(Deadline),
                Iterations = parseResult.GetValue(Iterations),
                ServerDelayMs = parseResult.GetValue(ServerDelay),
                Protocols = parseResult.GetValue(Protocols) is { Length: > 0 } chosen ? chosen : null,
            },
            Async = new AsyncStudyOptions { Callers = parseResult.GetValue(Callers) },
            Load = new LoadStudyOptions
            {
                Rates = parseResult.GetValue(Rates) is { Length: > 0 } chosenRates ? chosenRates : null,
                Connections = parseResult.GetValue(LoadConnections),
                Slo = parseResult.GetValue(Slo) is { Length: > 0 } chosenSlo ? chosenSlo : null,
                Capacity = !parseResult.GetValue(NoCapacity),
            },
            Clients = new ClientsStudyOptions { BodySizes = parseResult.GetRequiredValue(BodySizes) },
        };
        if (options.Load is { Capacity: false, Slo: not null })
        {
            throw new UsageException("--slo sets the SLO of the capacity search that --no-capacity leaves out: "
                + "give one or the other");
        }

        return options;
    }

    /// <summary>
    /// An option of one study given for a run that leaves that study out would be silently ignored: refused instead,
    /// naming the option and its study.
    /// </summary>
    /// <exception cref="UsageException">Such an option.</exception>
    public void RequireTheirStudies(ParseResult parseResult, IReadOnlyList<IStudy> selected)
    {
        ArgumentNullException.ThrowIfNull(parseResult);
        (Option Option, string Study)[] studyOptions =
        [
            (Sizes, "json"), (Deadline, "cancel"), (Iterations, "cancel"), (ServerDelay, "cancel"),
            (Protocols, "cancel"), (Callers, "async"), (BodySizes, "clients"), (Rates, "load"),
            (LoadConnections, "load"), (Slo, "load"), (NoCapacity, "load"),
        ];
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
}
