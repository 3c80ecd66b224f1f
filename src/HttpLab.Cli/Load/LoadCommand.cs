using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Cli.Session;
using HttpLab.Load;
using HttpLab.Load.Capacity;

namespace HttpLab.Cli.Load;

/// <summary>
/// <c>httplab load [URL]</c>: open- or closed-model load against an http(s) URL (default: the target's /plaintext).
/// </summary>
internal static class LoadCommand
{
    public static Command Create(CliConsole console)
    {
        var url = new Argument<Uri?>("url")
        {
            Description = "The http:// or https:// URL to load, on any host (a name is resolved once, at start; "
                + "every connection goes to its first address). "
                + "Default: start the target server and load its /plaintext (or the paths of --requests-file).",
            Arity = ArgumentArity.ZeroOrOne,
            CustomParser = ParseUrl,
        };
        var rate = new Option<TargetRate?>("--rate", "-r")
        {
            Description = "Open model: requests per second at a constant rate (1000), "
                + "or a linear ramp over the duration (100:2000). "
                + "Without it: the closed model, each connection sending when its last response came. "
                + "With --find-max: the first rate tried.",
            CustomParser = ParseRate,
        };
        var connections = new Option<int>("--connections", "-c")
        {
            Description = "Connections: the closed model's workers, "
                + $"the open model's pool (1 to {LoadLimits.MaxConnections:#,0}).",
            DefaultValueFactory = _ => LoadLimits.DefaultConnections,
        };
        var duration = Duration(
            "--duration",
            "How long to measure, e.g. 500ms, 10s, 2m, 1m30s; "
            + $"required, at most {DurationText.Format(LoadLimits.MaxDuration)}. "
            + "With --find-max: the whole search's time (its last step's drain aside).",
            LoadLimits.MaxDuration,
            "-d");
        duration.Required = true;
        var warmup = Duration(
            "--warmup",
            "Send this long before measuring; left out of every result. "
            + $"Default: 10% of --duration, from {DurationText.Format(LoadLimits.DefaultWarmupFloor)} "
            + $"to {DurationText.Format(LoadLimits.DefaultWarmupCap)}; 0s for none; "
            + $"at most {DurationText.Format(LoadLimits.MaxWarmup)}. "
            + $"With --find-max: each step's (default {DurationText.Format(CapacitySearchOptions.DefaultStepWarmup)}).",
            LoadLimits.MaxWarmup,
            allowZero: true);
        var sendQuantum = Duration(
            "--send-quantum",
            "Open model: wake at most once per this long and send together what fell due meanwhile (at most "
            + $"{DurationText.Format(LoadLimits.MaxSendQuantum)}): less generator CPU at rates above one request per "
            + "quantum, each request up to this much late, which the latency then includes. "
            + $"Default: {DurationText.Format(LoadLimits.DefaultSendQuantum)} (at most 10,000 wakes a second); 0s for "
            + "none, every request at its own time at any rate.",
            LoadLimits.MaxSendQuantum,
            allowZero: true);
        var requests = new Option<long?>("--requests", "-n")
        {
            Description = "Stop measuring after this many requests, even before --duration has passed.",
        };
        var engine = new Option<string>("--engine", "-e")
        {
            Description = "raw: minimal sockets (HTTP/1.1 keep-alive, or HTTP/2 with --http 2), for the highest rates; "
                + "httpclient: SocketsHttpHandler, what .NET applications use.",
            DefaultValueFactory = _ => "raw",
        };
        Choices.AcceptOnly(engine, "raw", "httpclient");
        var maxInFlight = new Option<int>("--max-in-flight")
        {
            Description = "Open model: the most requests on a connection or queued for one; "
                + "a request due beyond it is not sent and counts as errorsNotSent "
                + $"(--connections to {LoadLimits.MaxInFlight:#,0}).",
            DefaultValueFactory = _ => LoadLimits.DefaultMaxInFlight,
        };
        var timeout = Duration(
            "--timeout",
            "A request without a complete response by then is a timeout error; "
            + "also the longest wait for the last responses "
            + $"(default {DurationText.Format(LoadLimits.DefaultTimeout)}, "
            + $"at most {DurationText.Format(LoadLimits.MaxTimeout)}).",
            LoadLimits.MaxTimeout);
        var insecure = new Option<bool>("--insecure", "-k")
        {
            Description = "https: accept any server certificate (self-signed, another host's, expired); "
                + "the connection is encrypted but not authenticated.",
        };
        var certSha256 = new Option<string?>("--cert-sha256")
        {
            Description = "https: trust exactly the certificate with this SHA-256 thumbprint "
                + "(64 hex digits, colons allowed), e.g. the one httplab serve prints, "
                + "instead of the system's trust. Without either option the system's trust decides, "
                + "and a refused certificate ends the run with the reason.",
        };
        var crankStatistics = new Option<bool>("--crank-statistics")
        {
            Description = "After the run, print its figures as the job-statistics block crank's agent reads from "
                + "standard output (#StartJobStatistics ... #EndJobStatistics), also when it failed or was stopped.",
        };
        var results = ResultsOptions.Create("<timestamp>-load");
        var checks = LoadCheckOptions.Create();
        var requestOptions = new RequestOptions();
        var protocol = LoadProtocolOptions.Create();
        var capacity = CapacityOptions.Create((name, description, max) => Duration(name, description, max));
        var start = LoadStartOptions.Create();
        WholeNumbers.AcceptRange(connections, 1, LoadLimits.MaxConnections);
        WholeNumbers.AcceptRange(maxInFlight, 1, LoadLimits.MaxInFlight);
        WholeNumbers.AcceptRange(requests, 1, long.MaxValue);

        var command = new Command(
            "load",
            "Send load to an http(s) URL at a fixed rate (open model) "
            + "or from fixed connections (closed model) and write the results folder.")
        {
            url, rate, connections, duration, warmup, sendQuantum, requests, engine, maxInFlight, timeout, insecure,
            certSha256, crankStatistics,
            results.Out, results.Root,
        };
        foreach (var option in checks.All.Concat(requestOptions.All).Concat(protocol.All).Concat(capacity.All)
            .Concat(start.All))
        {
            command.Options.Add(option);
        }

        command.SetAction(async (parseResult, cancellationToken) =>
        {
            SocketCompletions.PreferInline();
            var sent = requestOptions.Read(parseResult, parseResult.GetValue(url));
            var (http, streams) = protocol.Read(parseResult);
            var request = new LoadRequest(
                sent.Target(parseResult.GetValue(url)),
                parseResult.GetValue(rate),
                parseResult.GetValue(connections),
                parseResult.GetRequiredValue(duration) ?? TimeSpan.Zero,
                parseResult.GetValue(warmup),
                parseResult.GetValue(requests),
                parseResult.GetValue(maxInFlight),
                parseResult.GetValue(timeout) ?? LoadLimits.DefaultTimeout,
                parseResult.GetRequiredValue(engine) == "httpclient"
                    ? LoadEngineKind.HttpClient
                    : LoadEngineKind.Raw,
                parseResult.GetRequiredValue(results.Root),
                parseResult.GetValue(results.Out),
                new LoadTls
                {
                    Insecure = parseResult.GetValue(insecure),
                    CertificateSha256 = parseResult.GetValue(certSha256),
                })
            {
                Checks = checks.Read(parseResult),
                Requests = sent,
                Http = http,
                Streams = streams,
                Capacity = capacity.Read(parseResult),
                Start = start.Read(parseResult),
                SendQuantum = parseResult.GetValue(sendQuantum),
                CrankStatistics = parseResult.GetValue(crankStatistics),
            };
            if (request.CrankStatistics && request.Capacity is not null)
            {
                throw new UsageException("--crank-statistics prints the figures of one run: not with --find-max");
            }

            return request.Capacity is null
                ? await new LoadSession(console, SelfCommand.Current)
                    .RunAsync(request, cancellationToken)
                    .ConfigureAwait(false)
                : await new CapacitySession(console, SelfCommand.Current)
                    .RunAsync(request, cancellationToken)
                    .ConfigureAwait(false);
        });
        return command;
    }

