using HttpLab.Results;
using HttpLab.Studies.Async;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Async;

public sealed class BurstRunnerTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture target = target.LogTo(output);

    private readonly TemporaryDirectory artifacts = new("httplab-burst-");

    public void Dispose() => artifacts.Dispose();

    [Fact]
    public async Task RunAsync_AwaitingCallers_DrainAfterTheServerDelayWithSamples()
    {
        var settings = new BurstSettings(
            target.BaseAddress, 4, 50, TimeSpan.FromSeconds(30), TimeSpan.FromMilliseconds(10));

        var burst = await BurstRunner.RunAsync(BurstMode.Await, settings, CancellationToken.None);

        Assert.Equal(4, burst.Callers);
        // The server's 50 ms is a .NET timer, which may fire up to one tick-count step (4 ms on Linux at 250 Hz) early.
        Assert.InRange(burst.DrainNs, 30e6, 30e9);
        Assert.InRange(burst.FirstFinishedNs, 30e6, burst.DrainNs);
        Assert.True(burst.Samples.Count >= 2, "a first and a last sample at least");
        Assert.True(burst.Samples[^1].ElapsedMs >= 30);
        Assert.True(burst.PeakThreads >= burst.StartThreads);
    }

    [Fact]
    public async Task RunAsync_BlockingBurstPastItsTimeout_FailsNamingTheBurst()
    {
        var settings = new BurstSettings(
            target.BaseAddress, 2, 5_000, TimeSpan.FromMilliseconds(300), TimeSpan.FromMilliseconds(10));

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => BurstRunner.RunAsync(BurstMode.BlockOnResult, settings, CancellationToken.None));

        Assert.Contains(
            "burst/block-on-result with 2 callers did not drain within 0.3 s",
            failure.Message,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunAsync_CallerCancels_Cancelled()
    {
        var settings = new BurstSettings(
            target.BaseAddress, 2, 5_000, TimeSpan.FromSeconds(30), TimeSpan.FromMilliseconds(10));
        using var cancellation = new CancellationTokenSource(TimeSpan.FromMilliseconds(200));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(
            () => BurstRunner.RunAsync(BurstMode.BlockOnResult, settings, cancellation.Token));
    }

    [Fact]
    public async Task WriteAsync_FileAlreadyThere_RefusesToOverwrite()
    {
        var path = Path.Combine(artifacts.Path, BurstCsv.FileName);
        await File.WriteAllTextAsync(path, "earlier");
        var burst = new BurstResult(BurstMode.Await, 1, 1, 1, 1, [new ThreadPoolSample(0, 1, 0)]);

        var writer = new ArtifactWriter(artifacts.Path);
        await Assert.ThrowsAsync<ResultsDirectoryException>(
            () => BurstCsv.WriteAsync(writer, [burst], CancellationToken.None));

        Assert.Equal("earlier", await File.ReadAllTextAsync(path));
        Assert.Single(artifacts.Directory.GetFiles());
    }

    [Fact]
    public async Task WriteAsync_TwoBursts_OneRowPerSampleInvariantCulture()
    {
        var awaiting = new BurstResult(
            BurstMode.Await, 8, 60_000_000, 55_000_000, 2,
            [new ThreadPoolSample(0.5, 2, 0), new ThreadPoolSample(10.25, 2, 3)]);
        var blocking = new BurstResult(
            BurstMode.BlockOnResult, 8, 900_000_000, 800_000_000, 2, [new ThreadPoolSample(0, 2, 8)]);

        await BurstCsv.WriteAsync(new ArtifactWriter(artifacts.Path), [awaiting, blocking], CancellationToken.None);

        Assert.Equal(
            [
                "mode,elapsedMs,threadCount,pendingWorkItems", "await,0.5,2,0", "await,10.25,2,3",
                "block-on-result,0,2,8",
            ],
            await File.ReadAllLinesAsync(Path.Combine(artifacts.Path, BurstCsv.FileName)));
    }
}
