using HttpLab.Results;
using HttpLab.Results.Csv;

namespace HttpLab.Studies.Async;

/// <summary>
/// The thread-pool time series of every burst, as one CSV in the study's artifacts folder, written atomically.
/// </summary>
internal static class BurstCsv
{
    public const string FileName = "burst-threads.csv";

    public static Task WriteAsync(
        ArtifactWriter artifacts, IEnumerable<BurstResult> bursts, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(artifacts);
        return artifacts.WriteCsvAsync(FileName, Render(bursts), cancellationToken);
    }

    public static CsvWriter Render(IEnumerable<BurstResult> bursts)
    {
        var csv = new CsvWriter(["mode", "elapsedMs", "threadCount", "pendingWorkItems"]);
        foreach (var burst in bursts)
        {
            foreach (var sample in burst.Samples)
            {
                csv.Text(burst.Mode.Label).Number(sample.ElapsedMs, "0.###").Number(sample.ThreadCount)
                    .Number(sample.PendingWorkItems).EndRow();
            }
        }

        return csv;
    }
}
