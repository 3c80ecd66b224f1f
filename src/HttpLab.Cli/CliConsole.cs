using Spectre.Console;

namespace HttpLab.Cli;

/// <summary>
/// Where a command writes: the rich console for people, and plain writers for errors and machine-read lines.
/// </summary>
internal sealed record CliConsole(IAnsiConsole Console, TextWriter Output, TextWriter Error, TextReader Input)
{
    /// <summary>The command being run, as a shell takes it ("httplab run json --sizes 10"), for the reports.</summary>
    public string? CommandLine { get; init; }

    // Spectre.Console assumes 80 columns when output goes to a file or pipe, and wraps case names inside table cells.
    private const int RedirectedWidth = 160;

    public static CliConsole System()
    {
        var console = AnsiConsole.Console;
        if (global::System.Console.IsOutputRedirected)
        {
            console.Profile.Width = RedirectedWidth;
        }

        return new(console, global::System.Console.Out, global::System.Console.Error, global::System.Console.In);
    }

    /// <summary>"httplab run json --out 'my run'": arguments quoted for a POSIX shell where they need it.</summary>
    public static string CommandLineOf(IEnumerable<string> args) =>
        string.Join(' ', args.Select(Quoted).Prepend("httplab"));

    /// <summary>
    /// Writes an error as the one line scripts and people expect, however many lines its message had.
    /// </summary>
    public void WriteError(string message)
    {
        var lines = message.Split(
            ['\r', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        Error.WriteLine($"httplab: error: {string.Join(' ', lines)}");
    }

    private static string Quoted(string argument) =>
        argument.Length > 0
        && argument.All(character => char.IsAsciiLetterOrDigit(character) || "-_.,:/=@%+".Contains(character))
            ? argument
            : "'" + argument.Replace("'", "'\\''", StringComparison.Ordinal) + "'";
}
