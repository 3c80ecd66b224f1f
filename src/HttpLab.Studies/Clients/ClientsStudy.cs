using HttpLab.Results;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Clients;

/// <summary>
/// HttpClient against HttpWebRequest, and the ways of holding an HttpClient, POSTing identical bodies to <c>/echo</c>
/// and checking every echo, so the two clients do the same work and a fast wrong answer cannot pass.
/// </summary>
public sealed class ClientsStudy : IStudy
{
    private readonly ClientsStudyOptions options;
    private readonly IReadOnlySet<ClientKind> kinds;

    public ClientsStudy()
        : this(new ClientsStudyOptions())
    {
    }

    public ClientsStudy(ClientsStudyOptions options)
        : this(options, Enum.GetValues<ClientKind>())
    {
    }

    /// <summary>Tests measure fewer cases through <paramref name="kinds"/>.</summary>
    internal ClientsStudy(ClientsStudyOptions options, IEnumerable<ClientKind> kinds)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(kinds);
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        this.options = options;
        this.kinds = kinds.ToHashSet();
    }

    public string Name => "clients";

    public string Title => "Client APIs";

    public string Description => "HttpClient against HttpWebRequest, and shared, per-request, factory, h2c and "
        + "lifetime-capped HttpClients, POSTing identical validated echoes.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var (http2, http2Missing) = await TargetDiscovery.FindAsync(
            context.TargetUrl, cancellationToken).ConfigureAwait(false);
        var settings = new ClientsStudySettings(
            context.TargetUrl,
            http2,
            options.BodySizes,
            options.VariantBodySizes,
            kinds.Where(kind => http2 is not null || kind != ClientKind.Http2Cleartext).ToHashSet());
        var cases = settings.Cases();
        if (cases.Count == 0)
        {
            throw new StudyFailedException($"clients: no case is left to measure ({http2Missing}).");
        }

        context.Progress.Report(new StudyProgress(Name, "pre-flight", 0, cases.Count));
        await ClientsPreflight.CheckAsync(settings, cancellationToken).ConfigureAwait(false);
        if (context.Profile != StudyProfile.Smoke)
        {
            context.Progress.Report(new StudyProgress(Name, "warm-up", 0, cases.Count));
            await ClientsPreflight.WarmUpAsync(settings, cancellationToken).ConfigureAwait(false);
        }

        settings.ApplyToEnvironment();
        var template = new SuiteResult
        {
            Name = Name,
            Title = Title,
            Engine = "BenchmarkDotNet",
            Baseline = nameof(ClientKind.SharedHttpClient),
            GroupBy = ["group", "concurrency", "bodyBytes"],
            TargetUrl = context.TargetUrl.ToString(),
            Warnings = ClientsSuiteText.Warnings(http2Missing),
            Notes = ClientsSuiteText.Notes(settings),
            Cases = [],
        };

        // BenchmarkDotNet's engine is synchronous and has no cancellation; it runs on a pool thread so the caller can
        // stop waiting.
        var suite = await Task.Run(
            () => BenchmarkStudyRunner.Run(BenchmarkTypes(cases), context, template),
            cancellationToken).ConfigureAwait(false);
        var (note, warning) = ClientsSuiteText.TimeWait(
            TimeWaitCounter.Count(TargetPorts(settings)), TimeWaitCounter.EphemeralPorts());
        return suite with
        {
            Warnings = warning is null ? suite.Warnings : [.. suite.Warnings, warning],
            Notes = note is null ? suite.Notes : [.. suite.Notes ?? [], note],
        };
    }

    /// <summary>
    /// The benchmark classes that hold at least one case of this run: BenchmarkDotNet refuses a class left empty.
    /// </summary>
    private static List<Type> BenchmarkTypes(IReadOnlyList<ClientCase> cases)
    {
        var types = new List<Type>();
        if (cases.Any(clientCase => clientCase.Group == ClientGroups.WebRequestVsHttpClient))
        {
            types.Add(typeof(WebRequestBenchmarks));
        }

        if (cases.Any(clientCase => clientCase.Group == ClientGroups.HttpClientVariants && clientCase.Concurrency == 1))
        {
            types.Add(typeof(HttpClientVariantBenchmarks));
        }

        if (cases.Any(clientCase => clientCase.Group == ClientGroups.HttpClientVariants && clientCase.Concurrency > 1))
        {
            types.Add(typeof(ConcurrentHttpClientVariantBenchmarks));
        }

        return types;
    }

    private static int[] TargetPorts(ClientsStudySettings settings) =>
        settings.Http2BaseAddress is { } http2 ? [settings.TargetUrl.Port, http2.Port] : [settings.TargetUrl.Port];
}
