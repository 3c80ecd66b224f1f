using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies.Cancellation;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

using static HttpLab.Studies.Tests.Faults.StudyFault;

namespace HttpLab.Studies.Tests.Cancellation;

/// <summary>
/// The cancellation study's operations against the target's faults: a connection fault ends an iteration as an error
/// that names the request and its cause, a stalled server is cancelled by every mechanism, and a study whose target
/// fails every request stops on its first case saying why, never a hang.
/// </summary>
public sealed class CancellationStudyFaultTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    // Never reached by a connection fault, which fails at once; so an iteration that is cancelled is a wrong answer.
    private static readonly TimeSpan LongDeadline = TimeSpan.FromSeconds(20);

    // The stall holds /fault/stall/delay for its default 10 s, far beyond this, so every mechanism has to cancel it.
    private static readonly TimeSpan ShortDeadline = TimeSpan.FromMilliseconds(100);

    private readonly TargetFixture target = target.LogTo(output);

    public static TheoryData<CancellationPhase, CancellationMechanism, string> CasesAndFaults
    {
        get
        {
            var data = new TheoryData<CancellationPhase, CancellationMechanism, string>();
            foreach (var (phase, mechanism) in Cases())
            {
                data.Add(phase, mechanism, FaultEndpoints.ResetPath);
                data.Add(phase, mechanism, FaultEndpoints.GarbagePath);
            }

            return data;
        }
    }

    public static TheoryData<CancellationPhase, CancellationMechanism> AllCases
    {
        get
        {
            var data = new TheoryData<CancellationPhase, CancellationMechanism>();
            foreach (var (phase, mechanism) in Cases())
            {
                data.Add(phase, mechanism);
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(CasesAndFaults))]
    public async Task RunAsync_ConnectionFault_AnErrorNamingTheRequestAndTheFault(
        CancellationPhase phase, CancellationMechanism mechanism, string fault)
    {
        using var canceller = new DeadlineCanceller();
        using var client = Client(mechanism, LongDeadline);
        var operation = new CancellationOperation(client, Requests(fault), canceller);

        var result = await operation.RunAsync(phase, mechanism, LongDeadline, "fault-1").WaitAsync(HangGuard);

        output.WriteLine(result.Error);
        Assert.Equal(IterationOutcome.Error, result.Outcome);
        Assert.StartsWith(
            $"HttpRequestException: GET {operation.Url(phase)} failed: ", result.Error, StringComparison.Ordinal);
        Assert.Contains(Cause(fault), result.Error, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(AllCases))]
    public async Task RunAsync_StalledServer_EveryMechanismCancels(
        CancellationPhase phase, CancellationMechanism mechanism)
    {
        using var canceller = new DeadlineCanceller();
        using var client = Client(mechanism, ShortDeadline);
        var operation = new CancellationOperation(client, Requests(FaultEndpoints.StallPath), canceller);

        var result = await operation.RunAsync(phase, mechanism, ShortDeadline, "stall-1").WaitAsync(HangGuard);

        Assert.True(IterationOutcome.Cancelled == result.Outcome, $"{result.Outcome}: {result.Error}");
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task StudyRunAsync_TargetWithAConnectionFault_FailsOnTheFirstCaseNamingTheRequestAndTheFault(
        string fault)
    {
        using var artifacts = new TemporaryDirectory("httplab-cancel-fault-");
        var context = new StudyContext(
            Base(target, fault),
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress<StudyProgress>(_ => { }));
        var study = new CancellationStudy(new CancellationStudyOptions { DeadlineMs = 50, Iterations = 2 });

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => study.RunAsync(context, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        // The first mechanism whose every warm-up the fault broke: on a busy machine a 50 ms deadline can fire before
        // a reset arrives, and that mechanism's iteration then ends as the cancellation it measures.
        Assert.Matches(
            "^cancel: headers/[A-Za-z]+: all 3 warm-up iterations failed, the first with HttpRequestException: GET "
                + System.Text.RegularExpressions.Regex.Escape($"{new Uri(Base(target, fault), "delay")}?"),
            failure.Message);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task AbortObserverGetAsync_ConnectionFault_FailsNamingTheRequestAndTheFault(string fault)
    {
        using var observer = new AbortObserver(Base(target, fault));

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => observer.GetAsync("fault-1", 0, CancellationToken.None).WaitAsync(HangGuard));

        Assert.StartsWith(
            $"cancel: asking the target what it saw, GET {new Uri(Base(target, fault), "aborts/fault-1")}?waitMs=2000 "
                + "failed: ",
            failure.Message,
            StringComparison.Ordinal);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    private static IEnumerable<(CancellationPhase Phase, CancellationMechanism Mechanism)> Cases() =>
        from phase in Enum.GetValues<CancellationPhase>()
        from mechanism in Enum.GetValues<CancellationMechanism>()
        where CancellationOperation.Applies(phase, mechanism)
        select (phase, mechanism);

    /// <summary>As the study's runner sets it up: HttpClient.Timeout is the deadline of that mechanism.</summary>
    private static HttpClient Client(CancellationMechanism mechanism, TimeSpan deadline) => new()
    {
        Timeout = mechanism == CancellationMechanism.HttpClientTimeout ? deadline : Timeout.InfiniteTimeSpan,
    };

    private CancellationRequests Requests(string fault) => CancellationRequests.For(Base(target, fault), 1000);
}
