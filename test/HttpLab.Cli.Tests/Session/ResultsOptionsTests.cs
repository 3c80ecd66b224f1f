using HttpLab.Cli.CommandLine;


namespace HttpLab.Cli.Tests.Session;

/// <summary><c>--out</c> and <c>--results-dir</c>, made once, in both commands that write a results folder.</summary>
public sealed class ResultsOptionsTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-results-options-");

    public void Dispose() => work.Dispose();

    [Theory]
    [InlineData("run", "results/<timestamp>-<studies>")]
    [InlineData("load", "results/<timestamp>-load")]
    public async Task Help_NamesTheCommandsOwnDefaultFolder(string command, string defaultFolder)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(command, "--help");

        Assert.Equal(ExitCodes.Success, exitCode);
        var help = console.Output;
        var outDescription = $"Write results to this new (or empty) folder instead of {defaultFolder}.";
        Assert.Contains(outDescription, help, StringComparison.Ordinal);
        Assert.Contains("--results-dir", help, StringComparison.Ordinal);
        Assert.Contains("Folder under which each run gets its own results folder.", help, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("json", "run", "json", "--profile", "smoke", "--target")]
    [InlineData("load", "load", "--duration", "500ms", "--warmup", "0s")]
    public async Task ResultsDir_TheRunGetsAFolderOfItsOwnUnderIt(string suite, params string[] command)
    {
        var console = new TestConsole();
        var root = Path.Combine(work.Path, "root");

        // Nothing listens on port 9: run fails its first request and load sees every connection refused; both write.
        await console.RunAsync([.. command, "http://127.0.0.1:9/", "--results-dir", root]);

        var folder = Assert.Single(new DirectoryInfo(root).GetDirectories());
        Assert.EndsWith($"-{suite}", folder.Name, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(folder.FullName, "results.json")), console.Error + console.Rich);
    }
}
