namespace HttpLab.Clients.Framework;

/// <summary>
/// Where the benchmarks send and what sizes they measure. BenchmarkDotNet creates <see cref="WebRequestBenchmarks"/>
/// itself, in this process, so the run's arguments reach it through here.
/// </summary>
internal static class EchoTarget
{
    private static Uri? echoUrl;
    private static IReadOnlyList<int> bodySizes = [];

    public static Uri EchoUrl => echoUrl ?? throw new InvalidOperationException("No target has been set.");

    public static IReadOnlyList<int> BodySizes => bodySizes;

    public static void Set(Uri targetUrl, IReadOnlyList<int> sizes)
    {
        echoUrl = new Uri(targetUrl, "echo");
        bodySizes = sizes;
    }
}
