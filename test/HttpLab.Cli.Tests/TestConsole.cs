using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using Spectre.Console;

namespace HttpLab.Cli.Tests;

/// <summary>An in-memory console for running httplab commands in a test.</summary>
internal sealed class TestConsole
{
    private readonly WatchedWriter rich = new();
    private readonly StringWriter output = new();
    private readonly StringWriter error = new();

    /// <param name="input">What the command reads from standard input.</param>
    /// <param name="progressLineInterval">How often a progress line may be written; by default as often as httplab's
    /// own console allows. Zero writes every progress report.</param>
    /// <param name="terminal">A terminal, as a person sees it: escape sequences and live displays that redraw in
    /// place (still without colour); otherwise the plain text of a log.</param>
    public TestConsole(string input = "", TimeSpan? progressLineInterval = null, bool terminal = false)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = terminal ? AnsiSupport.Yes : AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = terminal ? InteractionSupport.Yes : InteractionSupport.No,
            Out = new AnsiConsoleOutput(rich),
        });
        console.Profile.Width = 160;
        // Another httplab process (a study launch) is the httplab built beside the tests, not the test host.
        Cli = new CliConsole(console, output, error, new StringReader(input))
        {
            Self = new SelfCommand("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]),
        };
        if (progressLineInterval is { } interval)
        {
            Cli = Cli with { ProgressLineInterval = interval };
        }
    }

    public CliConsole Cli { get; }

    public string Rich => rich.ToString();

    public string Output => output.ToString();

    public string Error => error.ToString();

    /// <summary>
    /// Runs <paramref name="action"/> once, on the writing thread, as soon as the rich output contains
    /// <paramref name="text"/>.
    /// </summary>
    public void WhenRich(string text, Action action) => rich.When(text, action);

    public Task<int> RunAsync(params string[] args) => HttpLabApp.InvokeAsync(args, Cli, CancellationToken.None);

    public Task<int> RunAsync(CancellationToken cancellationToken, params string[] args) =>
        HttpLabApp.InvokeAsync(args, Cli, cancellationToken);
}
