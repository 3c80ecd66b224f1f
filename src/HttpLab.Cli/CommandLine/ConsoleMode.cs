using Spectre.Console;

namespace HttpLab.Cli.CommandLine;

/// <summary>
/// What the console may write besides text: escape sequences (colours, hyperlinks, the live progress display) only to
/// a terminal, and neither colours nor hyperlinks when NO_COLOR is set to anything (https://no-color.org).
/// </summary>
/// <param name="Ansi">Whether escape sequences may be written at all.</param>
/// <param name="Colors">Whether text may be coloured.</param>
/// <param name="Links">Whether paths may be terminal hyperlinks (OSC 8): see <see cref="CliConsole.WriteReportLine"/>.
/// </param>
/// <param name="Interactive">Whether a live display may redraw itself; otherwise progress is written as lines.</param>
internal sealed record ConsoleMode(
    AnsiSupport Ansi, ColorSystemSupport Colors, bool Links, InteractionSupport Interactive)
{
    /// <summary>Text only: for a file, a pipe, a CI log or a terminal that understands no escape sequence.</summary>
    public static ConsoleMode Plain { get; } =
        new(AnsiSupport.No, ColorSystemSupport.NoColors, Links: false, InteractionSupport.No);

    /// <summary>
    /// The mode for standard output as it is: <paramref name="outputRedirected"/> (a file, a pipe), the NO_COLOR and
    /// TERM environment variables.
    /// </summary>
    public static ConsoleMode Decide(bool outputRedirected, string? noColor, string? term)
    {
        if (outputRedirected || string.Equals(term, "dumb", StringComparison.Ordinal))
        {
            return Plain;
        }

        // Any non-empty value counts, as no-color.org says; bold and the live display stay, since they are not colour.
        return string.IsNullOrEmpty(noColor)
            ? new(AnsiSupport.Detect, ColorSystemSupport.Detect, Links: true, InteractionSupport.Detect)
            : new(AnsiSupport.Detect, ColorSystemSupport.NoColors, Links: false, InteractionSupport.Detect);
    }

    /// <summary>A Spectre.Console console in this mode, writing to <paramref name="output"/>.</summary>
    public IAnsiConsole Create(TextWriter output)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = Ansi,
            ColorSystem = Colors,
            Interactive = Interactive,
            Out = new AnsiConsoleOutput(output),
        });
        if (!Links)
        {
            console.Profile.Capabilities.Links = false;
        }

        return console;
    }
}
