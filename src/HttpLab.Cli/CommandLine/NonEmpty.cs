using System.CommandLine;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Options whose value cannot be empty: a path ('' from a script's unset variable, which .NET refuses later with
/// "The value cannot be an empty string" and no option named) or a content type.
/// </summary>
internal static class NonEmpty
{
    /// <summary>Refuses an empty or blank value of <paramref name="option"/>, naming it and what to give.</summary>
    public static T Require<T>(T option, string what)
        where T : Option
    {
        option.Validators.Add(result =>
        {
            if (result.Tokens is [{ Value: var text }] && string.IsNullOrWhiteSpace(text))
            {
                result.AddError($"{option.Name} '{text}' is empty: give {what}");
            }
        });
        return option;
    }
}
