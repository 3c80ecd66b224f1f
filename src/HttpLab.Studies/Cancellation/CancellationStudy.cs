using System.Globalization;
using HttpLab.Load;
using HttpLab.Results;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// How long after a token fires does an HTTP operation really stop, by phase and mechanism, in microseconds, with the
/// server as witness (docs/earlier-studies.md: what an earlier study of it missed).
/// </summary>
public sealed class CancellationStudy(CancellationStudyOptions options) : IStudy
{
    public string Name => "cancel";

    public string Title => "Cancellation precision";

    public string Description => "How long after a token fires an HTTP operation really stops: timer slack, "
        + "propagation and server notice, by phase and mechanism.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var settings = await ResolveAsync(context, cancellationToken).ConfigureAwait(false);
        var plan = (from route in settings.Routes
                    from phase in Enum.GetValues<CancellationPhase>()
                    from mechanism in Enum.GetValues<CancellationMechanism>()
                    where CancellationOperation.Applies(phase, mechanism)
                    select (route, phase, mechanism)).ToArray();
        if (context.Order == CaseOrder.Reversed)
        {
            Array.Reverse(plan);
        }

        var cases = new List<CaseResult>();
        try
        {
            await RunCasesAsync(context, settings, plan, cases, cancellationToken).ConfigureAwait(false);
            cases.Add(await TimerResolutionProbe.RunAsync(ProbeSamples(context.Profile), cancellationToken)
                .ConfigureAwait(false));
        }
        catch (OperationCanceledException exception) when (cancellationToken.IsCancellationRequested)
        {
            throw new StudyInterruptedException(Suite(context, settings, cases, ["Interrupted: only the cases listed "
                + "were measured."]), exception);
        }

        return Suite(context, settings, cases, []);
    }

    private async Task RunCasesAsync(
        StudyContext context,
        CancellationSettings settings,
        IReadOnlyList<(CancellationRoute Route, CancellationPhase Phase, CancellationMechanism Mechanism)> plan,
        List<CaseResult> cases,
        CancellationToken cancellationToken)
    {
        var totalSteps = plan.Count * settings.Iterations;
        using (var canceller = new DeadlineCanceller())
        using (var observer = new AbortObserver(context.TargetUrl))
        {
            var runner = new CancellationCaseRunner(settings, canceller, observer);
            for (var index = 0; index < plan.Count; index++)
            {
                var (route, phase, mechanism) = plan[index];
                var done = index * settings.Iterations;
                var label = CaseLabel(route.Protocol, phase, mechanism);
                var result = await runner.RunAsync(
                    route,
                    phase,
                    mechanism,
                    iteration => context.Progress.Report(new StudyProgress(
                        Name,
                        string.Create(CultureInfo.InvariantCulture, $"{label} {iteration}/{settings.Iterations}"),
                        done + iteration,
                        totalSteps)),
                    cancellationToken).ConfigureAwait(false);
                var caseLabel = label.Replace('/', '-');
                await HgrmFiles.WriteAsync(context.Artifacts, caseLabel, result.Histograms, cancellationToken)
                    .ConfigureAwait(false);
                // Listed as declared whatever the order they ran in.
                cases.Insert(context.Order == CaseOrder.Reversed ? 0 : cases.Count, CancellationCaseReport.ToCase(
                    result, settings));
            }
        }
    }

    private SuiteResult Suite(
        StudyContext context,
        CancellationSettings settings,
        IReadOnlyList<CaseResult> cases,
        IReadOnlyList<string> extraWarnings) => new()
    {
        Name = Name,
        Title = Title,
        Engine = string.Create(CultureInfo.InvariantCulture, $"HttpLab cancellation runner: {settings.Iterations} "
            + $"iterations per case, deadline {settings.Deadline.TotalMilliseconds} ms, server answers after "
            + $"{settings.ServerDelayMs} ms, over {ProtocolList(settings)}; Stopwatch timestamps, histograms at 3 "
            + $"significant digits"),
        GroupBy = ["phase"],
        TargetUrl = context.TargetUrl.ToString(),
        Warnings = [.. extraWarnings, .. SuiteWarnings(context, settings)],
        Cases = [.. cases],
    };

    /// <summary>
    /// "headers/cancelAfter" over HTTP/1.1, as before the protocol axis, so runs compare across versions;
    /// "h2c/headers/cancelAfter" over the others.
    /// </summary>
    internal static string CaseLabel(
        CancellationProtocol protocol, CancellationPhase phase, CancellationMechanism mechanism) =>
        (protocol == CancellationProtocol.Http1 ? string.Empty : $"{CancellationProtocols.Name(protocol)}/")
        + $"{Camel(phase.ToString())}/{Camel(mechanism.ToString())}";

    private static string ProtocolList(CancellationSettings settings) =>
        string.Join(", ", settings.Routes.Select(route => $"{CancellationProtocols.Name(route.Protocol)} "
            + $"({route.BaseAddress.GetLeftPart(UriPartial.Authority)})"));

    internal static string Camel(string name) => char.ToLowerInvariant(name[0]) + name[1..];

    private async Task<CancellationSettings> ResolveAsync(StudyContext context, CancellationToken cancellationToken)
    {
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        var deadlineMs = options.DeadlineMs
            ?? (context.Profile == StudyProfile.Smoke ? 50 : CancellationStudyOptions.DefaultDeadlineMs);
        var serverDelayMs = options.ServerDelayMs
            ?? Math.Min(CancellationStudyOptions.MaxServerDelayMs, (3 * deadlineMs) + 500);
        var iterations = options.Iterations ?? CancellationStudyOptions.DefaultIterations(context.Profile);
        return new CancellationSettings(
            Guid.NewGuid().ToString("N")[..12],
            TimeSpan.FromMilliseconds(deadlineMs),
            iterations,
            serverDelayMs,
            await CancellationRoute.ResolveAsync(
                    context.TargetUrl, options.Protocols ?? CancellationProtocols.Default, cancellationToken)
                .ConfigureAwait(false),
            LoadTarget.IsLoopback(context.TargetUrl));
    }

    private static int ProbeSamples(StudyProfile profile) => profile switch
    {
        StudyProfile.Smoke => 20,
        StudyProfile.Quick => 200,
        _ => 1000,
    };

    private static string[] SuiteWarnings(StudyContext context, CancellationSettings settings)
    {
        var warnings = new List<string>
        {
            "HttpClient.Timeout while HttpClient buffers the body (bodyString/httpClientTimeout) or inside "
                + "GetFromJsonAsync (getFromJson/httpClientTimeout): HttpClient's own cancellation callbacks can run "
                + "before HttpLab's 'fired' stamp, so there propagation and server notice are lower bounds and slack "
                + "an upper bound; overshoot is exact.",
            "bodyStream/httpClientTimeout is not measured: HttpClient.Timeout does not cover reading a response stream "
                + "after ResponseHeadersRead.",
        };
        if (!settings.ServerClockComparable)
        {
            warnings.Add($"The target {context.TargetUrl} is not on loopback, so its clock cannot be compared with "
                + "ours: server notice is not measured (aborts are still counted).");
        }

        if (context.Profile == StudyProfile.Smoke)
        {
            warnings.Insert(0, "Smoke profile: a handful of iterations checks that every case runs; the distributions "
                + "are not a measurement.");
        }

        return [.. warnings];
    }
}
