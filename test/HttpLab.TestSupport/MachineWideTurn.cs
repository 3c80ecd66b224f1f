using System.Diagnostics;

namespace HttpLab.TestSupport;

/// <summary>
/// One process's turn at a time: an exclusive lock on a file in the temporary folder, which .NET takes with flock on
/// Unix, so a process that dies gives it back. Within the turn a process's marked tests may overlap as they always have
/// (their own collections keep them apart where they must be): were they to wait for each other here, a test blocked
/// in <see cref="Take"/> could hold the very xunit thread the running test needs to finish.
/// </summary>
internal static class MachineWideTurn
{
    // A process that holds the turn longer than this has hung; its waiters fail instead of hanging the run too.
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(10);
    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(20);
    private static readonly string LockPath = Path.Combine(Path.GetTempPath(), "httplab-tests-run-apart.lock");
    private static readonly Lock Gate = new();
    private static readonly List<(string Test, long Started)> Running = [];
    private static readonly List<(string Test, TimeSpan Held)> Finished = [];
    private static int holders;
    private static FileStream? held;
    private static DateTime heldSince;
    private static TimeSpan waited;

    public static void Take(string test)
    {
        lock (Gate)
        {
            if (holders == 0)
            {
                var asked = Stopwatch.GetTimestamp();
                held = WaitForTheFile(test);
                waited = Stopwatch.GetElapsedTime(asked);
                heldSince = DateTime.UtcNow;
            }

            holders++;
            Running.Add((test, Stopwatch.GetTimestamp()));
        }
    }

    public static void Give(string test)
    {
        lock (Gate)
        {
            var index = Running.FindIndex(running => running.Test == test);
            if (index >= 0)
            {
                Finished.Add((test, Stopwatch.GetElapsedTime(Running[index].Started)));
                Running.RemoveAt(index);
            }

            if (--holders == 0)
            {
                held?.Dispose();
                held = null;
                TurnLog.Write(heldSince, DateTime.UtcNow, waited, Finished);
                Finished.Clear();
            }
        }
    }

    private static FileStream WaitForTheFile(string test)
    {
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            try
            {
                return new FileStream(LockPath, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None);
            }
            catch (IOException) when (Stopwatch.GetElapsedTime(started) < Patience)
            {
                Thread.Sleep(Poll);
            }
            catch (IOException exception)
            {
                throw new TimeoutException(
                    $"{test} waited {Patience} for another process's tests to finish.", exception);
            }
        }
    }
}
