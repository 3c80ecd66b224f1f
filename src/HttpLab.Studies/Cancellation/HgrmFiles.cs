using HttpLab.Results;
using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// Writes each histogram of a case as an HdrHistogram percentile distribution (.hgrm, values in μs), atomically.
/// </summary>
internal static class HgrmFiles
{
    private const double MicrosecondScaling = 1000;

    public static async Task WriteAsync(
        ArtifactWriter artifacts, string caseLabel, CaseHistograms histograms, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(artifacts);
        foreach (var (metric, histogram) in histograms.All)
        {
            await artifacts.WriteTextAsync(
                    $"{caseLabel}.{metric.Name}.hgrm",
                    writer => HistogramText.WritePercentileDistribution(histogram, writer, MicrosecondScaling),
                    cancellationToken)
                .ConfigureAwait(false);
        }
    }
}
