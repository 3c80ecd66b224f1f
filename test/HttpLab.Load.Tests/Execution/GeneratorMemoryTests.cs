using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

/// <summary>
/// Each second of a run carries what the generator's process allocated, its heap and its garbage collections: the
/// figures a soak reads to tell garbage not yet collected from a leak, and the self-check reads to tell a collection
/// from a machine that did not run the generator. The generator shares this process, so what the test allocates and
/// collects while the run measures is the generator's.
/// </summary>
[RunsApart]
public sealed class GeneratorMemoryTests(PlaintextTarget target, ITestOutputHelper output)
    : IClassFixture<PlaintextTarget>
{
    private const int AllocatedArrays = 64;
    private const int ArrayBytes = 1 << 20;

    private readonly PlaintextTarget target = target.LogTo(output);

    [Fact]
    public async Task RunAsync_ProcessAllocatesAndCollectsWhileMeasuring_TheSecondsCountIt()
    {
        var options = new LoadOptions
        {
            Url = target.Url,
            Rate = TargetRate.Constant(50),
            Duration = TimeSpan.FromSeconds(3),
            Warmup = TimeSpan.FromMilliseconds(200),
            Connections = 2,
        };

        var measuring = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var progress = new SynchronousProgress<LoadProgress>(update =>
        {
            if (update.Phase == LoadPhase.Measuring)
            {
                measuring.TrySetResult();
            }
        });

        var running = LoadRunner.RunAsync(options, progress, CancellationToken.None);
        await measuring.Task.WaitAsync(TimeSpan.FromSeconds(30));
        var kept = AllocateAndCollect();
        var report = await running;
        GC.KeepAlive(kept);

        var seconds = report.Seconds;
        foreach (var second in seconds)
        {
            output.WriteLine(
                $"second {second.Second}: {second.GeneratorAllocatedBytes:#,0} B allocated, heap "
                + $"{second.GeneratorHeapBytes:#,0} B, {second.GeneratorCollections} GCs, "
                + $"{second.GeneratorGcPauseUs} μs paused");
        }

        Assert.True(
            seconds.Sum(second => second.GeneratorAllocatedBytes) >= (long)AllocatedArrays * ArrayBytes,
            "the 64 MiB allocated while measuring are not counted");
        Assert.True(
            seconds.Sum(second => second.GeneratorCollections) >= 2, "the two induced collections are not counted");
        Assert.True(seconds.Sum(second => second.GeneratorGcPauseUs) > 0, "the collections paused nothing");
        Assert.All(seconds, second => Assert.True(second.GeneratorHeapBytes > 0));
    }

    private static byte[][] AllocateAndCollect()
    {
        var arrays = new byte[AllocatedArrays][];
        for (var index = 0; index < arrays.Length; index++)
        {
            arrays[index] = new byte[ArrayBytes];
        }

        GC.Collect();
        GC.Collect();
        return arrays;
    }
}
