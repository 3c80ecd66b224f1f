using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Follows a BenchmarkDotNet run through its events: reports which case starts, so the console shows progress instead
/// of BenchmarkDotNet's full log (which still goes to its log file in the artifacts folder), and, as a logger, keeps
/// what was logged while each case ran, so a case that could not be measured can say why.
/// </summary>
internal sealed class BenchmarkProgress(string study, int totalCases, IProgress<StudyProgress> progress)
    : EventProcessor, ILogger
{
    private readonly Dictionary<BenchmarkCase, CaseLog> cases = [];
    private CaseLog? current;
    private string? pendingLine;
    private int started;

    public string Id => nameof(BenchmarkProgress);

    public int Priority => 0;

    /// <summary>The short name of the case BenchmarkDotNet started last; null before the first.</summary>
    public string? LastCase { get; private set; }

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        current = new CaseLog();
        cases[benchmarkCase] = current;
        LastCase = CaseName(benchmarkCase);
        progress.Report(new StudyProgress(study, LastCase, started, totalCases));
        started++;
    }

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report) => current = null;

    public void Write(LogKind logKind, string text) => pendingLine += text;

    public void WriteLine() => WriteLine(LogKind.Default, string.Empty);

    public void WriteLine(LogKind logKind, string text)
    {
        var line = pendingLine + text;
        pendingLine = null;
        if (current is null || string.IsNullOrWhiteSpace(line))
        {
            // Lines outside a case (validation notes such as "No exporters defined") are no case's reason.
            return;
        }

        if (logKind == LogKind.Error)
        {
            current.Errors.Add(line.Trim());
        }

        current.Lines.Add(line);
    }

    public void Flush()
    {
    }

    /// <summary>Why this case produced no measurements, as far as what was logged while it ran tells.</summary>
    public string FailureReason(BenchmarkCase benchmarkCase) =>
        cases.TryGetValue(benchmarkCase, out var log)
            ? Engine.FailureReason.Describe(log.Lines, log.Errors)
            : "BenchmarkDotNet did not run it";

    /// <summary>The method and its parameters, e.g. "GetStreamAsync [Size=10]".</summary>
    internal static string CaseName(BenchmarkCase benchmarkCase)
    {
        var method = benchmarkCase.Descriptor.WorkloadMethod.Name;
        if (BenchmarkRounds.IsControl(benchmarkCase))
        {
            method += " (A/A control)";
        }
        else if (BenchmarkRounds.IsLeadIn(benchmarkCase))
        {
            method += " (lead-in)";
        }

        var parameters = benchmarkCase.Parameters.DisplayInfo;
        return parameters.Length == 0 ? method : $"{method} {parameters}";
    }

    private sealed class CaseLog
    {
        public List<string> Lines { get; } = [];

        public List<string> Errors { get; } = [];
    }
}
