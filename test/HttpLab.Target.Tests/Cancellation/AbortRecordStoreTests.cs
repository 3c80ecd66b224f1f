using HttpLab.Contracts.Cancellation;
using HttpLab.Target.Cancellation;
using HttpLab.Target.Tests.Infrastructure;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class AbortRecordStoreTests
{
    private readonly AbortRecordStore _store = new(capacity: 3, new ManualTimeProvider());

    [Fact]
    public void TryStart_PastCapacity_EvictsOldest()
    {
        foreach (var id in new[] { "a", "b", "c", "d", "e" })
        {
            Assert.NotNull(_store.TryStart(id, CancellationRoutes.DelayPath, 2));
        }

        Assert.Equal(3, _store.Count);
        Assert.Null(_store.Find("a"));
        Assert.Null(_store.Find("b"));
        Assert.Equal(["c", "d", "e"], new[] { "c", "d", "e" }.Select(id => _store.Find(id)?.Id));
    }

    [Fact]
    public void TryStart_IdInUse_ReturnsNullAndKeepsFirst()
    {
        var first = _store.TryStart("a", CancellationRoutes.DelayPath, 2);

        var second = _store.TryStart("a", CancellationRoutes.TricklePath, 10);

        Assert.Null(second);
        Assert.Same(first, _store.Find("a"));
        Assert.Equal(1, _store.Count);
    }

    [Fact]
    public void TryStart_EvictedId_StartsAgain()
    {
        foreach (var id in new[] { "a", "b", "c", "d" })
        {
            _store.TryStart(id, CancellationRoutes.DelayPath, 2);
        }

        var again = _store.TryStart("a", CancellationRoutes.TricklePath, 10);

        Assert.NotNull(again);
        Assert.Same(again, _store.Find("a"));
        Assert.Null(_store.Find("b"));
        Assert.Equal(3, _store.Count);
    }

    [Fact]
    public void Find_UnknownId_ReturnsNull() => Assert.Null(_store.Find("nobody"));

    [Fact]
    public async Task TryStart_ConcurrentDistinctIds_KeepsExactlyCapacity()
    {
        var store = new AbortRecordStore(capacity: 100, TimeProvider.System);

        await Task.WhenAll(Enumerable.Range(0, 8).Select(worker => Task.Run(() =>
        {
            for (var index = 0; index < 1_000; index++)
            {
                Assert.NotNull(store.TryStart($"{worker}-{index}", CancellationRoutes.DelayPath, 2));
            }
        })));

        Assert.Equal(100, store.Count);
    }
}
