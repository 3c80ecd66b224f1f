using Spectre.Console;

namespace HttpLab.Cli.Tests;

/// <summary>An in-memory console for running httplab commands in a test.</summary>
internal sealed class TestConsole
{
    private readonly WatchedWriter rich = new();
    private readonly StringWriter output = new();
    private readonly StringWriter error = new();

    public TestConsole(string input = "")
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
            Out = new AnsiConsoleOutput(rich),
        });
        console.Profile.Width = 160;
        Cli = new CliConsole(console, output, error, new StringReader(input));
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
