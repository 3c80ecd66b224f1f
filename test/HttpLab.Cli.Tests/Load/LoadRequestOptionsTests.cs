using HttpLab.Cli.CommandLine;


namespace HttpLab.Cli.Tests.Load;

public sealed class LoadRequestOptionsTests : IDisposable
{
    private readonly TemporaryDirectory work = new("httplab-load-requests-");

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task LoadHelp_DescribesTheRequestOptionsAndTheDefaultContentType()
    {
        var console = new TestConsole();

        Assert.Equal(0, await console.RunAsync("load", "--help"));

        foreach (var text in new[]
        {
            "--method", "-H, --header", "--body", "--body-file", "--content-type", "--requests-file",
            "application/octet-stream", "# weight N",
        })
        {
            Assert.Contains(text, console.Output, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData("-H", "NoColon")]
    [InlineData("-H", "Bad Name: 1")]
    [InlineData("-H", "Content-Length: 5")]
    [InlineData("-H", "Transfer-Encoding: chunked")]
    [InlineData("-H", "X-A: 1", "-H", "x-a: 2")]
    [InlineData("--method", "G T")]
    [InlineData("--method", "CONNECT")]
    [InlineData("--content-type", "text/plain")]
    [InlineData("-H", "Content-Type: text/plain")]
    [InlineData("--body", "a", "--body-file", "body.bin")]
    [InlineData("--body-file", "missing.bin")]
    [InlineData("--body", "a", "--content-type", "a/b", "-H", "Content-Type: c/d")]
    [InlineData("--requests-file", "missing.txt")]
    [InlineData("--requests-file", "bad.txt")]
    [InlineData("--requests-file", "ftp.txt")]
    [InlineData("--requests-file", "good.txt", "-m", "POST")]
    [InlineData("--requests-file", "good.txt", "http://127.0.0.1:9/")]
    public async Task BadRequestOptions_OneLineErrorAndExitCode2(params string[] options)
    {
        await File.WriteAllBytesAsync(Path.Combine(work.Path, "body.bin"), [1]);
        await File.WriteAllTextAsync(Path.Combine(work.Path, "good.txt"), "GET http://127.0.0.1:9/\n");
        await File.WriteAllTextAsync(Path.Combine(work.Path, "bad.txt"), "GET http://127.0.0.1:9/\nGET /b\n");
        await File.WriteAllTextAsync(Path.Combine(work.Path, "ftp.txt"), "GET ftp://127.0.0.1:9/\n");
        var console = new TestConsole();
        var paths = options.Select(option => option.EndsWith(".bin", StringComparison.Ordinal)
            || option.EndsWith(".txt", StringComparison.Ordinal) ? Path.Combine(work.Path, option) : option);

        var exitCode = await console.RunAsync(
            ["load", .. paths, "--duration", "1s", "--results-dir", work.Path]);

        Assert.True(exitCode == 2, console.Error + console.Rich);
        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
        Assert.Empty(Directory.GetDirectories(work.Path));
    }

    [Theory]
    [InlineData("--body-file", "missing.bin", "--body-file")]
    [InlineData("--requests-file", "ftp.txt", "is not an absolute http:// or https:// URL")]
    [InlineData("-H", "Content-Length: 5", "set by the engine itself")]
    [InlineData("--method", "CONNECT", "opens a tunnel")]
    public async Task BadRequestOptions_SayWhatIsWrong(string option, string value, string expected)
    {
        await File.WriteAllTextAsync(Path.Combine(work.Path, "ftp.txt"), "GET ftp://127.0.0.1:9/\n");
        var console = new TestConsole();
        var argument = value.Contains('.', StringComparison.Ordinal) ? Path.Combine(work.Path, value) : value;

        await console.RunAsync("load", option, argument, "--duration", "1s", "--results-dir", work.Path);

        Assert.Contains(expected, console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void CommandLineOf_HeaderValues_AreRedactedInEveryForm()
    {
        var line = CliConsole.CommandLineOf(
        [
            "load", "-H", "Authorization: Bearer s3cret", "--header", "X-Key:k3y", "--header=Cookie: c00kie",
            "-m", "POST",
        ]);

        Assert.Equal(
            "httplab load -H 'Authorization: <redacted>' --header 'X-Key: <redacted>' "
            + "'--header=Cookie: <redacted>' -m POST",
            line);
    }
}
