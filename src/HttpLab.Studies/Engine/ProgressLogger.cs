using BenchmarkDotNet.Loggers;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Turns BenchmarkDotNet's log into progress reports and keeps its error lines, so the console shows which case
/// runs instead of BenchmarkDotNet's full log (which still goes to its log file in the artifacts folder).
/// </summary>
internal sealed class ProgressLogger(string study, int totalCases, IProgress<StudyProgress> progress) : ILogger
{
    private const string BenchmarkLinePrefix = "// Benchmark: ";
    private readonly List<string> errors = [];
    private string? pendingLine;
    private int started;

    public string Id => nameof(ProgressLogger);

    public int Priority => 0;

    public IReadOnlyList<string> Errors => errors;

    public void Write(LogKind logKind, string text) => pendingLine += text;

    public void WriteLine() => WriteLine(LogKind.Default, string.Empty);

    public void WriteLine(LogKind logKind, string text)
    {
        var line = pendingLine + text;
        pendingLine = null;
        if (logKind == LogKind.Error && !string.IsNullOrWhiteSpace(line))
        {
            errors.Add(line.Trim());
        }

        if (line.StartsWith(BenchmarkLinePrefix, StringComparison.Ordinal))
        {
            progress.Report(new StudyProgress(study, CaseName(line[BenchmarkLinePrefix.Length..]), started, totalCases));
            started++;
        }
    }

    public void Flush()
    {
    }

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
}
