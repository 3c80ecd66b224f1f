using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

public sealed class TimeWaitCounterTests
{
    // Rows from /proc/net/tcp: 0x1F90 is port 8080; state 06 is TIME_WAIT, 01 ESTABLISHED, 0A LISTEN.
    private const string Table =
        "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
        + "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 "
        + "1 1 0 100 0 0 10 0\n"
        + "   1: 0100007F:A1B2 0100007F:1F90 06 00000000:00000000 03:00001234 00000000     0        0 0 3 0\n"
        + "   2: 0100007F:A1B3 0100007F:1F90 06 00000000:00000000 03:00001234 00000000     0        0 0 3 0\n"
        + "   3: 0100007F:A1B4 0100007F:1F90 01 00000000:00000000 00:00000000 00000000     0        0 2 1 0\n"
        + "   4: 0100007F:1F90 0100007F:A1B5 06 00000000:00000000 03:00001234 00000000     0        0 0 3 0\n"
        + "   5: 0100007F:A1B6 0100007F:0050 06 00000000:00000000 03:00001234 00000000     0        0 0 3 0\n";

    [Fact]
    public void CountIn_TableWithMixedStates_CountsTimeWaitOnEitherEndOfThePort() =>
        Assert.Equal(3, TimeWaitCounter.CountIn(Table, [8080]));

    [Fact]
    public void CountIn_OtherPort_CountsNothing() => Assert.Equal(0, TimeWaitCounter.CountIn(Table, [9090]));

    [Fact]
    public void TimeWait_ShareOfPortsAboveTenPercent_Warns()
    {
        var (note, warning) = ClientsSuiteText.TimeWait(5000, 28232);

        Assert.Null(note);
        Assert.Contains("18% of the 28232 ephemeral ports", warning, StringComparison.Ordinal);
    }

    [Fact]
    public void TimeWait_FewConnections_Notes()
    {
        var (note, warning) = ClientsSuiteText.TimeWait(120, 28232);

        Assert.Null(warning);
        Assert.StartsWith(
            "After the run 120 connections to the target were in TIME_WAIT", note, StringComparison.Ordinal);
    }

    [Fact]
    public void TimeWait_Unknown_SaysNothing() => Assert.Equal((null, null), ClientsSuiteText.TimeWait(null, null));
}
