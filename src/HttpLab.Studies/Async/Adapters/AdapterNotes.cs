using HttpLab.Compare;
using HttpLab.Results;
using static HttpLab.Studies.Async.NoteFormat;

namespace HttpLab.Studies.Async.Adapters;

/// <summary>
/// What the card adapters show: F# <c>async { }</c> against <c>task { }</c> against C#, with and without HTTP.
/// </summary>
internal static class AdapterNotes
{
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

        var baseline = cases.Find(names[0]);
        return "The card adapters without HTTP (four nested steps on cards in memory): C# async costs "
            + $"{Duration(csharp)} and {Bytes(csharpBytes)}, F# task {{ }} {Duration(task)} "
            + $"({JudgedRatio(task / csharp, baseline, cases.Find(names[1]))}, {Bytes(taskBytes)}), F# async {{ }} "
            + $"started with Async.StartImmediateAsTask {Duration(immediate)} "
            + $"({JudgedRatio(immediate / csharp, baseline, cases.Find(names[2]))}, {Bytes(immediateBytes)}) and with "
            + $"Async.StartAsTask, as the earlier adapter study did, {Duration(startAsTask)} "
            + $"({JudgedRatio(startAsTask / csharp, baseline, cases.Find(names[3]))}, {Bytes(startAsTaskBytes)}): "
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

        var baseline = cases.Find(names[0]);
        var (taskCase, asyncCase) = (cases.Find(names[1]), cases.Find(names[2]));
        var slower = task >= async ? taskCase : asyncCase;
        var verdict = Judge(baseline, slower) switch
        {
            Verdict.Slower => $"The slower F# version adds {Duration(Math.Max(task, async) - csharp)} a call over C#, "
                + "a difference the test on their iterations calls real.",
            Verdict.Faster => "Both F# versions are faster than C# here, by a margin the test on their iterations "
                + "calls real.",
            Verdict.Unknown => "Too few iterations for the test to tell whether the adapters differ.",
            _ => "No difference from C# shown: the machinery is noise beside the I/O, so whatever separated the "
                + "earlier study's adapters under load, it was not the computation expression's cost per call.",
        };
        return $"With a real call to GET /cards/{{name}} on loopback: C# {Duration(csharp)} ({Bytes(csharpBytes)}), "
            + $"F# task {{ }} {Duration(task)} ({JudgedRatio(task / csharp, baseline, taskCase)}, {Bytes(taskBytes)}), "
            + $"F# async {{ }} {Duration(async)} ({JudgedRatio(async / csharp, baseline, asyncCase)}, "
            + $"{Bytes(asyncBytes)}). "
            + verdict;
    }
}
