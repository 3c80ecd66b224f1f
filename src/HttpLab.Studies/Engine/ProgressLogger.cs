using BenchmarkDotNet.Loggers;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Turns BenchmarkDotNet's log into progress reports and keeps, case by case, what it logged, so the console shows
/// which case runs instead of BenchmarkDotNet's full log (which still goes to its log file in the artifacts folder),
/// and a case that could not be measured can say why.
/// </summary>
internal sealed class ProgressLogger(string study, int totalCases, IProgress<StudyProgress> progress) : ILogger
{
    private const string BenchmarkLinePrefix = "// Benchmark: ";

    // What BenchmarkDotNet logs once a case is over: the count of cases left, or the end of the whole run.
    private static readonly string[] CaseEndPrefixes = ["// ** Remained ", "// ***** BenchmarkRunner: "];

    private readonly Dictionary<string, CaseLog> cases = new(StringComparer.Ordinal);
    private CaseLog? current;
    private string? pendingLine;
    private int started;

    public string Id => nameof(ProgressLogger);

    public int Priority => 0;

    /// <summary>The short name of the case BenchmarkDotNet started last; null before the first.</summary>
    public string? LastCase { get; private set; }

    public void Write(LogKind logKind, string text) => pendingLine += text;

    public void WriteLine() => WriteLine(LogKind.Default, string.Empty);

    public void WriteLine(LogKind logKind, string text)
    {
        var line = pendingLine + text;
        pendingLine = null;
        // Error lines outside a case (validation notes such as "No exporters defined") are no case's reason.
        if (logKind == LogKind.Error && !string.IsNullOrWhiteSpace(line))
        {
            current?.Errors.Add(line.Trim());
        }

        if (line.StartsWith(BenchmarkLinePrefix, StringComparison.Ordinal))
        {
            var displayInfo = line[BenchmarkLinePrefix.Length..].Trim();
            current = new CaseLog();
            cases[displayInfo] = current;
            LastCase = CaseName(displayInfo);
            progress.Report(new StudyProgress(study, LastCase, started, totalCases));
            started++;
        }
        else if (CaseEndPrefixes.Any(prefix => line.StartsWith(prefix, StringComparison.Ordinal)))
        {
            current = null;
        }
        else if (!string.IsNullOrWhiteSpace(line))
        {
            current?.Lines.Add(line);
        }
    }

    public void Flush()
    {
    }

    /// <summary>Why the case with this display info produced no measurements, as far as its part of the log tells.</summary>
    public string FailureReason(string displayInfo) =>
        cases.TryGetValue(displayInfo, out var log)
            ? Engine.FailureReason.Describe(log.Lines, log.Errors)
            : "BenchmarkDotNet did not run it";

    /// <summary>"JsonBenchmarks.GetStreamAsync: quick(Toolchain=...) [Size=10]" becomes "GetStreamAsync [Size=10]".</summary>
    internal static string CaseName(string displayInfo)
    {
        var text = displayInfo.Trim();
        var methodEnd = text.IndexOf(": ", StringComparison.Ordinal);
        var method = methodEnd < 0 ? text : text[..methodEnd];
        method = method[(method.LastIndexOf('.') + 1)..];
        var parametersStart = text.LastIndexOf(" [", StringComparison.Ordinal);
        return parametersStart > methodEnd && text.EndsWith(']') ? method + text[parametersStart..] : method;
    }

    private sealed class CaseLog
    {
        public List<string> Lines { get; } = [];

        public List<string> Errors { get; } = [];
    }
}
