namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>The CPU-bound variants, one per way of writing the asynchronous code.</summary>
public enum SummaryVariant
{
    CSharp,
    FSharpAsync,
    FSharpAsyncImmediate,
    FSharpTask,
}
