using HttpLab.Results.Histograms;

namespace HttpLab.Studies.Load;

/// <summary>Writes each run's corrected latency as an HdrHistogram percentile distribution (.hgrm, values in ms), atomically.</summary>
internal static class LoadStudyFiles
{
    private const double MicrosecondsPerMillisecond = 1000;

    /// <summary>"open-500-rps.adapter-task.latencyUs.hgrm".</summary>
    public static string LatencyFileName(LoadStudyRun run) =>
        $"{run.Kind.Label.Replace(' ', '-')}.{run.Route.Name.Replace('/', '-')}.latencyUs.hgrm";

    public static async Task WriteAsync(string folder, LoadStudyRun run, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, LatencyFileName(run));
        var temporary = path + ".tmp";
        var writer = new StreamWriter(temporary);
        await using (writer.ConfigureAwait(false))
        {
            HistogramText.WritePercentileDistribution(run.Report.Latency, writer, MicrosecondsPerMillisecond);
            await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
        }

        File.Move(temporary, path, overwrite: true);
    }
}
