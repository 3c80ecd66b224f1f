using HttpLab.Load.Execution;

namespace HttpLab.Load.Tests.Execution;

public sealed class TimeoutWatchdogTests
{
    [Fact]
    public void OverdueSentBy_PassesOnTime_TheTimeoutBeforeNow()
    {
        var (time, watchdog, _) = Start(timeoutMs: 500);

        time.Advance(100);
        Assert.Equal(time.Timestamp - 500, watchdog.OverdueSentBy());
        time.Advance(100);
        Assert.Equal(time.Timestamp - 500, watchdog.OverdueSentBy());
    }

    [Fact]
    public void OverdueSentBy_AfterAStall_CreditsItToRequestsOnTheWireThroughIt()
    {
        var (time, watchdog, recorder) = Start(timeoutMs: 500);
        time.Advance(100);
        watchdog.OverdueSentBy();
        var sentBeforeTheStall = time.Timestamp;

        // The next pass comes 800 ms later instead of 100: 700 ms in which this process did not run.
        time.Advance(800);
        var sentBy = watchdog.OverdueSentBy();

        Assert.Equal(time.Timestamp - 500 - 700, sentBy);
        Assert.True(
            sentBeforeTheStall > sentBy,
            "a request sent just before the stall is not overdue: it waited 100 ms while this process ran");
        Assert.Equal(700_000, recorder.TakeSecond().LongestPauseUs);

        // Once it has waited the timeout while this process ran, it is overdue.
        for (var pass = 0; pass < 5; pass++)
        {
            time.Advance(100);
            sentBy = watchdog.OverdueSentBy();
        }

        Assert.True(sentBeforeTheStall <= sentBy);
    }

    [Fact]
    public void OverdueSentBy_StallInTheWarmUp_NotInTheFirstMeasuredSecondButStillCredited()
    {
        var time = new ManualClock();
        var clock = new RunClock(time, TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(10));
        var recorder = new LoadRecorder(clock, TimeSpan.FromMilliseconds(500), StatusSet.Success);
        var watchdog = new TimeoutWatchdog(clock, recorder, TimeSpan.FromMilliseconds(500));

        // The start-up: the first pass comes 800 ms after the run's start instead of 100.
        time.Advance(800);
        var sentBy = watchdog.OverdueSentBy();
        Assert.Equal(time.Timestamp - 500 - 700, sentBy);
        while (time.Timestamp < clock.MeasureStart + 100)
        {
            time.Advance(100);
            watchdog.OverdueSentBy();
        }

        Assert.Equal(0, recorder.TakeSecond().LongestPauseUs);

        // Measuring: a stall now is the measured seconds'.
        time.Advance(800);
        watchdog.OverdueSentBy();
        Assert.Equal(700_000, recorder.TakeSecond().LongestPauseUs);
    }

    [Fact]
    public void OverdueSentBy_StallsLongAgo_NotCreditedToLaterRequests()
    {
        var (time, watchdog, _) = Start(timeoutMs: 500);
        time.Advance(100);
        watchdog.OverdueSentBy();
        time.Advance(800);
        watchdog.OverdueSentBy();

        for (var pass = 0; pass < 30; pass++)
        {
            time.Advance(100);
            watchdog.OverdueSentBy();
        }

        time.Advance(100);
        Assert.Equal(time.Timestamp - 500, watchdog.OverdueSentBy());
    }

    private static (ManualClock Time, TimeoutWatchdog Watchdog, LoadRecorder Recorder) Start(int timeoutMs)
    {
        var time = new ManualClock();
        var clock = new RunClock(time, TimeSpan.Zero, TimeSpan.FromSeconds(10));
        var recorder = new LoadRecorder(clock, TimeSpan.FromMilliseconds(timeoutMs), StatusSet.Success);
        return (time, new TimeoutWatchdog(clock, recorder, TimeSpan.FromMilliseconds(timeoutMs)), recorder);
    }

    /// <summary>A clock in milliseconds that the test moves by hand.</summary>
    private sealed class ManualClock : TimeProvider
    {
        public long Timestamp { get; private set; } = 1_000_000;

        public override long TimestampFrequency => 1_000;

        public override long GetTimestamp() => Timestamp;

        public void Advance(long milliseconds) => Timestamp += milliseconds;
    }
}
