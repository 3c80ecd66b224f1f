using System.Globalization;

namespace HttpLab.Studies.Async;

/// <summary>The thread-pool time series of every burst, as one CSV in the study's artifacts folder, written atomically.</summary>
internal static class BurstCsv
{
    public const string FileName = "burst-threads.csv";

    public static async Task WriteAsync(string folder, IEnumerable<BurstResult> bursts, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, FileName);
        if (File.Exists(path))
        {
            throw new StudyFailedException($"async: {path} already exists; HttpLab never overwrites an artifact.");
        }

        var temporary = Path.Combine(folder, $"{FileName}.{Guid.NewGuid():N}.tmp");
        try
        {
            var writer = new StreamWriter(temporary);
            await using (writer.ConfigureAwait(false))
            {
                await writer.WriteLineAsync("mode,elapsedMs,threadCount,pendingWorkItems".AsMemory(), cancellationToken).ConfigureAwait(false);
                foreach (var burst in bursts)
                {
                    foreach (var sample in burst.Samples)
                    {
                        var line = string.Create(CultureInfo.InvariantCulture, $"{burst.Mode.Label},{sample.ElapsedMs:0.###},{sample.ThreadCount},{sample.PendingWorkItems}");
                        await writer.WriteLineAsync(line.AsMemory(), cancellationToken).ConfigureAwait(false);
                    }
                }
            }

            // Refuses to replace a file that appeared meanwhile, rather than overwrite it.
            File.Move(temporary, path, overwrite: false);
        }
        finally
        {
            File.Delete(temporary);
        }
    }
}
