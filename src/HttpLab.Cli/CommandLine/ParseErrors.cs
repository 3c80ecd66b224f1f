using System.CommandLine;
using System.CommandLine.Parsing;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// A command line System.CommandLine refused, as one line naming what is at fault. Its own messages often name
/// nothing ("Argument 'quik' not recognized", "Required command was not provided", "Unrecognized command or argument
/// '100'" for <c>--rat 100</c>), so the option, argument or command is added, and an unknown word gets the nearest
/// known one.
/// </summary>
internal static class ParseErrors
{
    private const int MaxTypoDistance = 2;

    /// <summary>The first problem of <paramref name="parseResult"/>, or null when it has none.</summary>
    public static string? Describe(ParseResult parseResult)
    {
        ArgumentNullException.ThrowIfNull(parseResult);

        // An unknown option where the command takes arguments ("load --rat 100", "run --sizez 10") is taken for one
        // of them (a URL, a study), and only its value is left over.
        var parsed = parseResult.CommandResult;
        var optionLike = parsed.Command.Arguments
            .SelectMany(argument => parsed.GetResult(argument)?.Tokens ?? [])
            .FirstOrDefault(token => token.Value.StartsWith("--", StringComparison.Ordinal) && token.Value.Length > 2);
        if (optionLike is not null)
        {
            return Unknown(parseResult, optionLike.Value);
        }

        if (parseResult.Errors.Count == 0)
        {
            return null;
        }

        if (parseResult.UnmatchedTokens is [var unmatched, ..])
        {
            return Unknown(parseResult, unmatched);
        }

        var error = parseResult.Errors[0];
        return error.SymbolResult switch
        {
            OptionResult option => Named(option.Option.Name, error.Message),
            ArgumentResult { Parent: OptionResult option } => Named(option.Option.Name, error.Message),
            ArgumentResult or CommandResult when MissingArgument(parsed) is { } missing =>
                $"{Path(parsed)} needs <{missing.Name}>: {missing.Description}",
            ArgumentResult argument => Named($"<{argument.Argument.Name}>", error.Message),
            CommandResult { Command.Subcommands.Count: > 0 } command when command.Children.All(IsOption) =>
                $"{Path(command)} needs a command, one of: {Names(command.Command.Subcommands)}",
            _ => error.Message,
        };
    }

    /// <summary>
    /// <c>--insecure=maybe</c>: a flag given a value that is not true or false. System.CommandLine leaves such a value
    /// to the command's arguments, where it becomes a study or a URL that the error then names instead of the flag.
    /// </summary>
    public static string? FlagValue(RootCommand root, IEnumerable<string> args)
    {
        ArgumentNullException.ThrowIfNull(root);
        ArgumentNullException.ThrowIfNull(args);
        var flags = OptionNames(root, flag: true).ToHashSet(StringComparer.Ordinal);
        var takesValue = OptionNames(root, flag: false).ToHashSet(StringComparer.Ordinal);
        string? previous = null;
        foreach (var arg in args.TakeWhile(arg => arg != "--"))
        {
            // The value of an option such as --body may itself look like "--insecure=x": it is not a flag.
            var isValue = previous is not null && takesValue.Contains(previous);
            previous = arg;
            var split = arg.IndexOfAny(['=', ':']);
            if (!isValue && arg.StartsWith('-') && split > 0 && flags.Contains(arg[..split])
                && !bool.TryParse(arg[(split + 1)..], out _))
            {
                var flag = arg[..split];
                return $"{flag} is a flag: give it alone (or {flag}=true, {flag}=false), not '{arg}'";
            }
        }

        return null;
    }

    private static string Unknown(ParseResult parseResult, string token)
    {
        var command = parseResult.CommandResult;
        if (token.StartsWith('-') && token.Length > 1)
        {
            var options = command.Command.Options.Concat(parseResult.RootCommandResult.Command.Options)
                .Where(option => !option.Hidden)
                .SelectMany(option => option.Aliases.Prepend(option.Name));
            return $"unknown option '{token}' for '{Path(command)}'{Nearest(token, options)}";
        }

        return command.Command.Subcommands.Count > 0 && command.Children.All(IsOption)
            ? $"unknown command '{token}'{Nearest(token, command.Command.Subcommands.Select(sub => sub.Name))}; "
                + $"the commands are: {Names(command.Command.Subcommands)}"
            : $"unexpected argument '{token}' for '{Path(command)}'";
    }

    private static string Named(string name, string message) =>
        message.Contains(name, StringComparison.Ordinal)
            ? Flat(message)
            : $"{name}: {Flat(message)}";

    // "Must be one of:\n\t'raw'\n\t'httpclient'" on one line.
    private static string Flat(string message) =>
        string.Join(' ', message.Split(['\r', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries));

    private static Argument? MissingArgument(CommandResult command) =>
        command.Command.Arguments.FirstOrDefault(argument =>
            argument.Arity.MinimumNumberOfValues > (command.GetResult(argument)?.Tokens.Count ?? 0));

    private static bool IsOption(SymbolResult result) => result is OptionResult;

    private static string Path(CommandResult command) =>
        command.Parent is CommandResult parent ? $"{Path(parent)} {command.Command.Name}" : "httplab";

    private static string Names(IEnumerable<Command> commands) =>
        string.Join(", ", commands.Where(command => !command.Hidden).Select(command => command.Name));

    /// <summary>The names and aliases of every flag (<paramref name="flag"/>) or every option taking a value.</summary>
    private static IEnumerable<string> OptionNames(Command command, bool flag) =>
        command.Options
            .Where(option => (option.ValueType == typeof(bool)) == flag)
            .SelectMany(option => option.Aliases.Prepend(option.Name))
            .Concat(command.Subcommands.SelectMany(sub => OptionNames(sub, flag)));

    private static string Nearest(string word, IEnumerable<string> known)
    {
        // Short words are near too many others ("-x" is one letter from "-h").
        if (word.Length < 4)
        {
            return "";
        }

        var nearest = known
            .Select(candidate => (Candidate: candidate, Distance: Distance(word, candidate)))
            .Where(match => match.Distance <= MaxTypoDistance)
            .OrderBy(match => match.Distance)
            .Select(match => match.Candidate)
            .FirstOrDefault();
        return nearest is null ? "" : $" (did you mean {nearest}?)";
    }

    // Levenshtein distance: a typo is a letter left out, added or changed.
    private static int Distance(string a, string b)
    {
        var previous = Enumerable.Range(0, b.Length + 1).ToArray();
        for (var i = 1; i <= a.Length; i++)
        {
            var current = new int[b.Length + 1];
            current[0] = i;
            for (var j = 1; j <= b.Length; j++)
            {
                var substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
                current[j] = Math.Min(substitution, Math.Min(previous[j], current[j - 1]) + 1);
            }

            previous = current;
        }

        return previous[b.Length];
    }
}
