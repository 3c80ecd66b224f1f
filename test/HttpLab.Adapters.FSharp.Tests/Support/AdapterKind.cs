namespace HttpLab.Adapters.FSharp.Tests.Support;

/// <summary>The three ways the card adapter is written.</summary>
public enum AdapterKind
{
    CSharp,
    FSharpAsync,
    FSharpTask,
}
