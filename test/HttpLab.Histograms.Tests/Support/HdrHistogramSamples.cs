namespace HttpLab.Histograms.Tests.Support;

/// <summary>Material produced by HdrHistogram itself (see Data/README.md), to check our code against the real thing.</summary>
internal static class HdrHistogramSamples
{
    /// <summary>
    /// A single value of 42, from the decoding tests of HdrHistogramJS and hdrhistogram-go (V2, zlib level 9 as Java's log
    /// writer). Its header says highest trackable value 2: it was auto-resized, and the count lies beyond that value.
    /// </summary>
    public const string SingleValue42 = "HISTFAAAAB542pNpmSzMwMDAxAABzFCaEUoz2X+AMIKZAEARAtM=";

    /// <summary>A V1-encoded histogram from HdrHistogramJS's tests, which V2 decoders refuse.</summary>
    public const string V1Encoded = "HISTIgAAAFd42pNpmazIwMAYxgABTBDKT4GBgdnNYMcCBvsPUBkeBkYGZqA8MwMbAzsDC5DFBCTZgJCDQY1BjkGLQZRBlUEPCB8zWDCYMxgDZZkZhgJgHDibAY8JB/A=";

    public static string JHiccupV2Log => ReadResource("jHiccup-2.0.7S.logV2.hlog");

    public static string TaggedLog => ReadResource("tagged-non-monotonic.hlog");

    private static string ReadResource(string name)
    {
        using var stream = typeof(HdrHistogramSamples).Assembly.GetManifestResourceStream(name)
            ?? throw new InvalidOperationException($"The test resource {name} is missing.");
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd();
    }
}
