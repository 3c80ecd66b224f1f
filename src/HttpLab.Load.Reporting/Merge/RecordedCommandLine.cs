using System.Text;

namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// The command line a run recorded in results.json (<c>commandLine</c>, quoted for a POSIX shell as
/// httplab writes it), read back for the few settings results.json keeps nowhere else.
/// </summary>
internal static class RecordedCommandLine
{
    /// <summary>
    /// The value given to the option named <paramref name="names"/> (its name and aliases), as "--name VALUE",
    /// "--name=VALUE" or "--name:VALUE"; null when the line or the option is absent.
    /// </summary>
    public static string? Value(string? commandLine, params string[] names)
    {
        ArgumentNullException.ThrowIfNull(names);
        var tokens = Tokens(commandLine ?? string.Empty);
        string? value = null;
        for (var index = 0; index < tokens.Count; index++)
        {
            foreach (var name in names)
            {
                if (tokens[index] == name && index + 1 < tokens.Count)
                {
                    value = tokens[index + 1];
                }
                else if (tokens[index].StartsWith(name, StringComparison.Ordinal)
                    && tokens[index].Length > name.Length && tokens[index][name.Length] is '=' or ':')
                {
                    value = tokens[index][(name.Length + 1)..];
                }
            }
        }

        return value;
    }

    /// <summary>
    /// The words of a POSIX shell line: split at spaces, '...' quoted, a backslash escaping one character.
    /// </summary>
    public static IReadOnlyList<string> Tokens(string line)
    {
        ArgumentNullException.ThrowIfNull(line);
        var tokens = new List<string>();
        var token = new StringBuilder();
        var (inToken, quoted, escaped) = (false, false, false);
        foreach (var character in line)
        {
            if (escaped)
            {
                (token, escaped, inToken) = (token.Append(character), false, true);
            }
            else if (quoted)
            {
                quoted = character != '\'';
                token = quoted ? token.Append(character) : token;
            }
            else if (character == ' ')
            {
                if (inToken)
                {
                    tokens.Add(token.ToString());
                    (token, inToken) = (token.Clear(), false);
                }
            }
            else
            {
                (quoted, escaped, inToken) = (character == '\'', character == '\\', true);
                token = character is '\'' or '\\' ? token : token.Append(character);
            }
        }

        if (inToken)
        {
            tokens.Add(token.ToString());
        }

        return tokens;
    }
}
