using HttpLab.Load.Verdicts;

namespace HttpLab.Load.Tests.Verdicts;

public sealed class ServerCheckTests
{
    [Fact]
    public void Reason_EveryRequestAnsweredOnTime_Null() => Assert.Null(ServerCheck.Reason(SampleReports.Open()));

    [Fact]
    public void Reason_NoResponseForSecondsWhileConnectionsWaited_StalledNamingTheSeconds()
    {
        var report = SampleReports.Open(
            shape: second => second.Second >= 1
                ? second with { Responses = 0, Errors = 0, BusyConnections = 4, WaitingAllInterval = 4 }
                : second);

        var reason = ServerCheck.Reason(report);

        Assert.Equal(
            "stalled: not one response in 1–3 s while up to 4 of 16 connections waited for one all second long",
            reason);
        Assert.Equal([1, 2], report.StalledSeconds);
    }

    [Fact]
    public void Reason_ConnectionsWaitedWhileTheGeneratorTookMostCores_NamesTheGeneratorsShareToo()
    {
        var report = SampleReports.Open(
            shape: second => second with { WaitedForConnection = 100, GeneratorCpuSeconds = 1.5 });

        var reason = ServerCheck.Reason(report, processorCount: 2);

        Assert.NotNull(reason);
        Assert.StartsWith("every one of the 16 connections was waiting", reason, StringComparison.Ordinal);
        Assert.EndsWith(
            "; meanwhile the generator itself used up to 1.50 of 2 cores in 0–3 s, so this server on the same machine "
            + "had at most the rest",
            reason,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_GeneratorTookMostCoresButTheServerKeptUp_Null() =>
        Assert.Null(ServerCheck.Reason(
            SampleReports.Open(shape: second => second with { GeneratorCpuSeconds = 1.5 }), processorCount: 2));

    [Fact]
    public void Reason_NoResponseWhileRequestsTimedOutWithinTheSecond_StalledNamingTheTimeouts()
    {
        // A 500 ms timeout aborts every wait before the second ends: no connection waited all second long.
        var report = SampleReports.Open(
            errors: new LoadErrorCounts(0, 0, 16, 0, 0),
            shape: second => second.Second >= 1
                ? second with { Responses = 0, Errors = 8, Timeouts = 8, BusyConnections = 4 }
                : second);

        var reason = ServerCheck.Reason(report, processorCount: 2);

        Assert.NotNull(reason);
        Assert.Contains(
            "stalled: not one response in 1–3 s while its requests timed out", reason, StringComparison.Ordinal);
        Assert.DoesNotContain("up to 0", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_NoResponseInASecondOfALowRateRun_NotStalled()
    {
        // At one request a second, a second may end with a request just sent and see no response: not a stall.
        var report = SampleReports.Open(
            shape: second =>
                second.Second == 1 ? second with { Responses = 0, Errors = 0, BusyConnections = 1 } : second);

        Assert.Empty(report.StalledSeconds);
        Assert.Null(ServerCheck.Reason(report));
    }

    [Fact]
    public void Reason_NoResponseButResets_FailingNotStalled()
    {
        var report = SampleReports.Open(
            errors: new LoadErrorCounts(0, 3000, 0, 0, 0),
            shape: second => second with { Responses = 0, Errors = 1000, BusyConnections = 4, WaitingAllInterval = 4 });

        Assert.Empty(report.StalledSeconds);
        Assert.DoesNotContain("stalled", ServerCheck.Reason(report), StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_TimeoutsCapAndUnsent_EachNamedWithItsSeconds()
    {
        var report = SampleReports.Open(
            errors: new LoadErrorCounts(0, 0, 16, 0, 1483),
            shape: second => second.Second switch
            {
                0 => second,
                1 => second with { Timeouts = 8, RefusedAtCap = 3 },
                _ => second with { Timeouts = 8, NotSentAtEnd = 1480 },
            });

        var reason = ServerCheck.Reason(report);

        Assert.NotNull(reason);
        Assert.Contains(
            "16 requests got no response within the 10 s timeout in 1–3 s", reason, StringComparison.Ordinal);
        Assert.Contains(
            "3 requests were never sent because 10,000 were already in flight or waiting in 1–2 s",
            reason,
            StringComparison.Ordinal);
        Assert.Contains(
            "1,480 requests were still waiting for a connection when the run ended and were never sent",
            reason,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_RefusedAndReset_NamesThem()
    {
        var reason = ServerCheck.Reason(SampleReports.Open(errors: new LoadErrorCounts(30, 3, 0, 0, 0)));

        Assert.NotNull(reason);
        Assert.Contains(
            "30 connections were refused (nothing listening at http://127.0.0.1:5000?)",
            reason,
            StringComparison.Ordinal);
        Assert.Contains(
            "3 connections were reset or closed before a complete response", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Reason_FewRequestsWaitedForAConnection_Null() =>
        Assert.Null(ServerCheck.Reason(SampleReports.Open(
            shape: second => second.Second == 1 ? second with { WaitedForConnection = 29 } : second)));
}
