using HttpLab.Load;
using HttpLab.Results.Formatting;
using static System.FormattableString;

namespace HttpLab.Studies.Load;

/// <summary>The load study's engine line, warnings and notes, written from what it measured.</summary>
internal static class LoadStudyText
{
    private const double SaturatedShare = 0.9;

    // Below half a core, a consumer that answers nothing is waiting rather than busy.
    private const double WaitingCores = 0.5;

    public static string Engine(LoadStudySettings settings) =>
        Invariant($"HttpLab load generator (raw HTTP/1.1 sockets) in this process, a fresh consumer API process per ")
            + Invariant($"route; {string.Join(", ", settings.Runs.Select(run => run.Label))}; ")
            + SocketCompletionSettings.Describe() + "; "
            + Invariant($"{Seconds(settings.Duration)} per run after a warm-up")
            + (settings.Capacity is { } plan ? "; " + CapacityStudyText.Engine(plan) : string.Empty);

    /// <summary>What each run did, in full: the engine line only names the runs.</summary>
    public static string Plan(LoadStudySettings settings) =>
        Invariant($"Each route ran {string.Join(", ", settings.Runs.Select(Describe))}, ")
        + Invariant($"each measured for {Seconds(settings.Duration)} after a warm-up left out of the numbers ")
        + Invariant($"({Seconds(settings.RouteWarmup)} before a route's first run, ")
        + Invariant($"{Seconds(settings.RunWarmup)} before the others); ")
        + Invariant($"a request without a complete response within {Seconds(settings.Timeout)} is a timeout error. ")
        + Invariant($"The consumer (httplab serve --consumer-of) calls the target's /cards/{RouteCheck.Expected.Name} ")
        + "through one shared HttpClient. Latencies are HdrHistogram's, 1 μs to 1 h at 3 significant digits; "
        + "each run has a folder of its own in artifacts/load/ with the files httplab load writes: "
        + ".hgrm distributions, the .hlog interval log, the per-second CSV and the latency chart.";

    public static List<string> Warnings(StudyProfile profile, IReadOnlyList<LoadStudyRun> runs)
    {
        var warnings = new List<string>();
        if (profile == StudyProfile.Smoke)
        {
            warnings.Add("Smoke profile: one-second runs at low rates check that every route answers under load; the "
                + "numbers are not a measurement.");
        }

        foreach (var run in runs.Where(run => run.Stalled))
        {
            var server = run.Report.ServerLimitedReason is { } reason
                ? $" The run's own counts: {reason}."
                : string.Empty;
            var silence = run.Report.Responses == 0
                ? Invariant($"not one response in {run.Report.Options.Duration.TotalSeconds:0.#} s")
                : "seconds without a response";
            warnings.Add(run.Kind.Rate is null
                ? Invariant($"ROUTE STALLED: {run.Label}: {silence}: every one of the {run.Kind.Connections} ")
                    + Invariant($"connections waited for the route's answer; {run.Report.Errors.Timeout:#,0} timed ")
                    + Invariant($"out.{server}")
                : Invariant($"ROUTE STALLED: {run.Label}: only {run.Report.AchievedRps ?? 0:#,0.0} of ")
                    + Invariant($"{run.Report.TargetRps:#,0} req/s were answered, because the connections were ")
                    + Invariant($"waiting for the route's answers; {run.Report.Errors.NotSent:#,0} requests were ")
                    + Invariant($"never sent and {run.Report.Errors.Timeout:#,0} timed out, all counted in ")
                    + Invariant($"errors.{server}"));
        }

        // Told apart from a stall by the generator's own lateness and CPU: a stalled route and a late generator can
        // meet.
        foreach (var run in runs.Where(run => run.Report.GeneratorLimitedReason is not null))
        {
            warnings.Add($"GENERATOR-LIMITED: {run.Label}: the load generator could not keep up, so these numbers may "
                + $"describe it rather than the route: {run.Report.GeneratorLimitedReason}");
        }

        foreach (var run in runs.Where(run => run.FailedResponses > 0))
        {
            warnings.Add(Invariant($"{run.Label}: {run.FailedResponses:#,0} of {run.Report.Responses:#,0} responses ")
                + Invariant($"were not 200 OK; they count in errors, and the route's latencies include them."));
        }

        return warnings;
    }

