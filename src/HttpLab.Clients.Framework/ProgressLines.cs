using System.Globalization;
using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;

namespace HttpLab.Clients.Framework;

/// <summary>
/// Prints one line per case BenchmarkDotNet starts, <c>progress&lt;TAB&gt;DONE&lt;TAB&gt;TOTAL&lt;TAB&gt;CASE</c>,
/// for a parent process to relay; as a logger it keeps BenchmarkDotNet's error lines, the reason of a case it could not
/// measure when the case itself recorded none. Its full log still goes to its log file.
/// </summary>
internal sealed class ProgressLines(int totalCases) : EventProcessor, ILogger
{
    public const string Prefix = "progress";

    private readonly List<string> errors = [];
    private int started;

    public string Id => nameof(ProgressLines);

    public int Priority => 0;

    public IReadOnlyList<string> Errors => errors;

    public static void Print(int done, int total, string currentCase)
    {
        Console.Out.WriteLine(string.Format(
            CultureInfo.InvariantCulture, "{0}\t{1}\t{2}\t{3}", Prefix, done, total, currentCase));
        Console.Out.Flush();
    }

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        Print(started, totalCases, CaseName(benchmarkCase));
        started++;
    }

    public void Write(LogKind logKind, string text)
    {
        if (logKind == LogKind.Error && !string.IsNullOrWhiteSpace(text))
        {
            errors.Add(text.Trim());
        }
    }

    public void WriteLine()
    {
    }

    public void WriteLine(LogKind logKind, string text) => Write(logKind, text);

    public void Flush()
    {
    }

    /// <summary>The method and its parameters, as the .NET studies show them, e.g. "HttpWebRequest [BodyBytes=16]".
    /// </summary>
    public static string CaseName(BenchmarkCase benchmarkCase)
    {
        var method = benchmarkCase.Descriptor.WorkloadMethod.Name;
        var parameters = benchmarkCase.Parameters.DisplayInfo;
        return parameters.Length == 0 ? method : $"{method} {parameters}";
    }
}
