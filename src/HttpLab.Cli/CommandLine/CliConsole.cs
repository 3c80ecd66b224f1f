using HttpLab.Cli.Processes;
using Spectre.Console;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// Where a command writes: the rich console for people, and plain writers for errors and machine-read lines.
/// </summary>
internal sealed record CliConsole(IAnsiConsole Console, TextWriter Output, TextWriter Error, TextReader Input)
{
    // Spectre.Console assumes 80 columns when output goes to a file or pipe, and wraps case names inside table cells.
    private const int RedirectedWidth = 160;

    /// <summary>The command being run, as a shell takes it ("httplab run json --sizes 10"), for the reports.</summary>
    public string? CommandLine { get; init; }

    /// <summary>How to start another httplab process; null: this process's own (<see cref="SelfCommand.Current"/>).
    /// </summary>
    public SelfCommand? Self { get; init; }

    /// <summary>
    /// How often, at most, a study's progress becomes a line where the console has no live display (a log, a pipe).
    /// </summary>
    public TimeSpan ProgressLineInterval { get; init; } = TimeSpan.FromSeconds(5);

    /// <summary>The process's own console, in the <see cref="ConsoleMode"/> its output and environment ask.</summary>
    public static CliConsole System()
    {
        var redirected = global::System.Console.IsOutputRedirected;
        var mode = ConsoleMode.Decide(
            redirected, Environment.GetEnvironmentVariable("NO_COLOR"), Environment.GetEnvironmentVariable("TERM"));
        var console = mode.Create(global::System.Console.Out);
        if (redirected)
        {
            console.Profile.Width = RedirectedWidth;
        }

        return new(console, global::System.Console.Out, global::System.Console.Error, global::System.Console.In);
    }

    /// <summary>
    /// "httplab run json --out 'my run'": arguments quoted for a POSIX shell where they need it, header values
    /// redacted (<see cref="CommandLineSecrets"/>).
    /// </summary>
    public static string CommandLineOf(IEnumerable<string> args) =>
        string.Join(' ', CommandLineSecrets.Redact(args).Select(Quoted).Prepend("httplab"));

    /// <summary>
    /// Writes "Report: PATH", the path a terminal hyperlink where the console allows them (Spectre.Console writes one
    /// wherever it writes escape sequences, so <see cref="ConsoleMode.Links"/> is kept here).
    /// </summary>
    public void WriteReportLine(string path)
    {
        var escaped = Markup.Escape(path);
        Console.MarkupLine(Console.Profile.Capabilities.Links ? $"Report: [link]{escaped}[/]" : $"Report: {escaped}");
    }

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
