using HttpLab.Cli.CommandLine;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests.CommandLine;

// The run test points BenchmarkDotNet's process-wide target at port 9: not beside another benchmark test.
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class CommandLineTests
{
    [Theory]
    [InlineData(new[] { "run", "json", "--sizes", "10,100" }, "httplab run json --sizes 10,100")]
    [InlineData(new[] { "run", "--out", "my run" }, "httplab run --out 'my run'")]
    [InlineData(new[] { "load", "http://127.0.0.1:8080/a?b=1&c=2" }, "httplab load 'http://127.0.0.1:8080/a?b=1&c=2'")]
    [InlineData(new[] { "run", "--out", "it's" }, "httplab run --out 'it'\\''s'")]
    [InlineData(new[] { "run", "--out", "" }, "httplab run --out ''")]
    public void CommandLineOf_QuotedAsAShellTakesIt(string[] args, string expected)
    {
        Assert.Equal(expected, CliConsole.CommandLineOf(args));
    }

    [Fact]
    public async Task Run_RecordsItsCommandLineInResultsJson()
    {
        using var work = new TemporaryDirectory("httplab-command-line-");
        var output = Path.Combine(work.Path, "run");

        // Nothing listens on port 9: the run fails at once, and still writes its results.
        await new TestConsole().RunAsync(
            "run", "json", "--sizes", "10", "--profile", "smoke", "--target", "http://127.0.0.1:9/", "--out", output);

        var run = ResultsJson.Deserialize(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.Equal(
            $"httplab run json --sizes 10 --profile smoke --target http://127.0.0.1:9/ --out {output}",
            run.CommandLine);
    }
}
