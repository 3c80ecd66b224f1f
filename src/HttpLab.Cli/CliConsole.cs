using Spectre.Console;

namespace HttpLab.Cli;

/// <summary>Where a command writes: the rich console for people, and plain writers for errors and machine-read lines.</summary>
internal sealed record CliConsole(IAnsiConsole Console, TextWriter Output, TextWriter Error, TextReader Input)
{
    public static CliConsole System() =>
        new(AnsiConsole.Console, global::System.Console.Out, global::System.Console.Error, global::System.Console.In);

    /// <summary>Writes an error as the one line scripts and people expect, however many lines its message had.</summary>
    public void WriteError(string message) =>
        Error.WriteLine($"httplab: error: {string.Join(' ', message.Split(['\r', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))}");
}
