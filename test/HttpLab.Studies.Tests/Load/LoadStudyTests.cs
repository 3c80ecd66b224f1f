using HttpLab.Results;
using HttpLab.Studies.Load;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Load;

/// <summary>
/// The study's own checks. Its smoke run over every route is tested end to end in HttpLab.Cli.Tests, with the consumer
/// in a child process: hosted in the test process, the sync-over-async route blocks the very thread pool the card
/// service and the generator need, and stalls.
/// </summary>
[RunsApart]
public sealed class LoadStudyTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture target = target.LogTo(output);

    private readonly TemporaryDirectory artifacts = new("httplab-load-study-");

    public void Dispose() => artifacts.Dispose();

    [Fact]
    public async Task Run_ConsumerAnsweringWrongCards_FailsBeforeAnyLoad()
    {
        var study = new LoadStudy(new LoadStudyOptions());

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => study.RunAsync(Context(new LyingConsumers()), CancellationToken.None));

        Assert.Contains("baseline answered {", failure.Message, StringComparison.Ordinal);
        Assert.Contains("instead of {", failure.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Run_ReversedOrder_TheLastRouteMeasuredFirst()
    {
        var study = new LoadStudy(new LoadStudyOptions());
        var context = Context(new LyingConsumers()) with { Order = CaseOrder.Reversed };

        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => study.RunAsync(context, CancellationToken.None));

        Assert.Contains($"{ConsumerRoute.All[^1].Name} answered {{", failure.Message, StringComparison.Ordinal);
        Assert.Equal(
            [.. ConsumerRoute.All.Select(route => route.Name).Reverse()],
            LoadStudy.InMeasuringOrder(CaseOrder.Reversed).Select(route => route.Name));
        Assert.Same(ConsumerRoute.All, LoadStudy.InMeasuringOrder(CaseOrder.Declared));
    }

    [Fact]
    public async Task Run_NoWayToStartTheConsumer_FailsSayingSo()
    {
        var loadArtifacts = new ArtifactWriter(Path.Combine(artifacts.Path, "load"));
        var context = new StudyContext(
            target.BaseAddress, StudyProfile.Smoke, loadArtifacts, new Progress<StudyProgress>());

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => new LoadStudy(new LoadStudyOptions()).RunAsync(context, CancellationToken.None));

        Assert.Contains("consumer", failure.Message, StringComparison.Ordinal);
    }

    private StudyContext Context(IConsumerLauncher consumers) =>
        new(
            target.BaseAddress,
            StudyProfile.Smoke,
            new ArtifactWriter(Path.Combine(artifacts.Path, "load")),
            new Progress<StudyProgress>())
        {
            Consumers = consumers,
        };
}