    private static Option<TimeSpan?> Duration(
        string name, string description, TimeSpan max, string? alias = null, bool allowZero = false) =>
        new(name, alias is null ? [] : [alias])
        {
            Description = description,
            CustomParser = result =>
            {
                var text = result.Tokens.Single().Value;
                if (!DurationText.TryParse(text, out var value))
                {
                    result.AddError(
                        $"{name} '{text}' is not a duration: use a number and a unit (ms, s, m, h), "
                        + "e.g. 500ms, 10s, 2m, 1m30s");
                }
                else if (value > max || (value == TimeSpan.Zero && !allowZero))
                {
                    result.AddError(
                        $"{name} '{text}' is out of range: it must be {(allowZero ? "from 0" : "above 0")} "
                        + $"and at most {DurationText.Format(max)}");
                }

                return value;
            },
        };

    private static Uri? ParseUrl(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (!Uri.TryCreate(text, UriKind.Absolute, out var uri))
        {
            result.AddError($"'{text}' is not an absolute http:// or https:// URL");
            return null;
        }

        if (LoadTarget.Problem(uri) is { } problem)
        {
            result.AddError(problem);
            return null;
        }

        return uri;
    }

    private static TargetRate? ParseRate(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (!TargetRate.TryParse(text, out var rate, out var problem))
        {
            result.AddError($"--rate {problem}");
            return null;
        }

        return rate;
    }
}
