namespace HttpLab.Cli.Tests.Load;

public sealed class LoadCommandTests
{
    private const string Sha256 = "E29E287874483E530E395E1F2A6AA2020F14A44FF81460C23001762378E7E9A5";

    [Fact]
    public async Task LoadHelp_DescribesTheOptions()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("load", "--help");

        Assert.Equal(0, exitCode);
        foreach (var option in new[]
        {
            "--rate", "--connections", "--duration", "--requests", "--warmup", "--engine", "--max-in-flight",
            "--timeout", "--out", "--expect-status", "--slo", "exits 3", "--start-at", "--shard",
        })
        {
            Assert.Contains(option, console.Output, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData("load", "--rate", "100")]
    [InlineData("load", "--rate", "100", "--duration", "2h")]
    [InlineData("load", "--rate", "100", "--duration", "61m")]
    [InlineData("load", "--duration", "10")]
    [InlineData("load", "--duration", "0s")]
    [InlineData("load", "--duration", "soon")]
    [InlineData("load", "ftp://example.com/", "--duration", "1s")]
    [InlineData("load", "http://user:secret@10.1.2.3:8080/", "--duration", "1s")]
    [InlineData("load", "http://127.0.0.1:9/", "--insecure", "--duration", "1s")]
    [InlineData("load", "--insecure", "--duration", "1s")]
    [InlineData("load", "https://127.0.0.1:9/", "--cert-sha256", "abc", "--duration", "1s")]
    [InlineData("load", "https://127.0.0.1:9/", "-k", "--cert-sha256", Sha256, "--duration", "1s")]
    [InlineData("load", "not-a-url", "--duration", "1s")]
    [InlineData("load", "--rate", "fast", "--duration", "1s")]
    [InlineData("load", "--rate", "0", "--duration", "1s")]
    [InlineData("load", "--connections", "0", "--duration", "1s")]
    [InlineData("load", "--engine", "curl", "--duration", "1s")]
    [InlineData("load", "--warmup", "6m", "--duration", "1s")]
    [InlineData("load", "--timeout", "2m", "--duration", "1s")]
    [InlineData("load", "--requests", "0", "--duration", "1s")]
    [InlineData("load", "--duration", "1s", "--connections", "99999999999")]
    [InlineData("load", "--duration", "1s", "--connections", "many")]
    [InlineData("load", "--duration", "1s", "--max-in-flight", "99999999999")]
    [InlineData("load", "--duration", "1s", "--requests", "99999999999999999999")]
    [InlineData("load", "--duration", "1s", "--requests", "many")]
    [InlineData("load", "--duration", "99999999999999999999s")]
    [InlineData("load", "--duration", "1s", "--warmup", "99999999999999999999ms")]
    [InlineData("load", "--duration", "1s", "--timeout", "99999999999999999999s")]
    [InlineData("load", "--duration", "1s", "--rate", "99999999999999999999")]
    [InlineData("load", "--duration", "1s", "--rate", "100:99999999999999999999")]
    [InlineData("load", "--duration", "1s", "--rate", "99999999999999999999:5000")]
    [InlineData("load", "http://127.0.0.1:9/", "--connections", "100", "--max-in-flight", "10", "--duration", "1s")]
    [InlineData("load", "--duration", "1s", "--slo", "p99<10")]
    [InlineData("load", "--duration", "1s", "--slo", "p99<10ms", "--slo", "fast")]
    [InlineData("load", "--duration", "1s", "--slo", "rate>=99%")]
    [InlineData("load", "--duration", "1s", "--expect-status", "ok")]
    [InlineData("load", "--duration", "1s", "--expect-status", "600-500")]
    [InlineData("load", "--duration", "1s", "--http", "3")]
    [InlineData("load", "--duration", "1s", "--rate", "100", "--send-quantum", "2ms")]
    [InlineData("load", "--duration", "1s", "--rate", "100", "--send-quantum", "soon")]
    [InlineData("load", "http://127.0.0.1:9/", "--duration", "1s", "--send-quantum", "0.25ms")]
    [InlineData("load", "--duration", "1s", "--http", "2", "--streams", "1000", "--connections", "1000")]
    [InlineData("load", "--duration", "1s", "--streams", "4")]
    [InlineData("load", "--duration", "1s", "--engine", "httpclient", "--http", "2", "--streams", "0")]
    [InlineData("load", "--duration", "1s", "--engine", "httpclient", "--http", "2", "--streams", "1001")]
    [InlineData("load", "--duration", "1s", "--engine", "httpclient", "--http", "2", "--streams", "many")]
    public async Task BadLoadCommandLine_OneLineErrorAndExitCode2(params string[] args)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync(args);

        Assert.Equal(2, exitCode);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("p99<10", "--slo 'p99<10' is not a threshold (a latency limit needs a unit: us, ms or s): use p99<")]
    [InlineData("rate>=99%", "the threshold --slo 'rate>=99%' needs a target rate (--rate, the open model)")]
    public async Task Load_BadThreshold_NamesItAndTheGrammar(string threshold, string expected)
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("load", "http://127.0.0.1:9/", "--duration", "1s", "--slo", threshold);

        Assert.Equal(2, exitCode);
        Assert.Contains(expected, console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_BadExpectedStatus_NamesTheOptionAndTheForms()
    {
        var console = new TestConsole();

        var exitCode = await console.RunAsync("load", "--duration", "1s", "--expect-status", "2xx,ok");

        Assert.Equal(2, exitCode);
        Assert.Contains(
            "--expect-status '2xx,ok': 'ok' is not a status: use status codes (200), ranges (200-299) or classes (2xx)",
            console.Error,
            StringComparison.Ordinal);
    }

    [Fact]
    public async Task LoadHelp_SaysAnyHostAndHowToTrustACertificate()
    {
        var console = new TestConsole();

        await console.RunAsync("load", "--help");

        foreach (var text in new[] { "https://", "any host", "--insecure", "--cert-sha256" })
        {
            Assert.Contains(text, console.Output, StringComparison.Ordinal);
        }
    }

    [Fact]
    public async Task Load_WithoutDuration_SaysDurationIsRequired()
    {
        var console = new TestConsole();

        await console.RunAsync("load", "http://127.0.0.1:9/");

        Assert.Contains("--duration", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_AboveTheMaximumDuration_NamesTheMaximum()
    {
        var console = new TestConsole();

        await console.RunAsync("load", "http://127.0.0.1:9/", "--duration", "90m");

        Assert.Contains("at most 1h", console.Error, StringComparison.Ordinal);
    }
}
