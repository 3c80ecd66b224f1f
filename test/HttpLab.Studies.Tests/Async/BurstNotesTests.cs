using HttpLab.Studies.Async;

namespace HttpLab.Studies.Tests.Async;

public sealed class BurstNotesTests
{
    private static readonly BurstSettings Settings = BurstSettings.For(new Uri("http://127.0.0.1:5000/"), 64);

    [Fact]
    public void For_PoolGrewUnderTheBlockingBurst_SaysFromWhatToWhatAndHowFast()
    {
        var awaiting = new BurstResult(
            BurstMode.Await, 64, 62_000_000, 55_000_000, 2,
            [new ThreadPoolSample(0, 2, 0), new ThreadPoolSample(62, 2, 0)]);
        var blocking = new BurstResult(
            BurstMode.BlockOnResult, 64, 4_300_000_000, 3_900_000_000, 2,
            [new ThreadPoolSample(0, 2, 60), new ThreadPoolSample(2000, 12, 40), new ThreadPoolSample(4000, 22, 0)]);

        var notes = BurstNotes.For([awaiting, blocking], Settings).ToArray();

        Assert.Equal(3, notes.Length);
        Assert.StartsWith("Sync-over-async burst: 64 callers", notes[0], StringComparison.Ordinal);
        Assert.StartsWith(
            "Awaiting 64 callers: drained in 62 ms with the pool at 2 threads", notes[1], StringComparison.Ordinal);
        Assert.StartsWith(
            "Blocking 64 callers on .Result: the pool grew from 2 to 22 threads, reaching its peak after 4 s (about "
                + "one thread every 200 ms), and the burst drained in 4.3 s, 69.4x the awaiting burst's time; the "
                + "first caller finished after 3.9 s, with 12 threads in the pool.",
            notes[2],
            StringComparison.Ordinal);
        Assert.Contains(
            "up to 60 work items pending), so the calls complete only once the pool has injected about as many threads "
                + "as there are callers.",
            notes[2],
            StringComparison.Ordinal);
    }

    [Fact]
    public void For_NoBursts_NoNotes() => Assert.Empty(BurstNotes.For([], Settings));
}
