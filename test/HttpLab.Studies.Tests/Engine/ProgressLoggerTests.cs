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
    public void WriteLine_BenchmarkStartLines_ReportProgressInOrderAndKeepErrors()
    {
        var reports = new List<StudyProgress>();
        var logger = new ProgressLogger("json", 2, new InlineProgress(reports.Add));

        logger.WriteLine(LogKind.Header, "// Benchmark: JsonBenchmarks.A: quick(X=1) [Size=10]");
        logger.Write(LogKind.Error, "something ");
        logger.WriteLine(LogKind.Error, "broke");
        logger.WriteLine(LogKind.Header, "// Benchmark: JsonBenchmarks.B: quick(X=1) [Size=10]");

        Assert.Equal(["A [Size=10]", "B [Size=10]"], reports.Select(report => report.CurrentCase));
        Assert.Equal([0, 1], reports.Select(report => report.CompletedCases));
        Assert.Equal(["something broke"], logger.Errors);
    }

    private sealed class InlineProgress(Action<StudyProgress> report) : IProgress<StudyProgress>
    {
        public void Report(StudyProgress value) => report(value);
    }
}
