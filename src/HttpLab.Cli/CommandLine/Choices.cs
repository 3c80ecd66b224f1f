using System.CommandLine;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Options that take one of a few words (<c>--profile quick</c>, <c>--engine raw</c>). System.CommandLine's own
/// check (AcceptOnlyFromAmong) says "Argument 'quik' not recognized" without naming the option; this one names it.
/// </summary>
internal static class Choices
{
    public static void AcceptOnly(Option<string> option, params string[] choices)
    {
        var allowed = string.Join(", ", choices);
        option.HelpName = string.Join('|', choices);
        option.CustomParser = result =>
        {
            var text = result.Tokens.Single().Value;
            if (!choices.Contains(text, StringComparer.Ordinal))
            {
                result.AddError($"{option.Name} '{text}' is not one of: {allowed}");
            }

            return text;
        };
    }
}