    public static List<string> Notes(
        LoadStudySettings settings, IReadOnlyList<LoadStudyRun> runs, int? backendProcessId, bool consumerInProcess)
    {
        var cores = Environment.ProcessorCount;
        var backend = backendProcessId is { } id && id != Environment.ProcessId
            ? Invariant($"the card service is the target (process {id})")
            : "the card service is a target this run did not start (or one inside this process), so its CPU is not "
                + "measured";
        var consumer = consumerInProcess
            ? "the consumer API runs inside the generator's process, so its CPU is counted with the generator's"
            : "the consumer API is a child process started afresh for each route, so no route inherits another's "
                + "thread pool or JIT state";
        var notes = new List<string>
        {
            Plan(settings),
            Invariant($"Three processes share this machine's {cores} logical cores: the load generator is this ")
                + Invariant($"httplab process (process {Environment.ProcessId}), {backend}, and {consumer}. Cores ")
                + Invariant($"below are CPU seconds per wall second of each run, warm-up included (generator + card ")
                + Invariant($"service + consumer)."),
        };
        foreach (var kind in runs.GroupBy(run => run.Kind.Label))
        {
            notes.Add($"Cores used at {kind.Key}: "
                + $"{string.Join("; ", kind.Select(run => $"{run.Route.Name} {CoresText(run.Cores)}"))}.");
        }

        var saturated = runs.Where(run => run.Cores.Total >= SaturatedShare * cores).Select(run => run.Label).ToArray();
        if (saturated.Length > 0)
        {
            notes.Add(Invariant($"The processes together used at least {SaturatedShare:0%} of the {cores} cores in ")
                + Invariant($"{string.Join(", ", saturated)}: requests waited for a core there, and that wait is in ")
                + Invariant($"their latency (the closed model aims for it)."));
        }

        foreach (var run in runs.Where(run => run.Stalled && run.Cores.Consumer is < WaitingCores))
        {
            notes.Add(Invariant($"{run.Label} stalled while the consumer used {run.Cores.Consumer:0.00} cores: its ")
                + Invariant($"threads were waiting, not working. A route that blocks a thread per request starves the ")
                + Invariant($"consumer's thread pool when requests arrive faster than the pool adds threads; a later ")
                + Invariant($"run of the same route starts with the threads added meanwhile."));
        }

        if (runs.Any(run => run.Kind.Rate is null))
        {
            notes.Add("Closed model: each connection sends its next request when its last response came, so the "
                + "achieved rate is the throughput the two tiers reached and the latency is uncorrected (a stall "
                + "delays the next request instead of showing in it).");
        }

        notes.Add(Invariant($"Every route was checked before and after its runs to answer the summary of the ")
            + Invariant($"{RouteCheck.Expected.Count} '{RouteCheck.Expected.Name}' cards computed here from the ")
            + Invariant($"target's catalog (count, total HP and a checksum over every field); under load every ")
            + Invariant($"response that was not 200 counts in errors."));
        return notes;
    }

    private static string CoresText(CoresUsed cores) =>
        $"{Number(cores.Generator)} + {Number(cores.Backend)} + {Number(cores.Consumer)}"
        + (cores.Total > 0 ? Invariant($" = {cores.Total:0.00}") : string.Empty);

    private static string Number(double? value) => value is { } measured ? Invariant($"{measured:0.00}") : "?";

    private static string Describe(LoadRunKind kind) =>
        kind.Rate is { } rate
            ? Invariant($"the open model at {rate.Start:#,0.###} req/s (a pool of {kind.Connections} connections)")
            : Invariant($"the closed model on {kind.Connections} connections");

    private static string Seconds(TimeSpan duration) => DurationFormat.Seconds(duration);

}
