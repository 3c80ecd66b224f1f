using Xunit.Abstractions;

namespace HttpLab.TestSupport;

public static class TestOutputLogging
{
    /// <summary>
    /// Sends the server's logs to <paramref name="output"/> from now on and returns the server, so a test class can
    /// take its fixture as <c>private readonly TargetFixture target = target.LogTo(output);</c>.
    /// </summary>
    public static TServer LogTo<TServer>(this TServer server, ITestOutputHelper output)
        where TServer : ILogsToTestOutput
    {
        server.Logs.Output = output;
        return server;
    }
}
