namespace HttpLab.Cli.Tests;

public sealed class HttpLabAppTests
{
    [Fact]
    public async Task Help_ListsTheCommands()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("--help");

        Assert.Equal(0, exitCode);
        Assert.Contains("run", console.Output, StringComparison.Ordinal);
        Assert.Contains("serve", console.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunHelp_DescribesTheOptions()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "--help");

        Assert.Equal(0, exitCode);
        foreach (var option in
            new[] { "--list", "--target", "--profile", "--sizes", "--rates", "--load-connections", "--out" })
        {
            Assert.Contains(option, console.Output, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData("run", "--bogus")]
    [InlineData("run", "--profile", "turbo")]
    [InlineData("run", "--sizes", "10,abc")]
    [InlineData("run", "--sizes", "1000001")]
    [InlineData("run", "--sizes", "-5")]
    [InlineData("run", "--sizes", "10,99999999999")]
    [InlineData("run", "--sizes", "10,99999999999999999999")]
    [InlineData("run", "--body-sizes", "16,99999999999999999999")]
    [InlineData("run", "--target", "not a url")]
    [InlineData("run", "nosuchstudy")]
    [InlineData("run", "load", "--rates", "0")]
    [InlineData("run", "load", "--rates", "500,abc")]
    [InlineData("run", "load", "--rates", "1000001")]
    [InlineData("run", "load", "--rates", "-500")]
    [InlineData("run", "load", "--rates", "500,99999999999")]
    [InlineData("run", "load", "--rates", "500,99999999999999999999")]
    [InlineData("run", "cancel", "--deadline-ms", "99999999999")]
    [InlineData("run", "cancel", "--server-delay-ms", "-99999999999")]
    [InlineData("run", "load", "--load-connections", "0")]
    [InlineData("run", "load", "--load-connections", "10001")]
    [InlineData("run", "load", "--load-connections", "many")]
    [InlineData("run", "async", "--callers", "many")]
    [InlineData("serve", "--consumer-of", "not a url")]
    [InlineData("serve", "--consumer-of", "https://127.0.0.1:5000/")]
    [InlineData("serve", "--consumer-of", "http://192.0.2.1:5000/")]
    [InlineData("serve", "--urls", "http://0.0.0.0:0")]
    [InlineData("serve", "--urls", "https://127.0.0.1:0")]
    [InlineData("serve", "--https-urls", "http://127.0.0.1:0")]
    [InlineData("serve", "--https-urls", "https://0.0.0.0:0")]
    [InlineData("frobnicate")]
    public async Task BadCommandLine_OneLineErrorAndExitCode2(params string[] args)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(args);

        Assert.Equal(2, exitCode);
        var lines = console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries);
        var line = Assert.Single(lines);
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task RunList_PrintsEveryStudyOnALine()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("run", "--list");

        Assert.Equal(0, exitCode);
        var names = console.Output
            .Split('\n', StringSplitOptions.RemoveEmptyEntries)
            .Select(line => line.Split(' ')[0]);
        Assert.Equal(HttpLab.Studies.StudyCatalog.Names, names);
        Assert.Contains("json", names);
        Assert.Contains("cancel", names);
        Assert.Contains("load", names);
    }

    [Theory]
    [InlineData("compare")]
    [InlineData("report")]
    [InlineData("merge")]
    public async Task ReadingCommand_StoppedByCtrlC_OneLineExitCode130NothingWritten(string command)
    {
        using var work = new TemporaryDirectory("httplab-interrupted-read-");
        var run = Path.Combine(work.Path, "run");
        var other = Path.Combine(work.Path, "other");
        foreach (var folder in new[] { run, other })
        {
            Directory.CreateDirectory(folder);
            await File.WriteAllTextAsync(Path.Combine(folder, "results.json"), BadInput.BadResultsFileTests.Good());
        }

        var console = new TestConsole();
        string[] runs = command switch
        {
            "compare" => [run, run],
            "merge" => [run, other],
            _ => [run],
        };

        var exitCode = await console.RunAsync(
            new CancellationToken(canceled: true), [command, .. runs, "--results-dir", Path.Combine(work.Path, "out")]);

        Assert.Equal(130, exitCode);
        Assert.Equal("httplab: error: interrupted (Ctrl-C)", console.Error.Trim());
        Assert.Equal(["other", "run"], Directory.GetFileSystemEntries(work.Path).Select(Path.GetFileName).Order());
    }
}
