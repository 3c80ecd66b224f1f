using BenchmarkDotNet.Loggers;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class ProgressLoggerTests
{
    [Theory]
    [InlineData("JsonBenchmarks.GetStreamAsync: quick(Toolchain=InProcessEmitToolchain, IterationCount=15) [Size=10]", "GetStreamAsync [Size=10]")]
    [InlineData("AsyncBenchmarks.Yield: smoke(IterationCount=3)", "Yield")]
    [InlineData("Plain", "Plain")]
    public void CaseName_BenchmarkDisplayInfo_KeepsMethodAndParameters(string displayInfo, string expected)
    {
        Assert.Equal(expected, ProgressLogger.CaseName(displayInfo));
    }

    [Fact]
    public void WriteLine_BenchmarkStartLines_ReportProgressInOrderAndKeepEachCaseErrors()
    {
        var reports = new List<StudyProgress>();
        var logger = new ProgressLogger("json", 2, new InlineProgress(reports.Add));

        logger.WriteLine(LogKind.Header, "// Benchmark: JsonBenchmarks.A: quick(X=1) [Size=10]");
        logger.Write(LogKind.Error, "something ");
        logger.WriteLine(LogKind.Error, "broke");
        logger.WriteLine(LogKind.Header, "// Benchmark: JsonBenchmarks.B: quick(X=1) [Size=10]");

        Assert.Equal(["A [Size=10]", "B [Size=10]"], reports.Select(report => report.CurrentCase));
        Assert.Equal("B [Size=10]", logger.LastCase);
        Assert.Equal([0, 1], reports.Select(report => report.CompletedCases));
        Assert.Equal("something broke", logger.FailureReason("JsonBenchmarks.A: quick(X=1) [Size=10]"));
    }

    [Fact]
    public void FailureReason_ErrorsBeforeAndAfterTheCase_OnlyTheCaseOwnLinesCount()
    {
        var logger = new ProgressLogger("json", 2, new InlineProgress(_ => { }));
        const string failing = "JsonBenchmarks.B: quick(X=1) [Size=0]";

        logger.WriteLine(LogKind.Error, "//    * No exporters defined, results will not be persisted.");
        logger.WriteLine(LogKind.Header, "// Benchmark: JsonBenchmarks.A: quick(X=1) [Size=0]");
        logger.WriteLine(LogKind.Default, "WorkloadResult   1: 129 op, 9049577.00 ns, 70.1518 us/op");
        logger.WriteLine(LogKind.Header, "// ** Remained 1 (50.0 %) benchmark(s) to run. **");
        logger.WriteLine(LogKind.Header, "// Benchmark: " + failing);
        logger.WriteLine(LogKind.Default, "System.Net.Http.HttpRequestException: Connection refused (127.0.0.1:9)");
        logger.WriteLine(LogKind.Default, "   at System.Net.Http.HttpConnectionPool.ConnectAsync()");
        logger.WriteLine(LogKind.Error, "ExitCode != 0 and no results reported");
        logger.WriteLine(LogKind.Header, "// ***** BenchmarkRunner: Finish  *****");
        logger.WriteLine(LogKind.Error, "Benchmarks with issues:");

        Assert.Equal("HttpRequestException: Connection refused (127.0.0.1:9)", logger.FailureReason(failing));
        Assert.Equal("BenchmarkDotNet reported no measurements and logged no error", logger.FailureReason("JsonBenchmarks.A: quick(X=1) [Size=0]"));
        Assert.Equal("BenchmarkDotNet did not run it", logger.FailureReason("JsonBenchmarks.C: quick(X=1) [Size=0]"));
    }

    private sealed class InlineProgress(Action<StudyProgress> report) : IProgress<StudyProgress>
    {
        public void Report(StudyProgress value) => report(value);
    }
}
