using System.Diagnostics;

namespace HttpLab.Load.Tests.Support;

/// <summary>This process's open file descriptors, counted from /proc/self/fd (Linux).</summary>
internal static class OpenDescriptors
{
    // Closing a socket can wait on a finalizer or a connection's last callback: give them this long, no more.
    private static readonly TimeSpan Settle = TimeSpan.FromSeconds(10);

    public static int Count() => Directory.GetFileSystemEntries("/proc/self/fd").Length;

    /// <summary>
    /// The count after a full collection; with <paramref name="atMost"/>, collected and counted again until it is at
    /// most that or <see cref="Settle"/> passed, so a descriptor on its way to being closed is not taken for a leak.
    /// </summary>
    public static async Task<int> SettledCountAsync(int? atMost)
    {
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            var count = Count();
            if (atMost is not int limit || count <= limit || Stopwatch.GetElapsedTime(started) >= Settle)
            {
                return count;
            }

            await Task.Delay(100);
        }
    }
}
