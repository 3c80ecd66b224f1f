using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using HttpLab.Load;
using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class BenchmarkProgressTests
{
    private static readonly BenchmarkCase[] Cases =
        BenchmarkConverter.TypeToBenchmarks(typeof(TwoCaseBenchmarks), ManualConfig.CreateEmpty()).BenchmarksCases;

    [Fact]
    public void CaseName_WithAndWithoutParameters_KeepsMethodAndParameters()
    {
        Assert.Equal("Parsed [Size=10]", BenchmarkProgress.CaseName(Case("Parsed")));
        Assert.Equal("Yield", BenchmarkProgress.CaseName(
            BenchmarkConverter.TypeToBenchmarks(typeof(NoParameterBenchmarks)).BenchmarksCases.Single()));
    }

    [Fact]
    public void OnStartRunBenchmark_EachCase_ReportsProgressInOrderAndKeepsEachCaseErrors()
    {
        var reports = new List<StudyProgress>();
        var progress = new BenchmarkProgress("json", 2, new SynchronousProgress<StudyProgress>(reports.Add));

        progress.OnStartRunBenchmark(Case("Parsed"));
        progress.Write(LogKind.Error, "something ");
        progress.WriteLine(LogKind.Error, "broke");
        progress.OnEndRunBenchmark(Case("Parsed"), null!);
        progress.OnStartRunBenchmark(Case("Raw"));

        Assert.Equal(["Parsed [Size=10]", "Raw [Size=10]"], reports.Select(report => report.CurrentCase));
        Assert.Equal("Raw [Size=10]", progress.LastCase);
        Assert.Equal([0, 1], reports.Select(report => report.CompletedCases));
        Assert.Equal("something broke", progress.FailureReason(Case("Parsed")));
    }

    [Fact]
    public void FailureReason_LinesBeforeAndAfterTheCase_OnlyTheCaseOwnLinesCount()
    {
        var progress = new BenchmarkProgress("json", 2, new SynchronousProgress<StudyProgress>(_ => { }));

        progress.WriteLine(LogKind.Error, "//    * No exporters defined, results will not be persisted.");
        progress.OnStartRunBenchmark(Case("Parsed"));
        progress.WriteLine(LogKind.Default, "System.Net.Http.HttpRequestException: Connection refused (127.0.0.1:9)");
        progress.WriteLine(LogKind.Default, "   at System.Net.Http.HttpConnectionPool.ConnectAsync()");
        progress.WriteLine(LogKind.Error, "ExitCode != 0 and no results reported");
        progress.OnEndRunBenchmark(Case("Parsed"), null!);
        progress.WriteLine(LogKind.Error, "Benchmarks with issues:");

        Assert.Equal("HttpRequestException: Connection refused (127.0.0.1:9)", progress.FailureReason(Case("Parsed")));
        Assert.Equal("BenchmarkDotNet did not run it", progress.FailureReason(Case("Raw")));
    }

    [Fact]
    public void FailureReason_CaseThatLoggedNothing_SaysSo()
    {
        var progress = new BenchmarkProgress("json", 1, new SynchronousProgress<StudyProgress>(_ => { }));

        progress.OnStartRunBenchmark(Case("Raw"));
        progress.WriteLine(LogKind.Default, "WorkloadResult   1: 129 op, 9049577.00 ns, 70.1518 us/op");
        progress.OnEndRunBenchmark(Case("Raw"), null!);

        Assert.Equal(
            "BenchmarkDotNet reported no measurements and logged no error", progress.FailureReason(Case("Raw")));
    }

    private static BenchmarkCase Case(string method) =>
        Cases.Single(benchmarkCase => benchmarkCase.Descriptor.WorkloadMethod.Name == method);

    public class TwoCaseBenchmarks
    {
        [Params(10)]
        public int Size { get; set; }

        [Benchmark]
        public int Parsed() => Size;

        [Benchmark]
        public int Raw() => Size + 1;
    }

    public class NoParameterBenchmarks
    {
        [Benchmark]
        public void Yield()
        {
        }
    }
}
