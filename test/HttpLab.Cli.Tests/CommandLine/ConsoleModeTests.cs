using System.Text.RegularExpressions;
using HttpLab.Cli.CommandLine;
using Spectre.Console;

namespace HttpLab.Cli.Tests.CommandLine;

public sealed class ConsoleModeTests
{
    [Theory]
    [InlineData(true, null, "xterm-256color")]
    [InlineData(true, "", "xterm-256color")]
    [InlineData(true, "1", null)]
    [InlineData(false, null, "dumb")]
    [InlineData(false, "1", "dumb")]
    public void Decide_RedirectedOrDumbTerminal_Plain(bool redirected, string? noColor, string? term)
    {
        Assert.Equal(ConsoleMode.Plain, ConsoleMode.Decide(redirected, noColor, term));
    }

    [Fact]
    public void Plain_WritesNoEscapeSequenceAndNoLiveDisplay()
    {
        Assert.Equal(AnsiSupport.No, ConsoleMode.Plain.Ansi);
        Assert.Equal(ColorSystemSupport.NoColors, ConsoleMode.Plain.Colors);
        Assert.False(ConsoleMode.Plain.Links);
        Assert.Equal(InteractionSupport.No, ConsoleMode.Plain.Interactive);
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    public void Decide_TerminalWithoutNoColor_LeavesEverythingToDetection(string? noColor)
    {
        var mode = ConsoleMode.Decide(outputRedirected: false, noColor, "xterm-256color");

        Assert.Equal(
            new ConsoleMode(AnsiSupport.Detect, ColorSystemSupport.Detect, Links: true, InteractionSupport.Detect),
            mode);
    }

    [Theory]
    [InlineData("1")]
    [InlineData("0")]
    [InlineData("false")]
    public void Decide_TerminalWithNoColorOfAnyValue_NoColoursNoLinksLiveDisplayKept(string noColor)
    {
        var mode = ConsoleMode.Decide(outputRedirected: false, noColor, "xterm-256color");

        Assert.Equal(
            new ConsoleMode(AnsiSupport.Detect, ColorSystemSupport.NoColors, Links: false, InteractionSupport.Detect),
            mode);
    }

    [Fact]
    public void Create_Plain_ColoursAndLinksWrittenAsTextOnly()
    {
        using var output = new StringWriter();

        Write(ConsoleMode.Plain, output);

        Assert.Equal("Slower done\nReport: /tmp/run/report.md", output.ToString().TrimEnd().ReplaceLineEndings("\n"));
    }

    [Fact]
    public void Create_NoColorOnATerminal_BoldStaysColoursAndHyperlinksGo()
    {
        using var output = new StringWriter();
        // Detection would find no terminal in a test run: say it is one that takes escape sequences.
        var mode = ConsoleMode.Decide(outputRedirected: false, "1", "xterm-256color") with { Ansi = AnsiSupport.Yes };

        Write(mode, output);

        Assert.Equal(["\u001b[0m", "\u001b[1m"], EscapeSequences(output.ToString()));
    }

    [Fact]
    public void Create_TerminalWithColours_HyperlinksAndColoursWritten()
    {
        using var output = new StringWriter();
        var mode = ConsoleMode.Decide(outputRedirected: false, null, "xterm-256color") with
        {
            Ansi = AnsiSupport.Yes,
            Colors = ColorSystemSupport.Standard,
        };

        Write(mode, output);

        var sequences = EscapeSequences(output.ToString());
        Assert.Contains("\u001b]8;", sequences);
        Assert.Contains(sequences, sequence => sequence is not ("\u001b[0m" or "\u001b[1m" or "\u001b]8;"));
    }

    /// <summary>A coloured word, a bold one and the report's path, as the commands write them.</summary>
    private static void Write(ConsoleMode mode, StringWriter output)
    {
        var console = new CliConsole(mode.Create(output), TextWriter.Null, TextWriter.Null, TextReader.Null);
        console.Console.MarkupLine("[red]Slower[/] [bold]done[/]");
        console.WriteReportLine("/tmp/run/report.md");
    }

    /// <summary>Every distinct escape sequence: SGR (colours, bold) whole, OSC 8 (hyperlinks) by its start.</summary>
    private static string[] EscapeSequences(string text) =>
    [
        .. Regex.Matches(text, @"\u001b(\[[0-9;]*m|\]8;)")
            .Select(match => match.Value)
            .Distinct()
            .Order(StringComparer.Ordinal),
    ];
}
