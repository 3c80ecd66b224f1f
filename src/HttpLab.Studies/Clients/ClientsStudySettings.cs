using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// What the clients benchmarks need from the study. BenchmarkDotNet instantiates the benchmark classes itself, so the
/// settings travel in environment variables, as the JSON study's do.
/// </summary>
internal sealed record ClientsStudySettings(
    Uri TargetUrl,
    Uri? Http2BaseAddress,
    IReadOnlyList<int> BodySizes,
    IReadOnlyList<int> VariantBodySizes,
    IReadOnlySet<ClientKind> Kinds)
{
    private const string TargetVariable = "HTTPLAB_CLIENTS_TARGET";
    private const string Http2Variable = "HTTPLAB_CLIENTS_H2C";
    private const string SizesVariable = "HTTPLAB_CLIENTS_SIZES";
    private const string VariantSizesVariable = "HTTPLAB_CLIENTS_VARIANT_SIZES";
    private const string KindsVariable = "HTTPLAB_CLIENTS_CASES";

    public Uri EchoUrl => new(TargetUrl, "echo");

    public Uri? Http2EchoUrl => Http2BaseAddress is null ? null : new(Http2BaseAddress, "echo");

    public static ClientsStudySettings FromEnvironment()
    {
        var target = Environment.GetEnvironmentVariable(TargetVariable)
            ?? throw new InvalidOperationException($"{TargetVariable} is not set: the clients benchmarks run only "
                + "under 'httplab run clients'.");
        var http2 = Environment.GetEnvironmentVariable(Http2Variable);
        return new ClientsStudySettings(
            new Uri(target),
            string.IsNullOrEmpty(http2) ? null : new Uri(http2),
            Numbers(SizesVariable),
            Numbers(VariantSizesVariable),
            Split(KindsVariable).Select(Enum.Parse<ClientKind>).ToHashSet());
    }

    public void ApplyToEnvironment()
    {
        Environment.SetEnvironmentVariable(TargetVariable, TargetUrl.ToString());
        Environment.SetEnvironmentVariable(Http2Variable, Http2BaseAddress?.ToString() ?? string.Empty);
        Environment.SetEnvironmentVariable(SizesVariable, Join(BodySizes));
        Environment.SetEnvironmentVariable(VariantSizesVariable, Join(VariantBodySizes));
        Environment.SetEnvironmentVariable(KindsVariable, string.Join(',', Kinds));
    }

    /// <summary>
    /// Every case this run measures, in report order: what the pre-flight checks and BenchmarkDotNet runs.
    /// </summary>
    public IReadOnlyList<ClientCase> Cases()
    {
        var cases = new List<ClientCase>();
        foreach (var size in BodySizes)
        {
            cases.AddRange(Included(ClientGroups.WebRequestKinds)
                .Select(kind => new ClientCase(kind, ClientGroups.WebRequestVsHttpClient, 1, size)));
        }

        foreach (var concurrency in (int[])[1, ClientGroups.ConcurrentRequests])
        {
            foreach (var size in VariantBodySizes)
            {
                cases.AddRange(Included(ClientGroups.VariantKinds)
                    .Select(kind => new ClientCase(kind, ClientGroups.HttpClientVariants, concurrency, size)));
            }
        }

        return cases;
    }

    private IEnumerable<ClientKind> Included(IEnumerable<ClientKind> kinds) => kinds.Where(Kinds.Contains);

    private static string Join(IEnumerable<int> numbers) =>
        string.Join(',', numbers.Select(number => number.ToString(CultureInfo.InvariantCulture)));

    private static int[] Numbers(string variable) =>
        Split(variable).Select(text => int.Parse(text, CultureInfo.InvariantCulture)).ToArray();

    private static string[] Split(string variable) =>
        (Environment.GetEnvironmentVariable(variable) ?? string.Empty).Split(
            ',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
}
