using System.Globalization;
using System.Text.Json;
using HttpLab.Cli.Load;
using HttpLab.Cli.Processes;
using HttpLab.Load;
using HttpLab.Load.Reporting;
using HttpLab.Results;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Load;

[RunsApart]
public sealed class LoadRunTests(ITestOutputHelper output)
    : TargetAndFolderTests(output, "httplab-load-cli-")
{
    public override async Task InitializeAsync()
    {
        await Target.InitializeAsync();
        for (var index = 0; index < 100; index++)
        {
            (await Target.Client.GetAsync(Plaintext)).Dispose();
        }
    }

    [Fact]
    public async Task Load_ResultsFolderGoneBeforeTheEnd_OneErrorLineAndWhatWasMeasuredKeptElsewhere()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "gone");
        // Removed during the run and a file put in its place, as a full disk or a folder made read-only would fail
        // the writes at the end of a long run (both refuse root too, which a test cannot rely on).
        console.WhenRich("Target: ", () =>
        {
            Directory.Delete(output, recursive: true);
            File.WriteAllText(output, "not a folder");
        });

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "1s", "--warmup", "500ms", "--out", output);

        Assert.True(exitCode == 1, $"exit code {exitCode}: {console.Error}");
        var error = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.Contains($"could not write the results into {output}: ", error, StringComparison.Ordinal);
        var kept = System.Text.RegularExpressions.Regex.Match(error, "is kept in (\\S+) ").Groups[1].Value;
        Assert.True(Directory.Exists(kept), error);
        try
        {
            using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(kept, "results.json")));
            var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
            var loadCase = Assert.Single(suite.GetProperty("cases").EnumerateArray());
            Assert.True(loadCase.GetProperty("metrics").GetProperty(MetricCatalog.Requests.Name).GetDouble() > 0);
            Assert.Equal("not a folder", await File.ReadAllTextAsync(output));
        }
        finally
        {
            Directory.Delete(kept, recursive: true);
        }
    }

    [Fact]
    public async Task Load_TinyOpenRun_WritesEveryOutputWithEveryLoadMetricAndCompletes()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "tiny");

        var exitCode = await console.RunAsync(
            "load", Plaintext.ToString(), "--rate", "100", "--duration", "2s", "--warmup", "500ms", "--out", output);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        // The exporters' files and the load run's declared set (`httplab run load` writes it for each run), no more.
        string[] exported = ["results.json", "report.md", "report.html", "load.csv", "load.svg"];
        Assert.Equal(
            exported.Concat(LoadFiles.All).Order(StringComparer.Ordinal),
            Directory.GetFileSystemEntries(output).Select(Path.GetFileName).Order(StringComparer.Ordinal));

        Assert.False(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.True(results.RootElement.GetProperty("complete").GetBoolean());
        Assert.Equal("load", results.RootElement.GetProperty("profile").GetString());
        var suite = Assert.Single(results.RootElement.GetProperty("suites").EnumerateArray());
        Assert.Equal("load", suite.GetProperty("name").GetString());
        var loadCase = Assert.Single(suite.GetProperty("cases").EnumerateArray());
        Assert.Equal("open 100 rps raw /plaintext", loadCase.GetProperty("name").GetString());
        var metrics = loadCase.GetProperty("metrics");
        foreach (var metric in new[]
        {
            MetricCatalog.TargetRps, MetricCatalog.AchievedRps, MetricCatalog.Requests, MetricCatalog.Errors,
            MetricCatalog.ErrorsRefused, MetricCatalog.ErrorsReset, MetricCatalog.ErrorsTimeout,
            MetricCatalog.ErrorsUnparsable, MetricCatalog.ErrorsNotSent, MetricCatalog.BytesSent,
            MetricCatalog.BytesReceived, MetricCatalog.GeneratorCpuSeconds, MetricCatalog.GeneratorJitSeconds,
            MetricCatalog.GeneratorLimited,
        })
        {
            Assert.Equal(JsonValueKind.Number, metrics.GetProperty(metric.Name).ValueKind);
        }

        foreach (var distribution in
            new[] { MetricCatalog.LatencyUs, MetricCatalog.UncorrectedLatencyUs, MetricCatalog.SendLatenessUs })
        {
            Assert.True(
                metrics.GetProperty(distribution.Name).GetProperty("spectrum").GetArrayLength() > 0, distribution.Name);
        }

        Assert.Equal(200, metrics.GetProperty("requests").GetDouble());
        Assert.Equal(200, metrics.GetProperty("status200").GetDouble());
        var timeSeries = File.ReadAllLines(Path.Combine(output, LoadFiles.TimeSeries));
        Assert.Equal(3, timeSeries.Length);
        var jitColumn = Array.IndexOf(timeSeries[0].Split(','), "generatorJitUs");
        var jitUs = timeSeries.Skip(1)
            .Sum(line => long.Parse(line.Split(',')[jitColumn], CultureInfo.InvariantCulture));
        Assert.Equal(jitUs / 1e6, metrics.GetProperty(MetricCatalog.GeneratorJitSeconds.Name).GetDouble(), 9);
        Assert.Contains("(JIT ", console.Rich, StringComparison.Ordinal);
        Assert.Contains("Requests", console.Rich, StringComparison.Ordinal);
        Assert.Contains("report.html", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_EveryAnswerA400_ExitCode1NoSuccessfulResponseNamingTheStatus()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "bad-request");
        // The target's /delay without its headersMs parameter answers 400 Bad Request at once.
        var badRequest = new Uri(Target.BaseAddress, "delay");

        var exitCode = await console.RunAsync(
            "load", badRequest.ToString(), "--connections", "2", "--duration", "10s", "--warmup", "0s",
            "--requests", "50", "--out", output);

        Assert.Equal(1, exitCode);
        Assert.StartsWith(
            "httplab: error: no response had status 2xx (400 × ", console.Error, StringComparison.Ordinal);
        Assert.Single(console.Error.Trim().Split('\n'));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var suite = results.RootElement.GetProperty("suites")[0];
        Assert.StartsWith(
            "NO SUCCESSFUL RESPONSE: not one of the 50 responses had status 2xx (400 × 50)",
            suite.GetProperty("warnings")[0].GetString(),
            StringComparison.Ordinal);
        Assert.Contains("NO SUCCESSFUL RESPONSE", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_NothingListens_ExitCode1EveryRequestFailedAndResultsWritten()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "refused");
        using var refusing = new RefusingPort();

        var exitCode = await console.RunAsync(
            "load", refusing.Url().ToString(), "--connections", "4", "--duration", "1s", "--warmup", "0s",
            "--out", output);

        Assert.Equal(1, exitCode);
        Assert.StartsWith("httplab: error: every request failed (", console.Error, StringComparison.Ordinal);
        Assert.Contains(" refused): no response to measure", console.Error, StringComparison.Ordinal);
        Assert.Single(console.Error.Trim().Split('\n'));
        Assert.False(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var suite = results.RootElement.GetProperty("suites")[0];
        Assert.StartsWith(
            "EVERY REQUEST FAILED", suite.GetProperty("warnings")[0].GetString(), StringComparison.Ordinal);
        var metrics = suite.GetProperty("cases")[0].GetProperty("metrics");
        Assert.Equal(0, metrics.GetProperty("achievedRps").GetDouble());
        Assert.Equal(1, metrics.GetProperty("serverLimited").GetDouble());
        Assert.True(
            metrics.GetProperty("errorsRefused").GetDouble() is >= 4 and <= 100,
            "the closed model backs off after a refusal");
        Assert.Contains("SERVER-LIMITED", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_HttpsSelfSignedWithoutTrust_ExitCode1WithTheReasonOnOneLine()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "untrusted");
        var https = new Uri(Target.Server.HttpsBaseAddress!, "plaintext");

        var exitCode = await console.RunAsync(
            "load", https.ToString(), "--connections", "8", "--duration", "1s", "--out", output);

        Assert.Equal(1, exitCode);
        var line = Assert.Single(console.Error.Trim().Split('\n'));
        Assert.StartsWith(
            $"httplab: error: certificate for {https.GetLeftPart(UriPartial.Authority)} is not trusted: "
            + "RemoteCertificateChainErrors (self-signed",
            line,
            StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
    }

    [Theory]
    [InlineData("raw", "--insecure")]
    [InlineData("httpclient", "--cert-sha256")]
    public async Task Load_HttpsTrusted_EveryRequestAnswered(string engine, string trust)
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, $"https-{engine}");
        var https = new Uri(Target.Server.HttpsBaseAddress!, "plaintext");
        string[] trustArguments = trust == "--insecure" ? [trust] : [trust, Target.Server.CertificateSha256!];

        var exitCode = await console.RunAsync(
            [
                "load", https.ToString(), "--engine", engine, "--rate", "50", "--duration", "1s", "--warmup", "200ms",
                "--out", output, .. trustArguments,
            ]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var metrics = results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0].GetProperty("metrics");
        Assert.Equal(50, metrics.GetProperty("status200").GetDouble());
        Assert.Equal(0, metrics.GetProperty("errors").GetDouble());
    }

    [Theory]
    [InlineData("h2c", "httpclient")]
    [InlineData("h2", "httpclient")]
    [InlineData("h2c", "raw")]
    [InlineData("h2", "raw")]
    public async Task Load_Http2WithStreams_EveryRequestAnsweredAndTheCaseSaysHttp2(string protocol, string engine)
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, $"http2-{protocol}-{engine}");
        var (url, trust) = protocol == "h2c"
            ? (new Uri(Target.Server.Http2BaseAddress!, "plaintext"), Array.Empty<string>())
            : (new Uri(Target.Server.HttpsBaseAddress!, "plaintext"),
                ["--cert-sha256", Target.Server.CertificateSha256!]);

        var exitCode = await console.RunAsync(
            [
                "load", url.ToString(), "--engine", engine, "--http", "2", "--streams", "4", "--connections", "2",
                "--rate", "50", "--duration", "1s", "--warmup", "200ms", "--out", output, .. trust,
            ]);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var suite = results.RootElement.GetProperty("suites")[0];
        var loadCase = suite.GetProperty("cases")[0];
        Assert.Equal(50, loadCase.GetProperty("metrics").GetProperty("status200").GetDouble());
        Assert.Equal(0, loadCase.GetProperty("metrics").GetProperty("errors").GetDouble());
        Assert.Equal("2", loadCase.GetProperty("parameters").GetProperty("http").GetString());
        Assert.Equal(4, loadCase.GetProperty("parameters").GetProperty("streams").GetDouble());
        Assert.Contains(
            "8 streams (2 connections x 4)", suite.GetProperty("engine").GetString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Load_CtrlC_ExitCode130AndWhatWasMeasuredKeptMarkedIncomplete()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "interrupted");
        // Four seconds, not two: when other test classes start child processes beside this one, the first second or two
        // can pass before the warm-up ends, and a stop before measuring would leave nothing measured to check.
        using var ctrlC = new CancellationTokenSource(TimeSpan.FromSeconds(4));

        var exitCode = await console.RunAsync(
            ctrlC.Token, "load", Plaintext.ToString(), "--connections", "4", "--duration", "10m", "--warmup", "200ms",
            "--out", output);

        Assert.Equal(130, exitCode);
        Assert.True(File.Exists(Path.Combine(output, ResultsDirectory.IncompleteMarker)));
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        Assert.False(results.RootElement.GetProperty("complete").GetBoolean());
        var metrics = results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0].GetProperty("metrics");
        Assert.True(metrics.GetProperty("requests").GetDouble() > 0);
        Assert.True(File.Exists(Path.Combine(output, LoadFiles.IntervalLog)));
        Assert.StartsWith("httplab: error: interrupted", console.Error, StringComparison.Ordinal);
    }

    [Fact]
    public async Task LoadSession_WithoutUrl_StartsTheTargetChildProcessAndLoadsPlaintext()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "child");
        var self = new SelfCommand("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);
        var request = new LoadRequest(
            null, TargetRate.Constant(50), 2, TimeSpan.FromSeconds(1), TimeSpan.FromMilliseconds(500), null, 100,
            TimeSpan.FromSeconds(5), LoadEngineKind.HttpClient, Work.Path, output);

        var exitCode = await new LoadSession(console.Cli, self).RunAsync(request, CancellationToken.None);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        Assert.Contains("child process", console.Rich, StringComparison.Ordinal);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var loadCase = results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0];
        Assert.Equal("open 50 rps httpclient /plaintext", loadCase.GetProperty("name").GetString());
        Assert.Equal(50, loadCase.GetProperty("metrics").GetProperty("status200").GetDouble());
    }

    [Fact]
    public async Task LoadSession_WithoutUrlOverHttp2_LoadsTheStartedTargetsH2cAddress()
    {
        var console = new TestConsole();
        var output = Path.Combine(Work.Path, "child-h2");
        var self = new SelfCommand("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);
        var request = new LoadRequest(
            null, TargetRate.Constant(50), 2, TimeSpan.FromSeconds(1), TimeSpan.FromMilliseconds(500), null, 100,
            TimeSpan.FromSeconds(5), LoadEngineKind.Raw, Work.Path, output)
        {
            Http = LoadHttpVersion.Http2,
            Streams = 2,
        };

        var exitCode = await new LoadSession(console.Cli, self).RunAsync(request, CancellationToken.None);

        Assert.True(exitCode == 0, console.Error + console.Rich);
        using var results = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(output, "results.json")));
        var loadCase = results.RootElement.GetProperty("suites")[0].GetProperty("cases")[0];
        Assert.Equal(50, loadCase.GetProperty("metrics").GetProperty("status200").GetDouble());

        // The HTTP/1.1 address the target printed would have refused the HTTP/2 preface: every request would fail.
        Assert.Equal(
            "/plaintext", new Uri(loadCase.GetProperty("parameters").GetProperty("url").GetString()!).AbsolutePath);
        Assert.Equal("2", loadCase.GetProperty("parameters").GetProperty("http").GetString());
    }
}
