using HttpLab.Load.Tests.Support;
using Xunit.Abstractions;

namespace HttpLab.Load.Tests.Execution;

/// <summary>
/// Both engines driven into each of the target's fault endpoints: the run ends, every request due is a response, a
/// failure of the kind the fault makes or never sent, and no descriptor is kept (neither the client's nor the
/// in-process server's) once the load is over.
/// </summary>
[RunsApart]
public sealed class FaultEndpointLoadTests(FaultEndpointLoadTests.WarmTarget target, ITestOutputHelper output)
    : IClassFixture<FaultEndpointLoadTests.WarmTarget>
{
    // A second at 30 req/s: the requests due.
    private const double Rate = 30;
    private const long Due = 30;

    // Descriptors this process opens and closes on its own meanwhile (the runtime's, the thread pool's).
    private const int Margin = 8;

    // For faults that fail at once: long enough that a stall of a busy test machine never turns them into timeouts.
    private const int Patient = 5_000;

    // For faults that never answer: far below their own delays, so every request due in the second is a timeout.
    private const int Impatient = 300;

    private readonly TargetFixture fixture = target.Fixture.LogTo(output);

    /// <summary>The target, with both engines' first run (descriptors opened once, lazily, among it) done.</summary>
    public sealed class WarmTarget : IAsyncLifetime
    {
        public TargetFixture Fixture { get; } = new();

        public async Task InitializeAsync()
        {
            await Fixture.InitializeAsync();
            foreach (var engine in new[] { LoadEngineKind.Raw, LoadEngineKind.HttpClient })
            {
                var options = Options(Fixture, engine, "/plaintext", Patient);
                await LoadRunner.RunAsync(options, null, CancellationToken.None);
            }
        }

        public Task DisposeAsync() => Fixture.DisposeAsync();
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw, "/fault/reset", Patient, LoadErrorKind.Reset)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/reset", Patient, LoadErrorKind.Reset)]
    [InlineData(LoadEngineKind.Raw, "/fault/close-mid-body", Patient, LoadErrorKind.Reset)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/close-mid-body", Patient, LoadErrorKind.Reset)]
    [InlineData(LoadEngineKind.Raw, "/fault/garbage", Patient, LoadErrorKind.Unparsable)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/garbage", Patient, LoadErrorKind.Unparsable)]
    [InlineData(LoadEngineKind.Raw, "/fault/stall", Impatient, LoadErrorKind.Timeout)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/stall", Impatient, LoadErrorKind.Timeout)]
    [InlineData(LoadEngineKind.Raw, "/fault/slow-headers?ms=10000", Impatient, LoadErrorKind.Timeout)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/slow-headers?ms=10000", Impatient, LoadErrorKind.Timeout)]
    [InlineData(LoadEngineKind.Raw, "/fault/huge-headers", Patient, LoadErrorKind.Unparsable)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/huge-headers", Patient, LoadErrorKind.Unparsable)]
    [InlineData(LoadEngineKind.Raw, "/fault/wrong-length?length=64", Impatient, LoadErrorKind.Timeout)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/wrong-length?length=64", Impatient, LoadErrorKind.Timeout)]

    // The raw engine takes the surplus for bytes never asked for; HttpClient reads 8 bytes as the body and drops the
    // connection with the rest unread, so it gets its answers.
    [InlineData(LoadEngineKind.Raw, "/fault/wrong-length?length=8", Patient, LoadErrorKind.Unparsable)]
    [InlineData(LoadEngineKind.HttpClient, "/fault/wrong-length?length=8", Patient, null)]
    public async Task RunAsync_FaultEndpoint_EveryRequestAccountedForAndNoDescriptorKept(
        LoadEngineKind engine, string path, int timeoutMs, LoadErrorKind? failure)
    {
        var descriptorsBefore = await OpenDescriptors.SettledCountAsync(atMost: null);

        var report = await LoadTestRun.RunAsync(Options(fixture, engine, path, timeoutMs), output);

        Assert.True(report.Complete);
        Assert.Equal(Due, report.Requests + report.Errors.NotSent);
        Assert.Equal(0, report.Errors.Refused);
        var failed = report.Errors.Reset + report.Errors.Timeout + report.Errors.Unparsable;
        Assert.Equal(report.Requests, report.Responses + failed);
        Assert.Equal(report.Responses, report.StatusCodes.Values.Sum());
        if (failure is LoadErrorKind kind)
        {
            Assert.Equal(0, report.Responses);
            Assert.Equal(report.Requests, report.Errors[kind]);
            Assert.True(report.Requests > 0);
        }
        else
        {
            Assert.Equal(Due, report.Requests);
            Assert.Equal(Due, report.Responses);
            Assert.Equal(Due, report.StatusCodes[200]);
        }

        var descriptorsAfter = await OpenDescriptors.SettledCountAsync(atMost: descriptorsBefore + Margin);
        output.WriteLine($"open descriptors: {descriptorsBefore} before, {descriptorsAfter} after");
        Assert.InRange(descriptorsAfter, 0, descriptorsBefore + Margin);
    }

    private static LoadOptions Options(TargetFixture target, LoadEngineKind engine, string path, int timeoutMs) => new()
    {
        Url = new Uri(target.BaseAddress, path),
        Rate = TargetRate.Constant(Rate),
        Duration = TimeSpan.FromSeconds(1),
        Warmup = TimeSpan.Zero,
        Connections = 4,
        Timeout = TimeSpan.FromMilliseconds(timeoutMs),
        Engine = engine,
    };
}
