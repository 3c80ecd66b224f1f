using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class FailureReasonTests
{
    // What BenchmarkDotNet 0.14's in-process toolchain logs when a benchmark throws (RunnableProgram writes
    // ex.ToString()).
    private static readonly string[] ThrownInBenchmark =
    [
        "OverheadJitting  1: 1 op, 447457.00 ns, 447.4570 us/op",
        "System.Reflection.TargetInvocationException: Exception has been thrown by the target of an invocation.",
        " ---> HttpLab.Studies.PayloadValidationException: GetFromJsonAsync at size 0: deserialized 1 items, "
            + "expected 0.",
        "   at HttpLab.Studies.Json.WeatherExpectation.Validate(String patternName, IReadOnlyCollection`1 items)",
        "   --- End of inner exception stack trace ---",
        "   at BenchmarkDotNet.Toolchains.InProcess.Emit.Implementation.RunnableProgram.Run(BenchmarkId benchmarkId)",
    ];

    [Fact]
    public void Describe_ExceptionInBenchmark_NamesTheExceptionNotTheReflectionWrapper()
    {
        var reason = FailureReason.Describe(ThrownInBenchmark, ["ExitCode != 0 and no results reported"]);

        Assert.Equal(
            "PayloadValidationException: GetFromJsonAsync at size 0: deserialized 1 items, expected 0.", reason);
    }

    [Fact]
    public void Describe_ExceptionWithInnerCauses_AddsTheInnermost()
    {
        string[] lines =
        [
            "System.Reflection.TargetInvocationException: Exception has been thrown by the target of an invocation.\n"
            + " ---> System.Net.Http.HttpRequestException: An error occurred while sending the request.\n"
            + " ---> System.IO.IOException: Unable to read data from the transport connection.\n"
            + " ---> System.Net.Sockets.SocketException (104): Connection reset by peer\n"
            + "   at System.Net.Sockets.Socket.Receive()",
        ];

        var reason = FailureReason.Describe(lines, []);

        Assert.Equal(
            "HttpRequestException: An error occurred while sending the request. (innermost: SocketException (104): "
                + "Connection reset by peer)",
            reason);
    }

    [Fact]
    public void Describe_ExecutorCaughtException_ReadsItFromTheErrorPrefix()
    {
        string[] errors =
        [
            "// ! InProcessEmitExecutor, exception: System.InvalidOperationException: Bug: type Runnable_0 not found.",
        ];

        var reason = FailureReason.Describe(errors, errors);

        Assert.Equal("InvalidOperationException: Bug: type Runnable_0 not found.", reason);
    }

    [Fact]
    public void Describe_NoException_UsesBenchmarkDotNetErrorsWithoutTheInProcessExecutableNoise()
    {
        string[] errors =
        [
            "Executable /tmp/1234Emitted.dll not found",
            "ExitCode != 0 and no results reported",
            "No Workload Results were obtained from the run.",
        ];

        var reason = FailureReason.Describe([], errors);

        Assert.Equal("ExitCode != 0 and no results reported; No Workload Results were obtained from the run.", reason);
    }

    [Fact]
    public void Describe_NothingLogged_SaysSo()
    {
        Assert.Equal("BenchmarkDotNet reported no measurements and logged no error", FailureReason.Describe([], []));
    }
}
