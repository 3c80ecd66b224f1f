using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Thread-pool work items and lock contentions per operation, from the threading statistics BenchmarkDotNet's engine
/// already collects. Its own ThreadingDiagnoser would do, but version 0.14 does not recognize .NET 10 and refuses to
/// run.
/// </summary>
internal sealed class ThreadPoolDiagnoser : IDiagnoser
{
    public static readonly ThreadPoolDiagnoser Default = new();

    public IEnumerable<string> Ids => [nameof(ThreadPoolDiagnoser)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [];

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        var stats = results.ThreadingStats;
        if (stats.TotalOperations <= 0)
        {
            yield break;
        }

        yield return new Metric(
            PerOperationMetric.CompletedWorkItems, (double)stats.CompletedWorkItemCount / stats.TotalOperations);
        yield return new Metric(
            PerOperationMetric.LockContentions, (double)stats.LockContentionCount / stats.TotalOperations);
    }

    public void DisplayResults(ILogger logger)
    {
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) => [];
}
