using System.Diagnostics;

namespace HttpLab.TestSupport;

/// <summary>
/// This process's open file descriptors, counted from /proc/self/fd (Linux), and how many it may open.
/// </summary>
public static class OpenDescriptors
{
    // Closing a socket can wait on a finalizer or a connection's last callback: give them this long, no more.
    private static readonly TimeSpan Settle = TimeSpan.FromSeconds(10);

    public static int Count() => Directory.GetFileSystemEntries("/proc/self/fd").Length;

    /// <summary>Another process's open descriptors, from /proc/PID/fd (a child process of this one).</summary>
    public static int Count(int processId) => Directory.GetFileSystemEntries($"/proc/{processId}/fd").Length;

    /// <summary>The soft limit on open descriptors, from /proc/self/limits; null when it says unlimited.</summary>
    public static long? Limit()
    {
        // "Max open files            20000                20000                files"
        const string Name = "Max open files";
        var line = File.ReadLines("/proc/self/limits").First(line => line.StartsWith(Name, StringComparison.Ordinal));
        var soft = line[Name.Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries)[0];
        return long.TryParse(soft, out var limit) ? limit : null;
    }

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
