using HttpLab.Results;
using static HttpLab.Studies.Async.NoteFormat;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// What the card adapters show: F# <c>async { }</c> against <c>task { }</c> against C#, with and without HTTP.
/// </summary>
internal static class AdapterNotes
{
    // Below this ratio to C#, a case's difference is within what a quick run's repeated measurements scatter by.
    private const double NoiseRatio = 1.1;

    public static string? Cpu(CaseLookup cases)
    {
        string[] names =
        [
            nameof(AdapterBenchmarks.Baseline_CSharpCpu), nameof(AdapterBenchmarks.FSharpTaskCpu),
            nameof(AdapterBenchmarks.FSharpAsyncImmediateCpu), nameof(AdapterBenchmarks.FSharpAsyncCpu),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, names) is not [var csharp, var task, var immediate, var startAsTask]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, names)
                is not [var csharpBytes, var taskBytes, var immediateBytes, var startAsTaskBytes])
        {
            return null;
        }

        return "The card adapters without HTTP (four nested steps on cards in memory): C# async costs "
            + $"{Duration(csharp)} and {Bytes(csharpBytes)}, F# task {{ }} {Duration(task)} ({Ratio(task / csharp)}, "
            + $"{Bytes(taskBytes)}), F# async {{ }} started with Async.StartImmediateAsTask {Duration(immediate)} "
            + $"({Ratio(immediate / csharp)}, {Bytes(immediateBytes)}) and with Async.StartAsTask, as the earlier "
            + $"adapter study did, {Duration(startAsTask)} ({Ratio(startAsTask / csharp)}, {Bytes(startAsTaskBytes)}): "
            + "task { } compiles to a state machine like C#'s, async { } builds and runs a chain of closures, and "
            + "StartAsTask adds a hop to the thread pool before the first step.";
    }

    public static string? Http(CaseLookup cases)
    {
        string[] names =
        [
            nameof(AdapterBenchmarks.Baseline_CSharpHttp),
            nameof(AdapterBenchmarks.FSharpTaskHttp),
            nameof(AdapterBenchmarks.FSharpAsyncHttp),
        ];
        if (cases.Metric(MetricCatalog.MeanNs, names) is not [var csharp, var task, var async]
            || cases.Metric(MetricCatalog.AllocatedBytesPerOp, names)
                is not [var csharpBytes, var taskBytes, var asyncBytes])
        {
            return null;
        }

        var verdict = Math.Max(task, async) / csharp < NoiseRatio
            ? "The machinery is noise beside the I/O: whatever separated the earlier study's adapters under load, it "
                + "was not the computation expression's cost per call."
            : $"The slower F# version adds {Duration(Math.Max(task, async) - csharp)} a call over C#.";
        return $"With a real call to GET /cards/{{name}} on loopback: C# {Duration(csharp)} ({Bytes(csharpBytes)}), "
            + $"F# task {{ }} {Duration(task)} ({Ratio(task / csharp)}, {Bytes(taskBytes)}), F# async {{ }} "
            + $"{Duration(async)} ({Ratio(async / csharp)}, {Bytes(asyncBytes)}). "
            + verdict;
    }
}
