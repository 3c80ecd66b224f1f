namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Takes the secrets out of a command line before it is recorded in the results: the value of every header
/// (<c>-H "Authorization: Bearer ..."</c> becomes <c>-H "Authorization: &lt;redacted&gt;"</c>), since a header is
/// where tokens, cookies and API keys travel. The name stays, so the report still says what was sent.
/// </summary>
internal static class CommandLineSecrets
{
    public const string Redacted = "<redacted>";

    private static readonly string[] HeaderOptions = ["-H", "--header"];

    public static IEnumerable<string> Redact(IEnumerable<string> args)
    {
        var afterHeaderOption = false;
        foreach (var argument in args)
        {
            if (afterHeaderOption)
            {
                afterHeaderOption = false;
                yield return Header(argument);
                continue;
            }

            afterHeaderOption = HeaderOptions.Contains(argument, StringComparer.Ordinal);
            var joined = HeaderOptions
                .SelectMany(option => new[] { option + "=", option + ":" })
                .FirstOrDefault(prefix => argument.StartsWith(prefix, StringComparison.Ordinal));
            yield return joined is null ? argument : joined + Header(argument[joined.Length..]);
        }
    }

    private static string Header(string header)
    {
        var colon = header.IndexOf(':', StringComparison.Ordinal);
        return colon < 0 ? header : $"{header[..colon]}: {Redacted}";
    }
}
