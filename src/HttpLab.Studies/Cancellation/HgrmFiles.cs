using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Cancellation;

/// <summary>Writes each histogram of a case as an HdrHistogram percentile distribution (.hgrm, values in μs), atomically.</summary>
internal static class HgrmFiles
{
    private const double MicrosecondScaling = 1000;

    public static async Task WriteAsync(string folder, string caseLabel, CaseHistograms histograms, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(folder);
        foreach (var (metric, histogram) in histograms.All)
        {
            var path = Path.Combine(folder, $"{caseLabel}.{metric.Name}.hgrm");
            var temporary = path + ".tmp";
            var writer = new StreamWriter(temporary);
            await using (writer.ConfigureAwait(false))
            {
                HistogramText.WritePercentileDistribution(histogram, writer, MicrosecondScaling);
                await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
            }

            File.Move(temporary, path, overwrite: false);
        }
    }
}
