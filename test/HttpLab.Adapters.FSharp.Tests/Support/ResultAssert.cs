using Microsoft.FSharp.Core;

namespace HttpLab.Adapters.FSharp.Tests.Support;

internal static class ResultAssert
{
    public static T Ok<T>(FSharpResult<T, string> result)
    {
        Assert.True(result.IsOk, result.IsError ? $"Expected Ok, got Error \"{result.ErrorValue}\"." : null);
        return result.ResultValue;
    }

    public static string Error<T>(FSharpResult<T, string> result)
    {
        Assert.True(result.IsError, result.IsOk ? $"Expected Error, got Ok {result.ResultValue}." : null);
        return result.ErrorValue;
    }
}
