using System.Diagnostics;
using HttpLab.Results;
using HttpLab.Studies.Clients;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// The clients study's HttpClient and HttpWebRequest cases on Mono: the real child against the real target where mono
/// is installed, and every way the run can fail, most of them with a stand-in for mono.
/// </summary>
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class FrameworkClientsRunTests(
    TargetFixture target, FrameworkClientsBuild build, ITestOutputHelper output)
    : IClassFixture<TargetFixture>, IClassFixture<FrameworkClientsBuild>
{
    private readonly TargetFixture target = target.LogTo(output);

    [MonoFact]
    public async Task RunAsync_SmokeOnMono_MeasuresBothClientsPerSizeNamedAsOnDotNet()
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var progress = new List<StudyProgress>();
        var context = new StudyContext(
            target.BaseAddress,
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress(progress));
        var run = new FrameworkClientsRun(
            "mono", await build.ExecutableAsync(), new ClientsStudyOptions { BodySizes = [16, 4096] });

        var suite = await run.RunAsync(context, CancellationToken.None);

        Assert.Equal("clients", suite.Name);
        Assert.Equal(nameof(ClientKind.SharedHttpClient), suite.Baseline);
        Assert.Equal(["group", "concurrency", "bodyBytes"], suite.GroupBy);
        Assert.Equal(
            [
                "webrequest-vs-httpclient/1/16/SharedHttpClient", "webrequest-vs-httpclient/1/16/HttpWebRequest",
                "webrequest-vs-httpclient/1/4096/SharedHttpClient", "webrequest-vs-httpclient/1/4096/HttpWebRequest",
            ],
            suite.Cases.Select(Key));
        Assert.All(suite.Cases, result =>
        {
            Assert.Equal(["group", "concurrency", "bodyBytes"], result.Parameters.Keys);
            Assert.NotEmpty(result.IterationsNs);
            Assert.Equal(result.IterationsNs.Average(), result.Metrics[MetricCatalog.MeanNs.Name], 6);
            Assert.Equal(result.IterationsNs.Count, result.Metrics[MetricCatalog.Iterations.Name]);
            Assert.True(double.IsFinite(result.Metrics[MetricCatalog.ErrorNs.Name]), $"{Key(result)} has no error");
            Assert.False(result.Metrics.ContainsKey(MetricCatalog.AllocatedBytesPerOp.Name));
        });
        Assert.All(
            suite.Cases.Where(result => result.IsBaseline),
            baseline => Assert.Equal(1.0, baseline.Metrics[MetricCatalog.Ratio.Name]));
        Assert.StartsWith("BenchmarkDotNet 0.14.0 on Mono ", suite.Engine, StringComparison.Ordinal);
        output.WriteLine(suite.Engine);
        Assert.Contains(suite.Warnings, warning => warning.StartsWith("Smoke profile", StringComparison.Ordinal));
        Assert.Contains(
            progress,
            step => step.CurrentCase == "HttpWebRequest [Concurrency=1, BodyBytes=4096] on Mono"
                && step.CompletedCases == 3
                && step.TotalCases == 4);
        Assert.True(File.Exists(Path.Combine(
            artifacts.Path, FrameworkClientsRun.ArtifactsFolder, FrameworkClientsRun.OutputFile)));
    }

    [MonoFact]
    public async Task RunAsync_TargetCorruptsEchoes_FailsNamingTheCaseInOneLine()
    {
        await using var server = await CorruptingEchoServer.StartAsync(EchoLie.FlipsAByte, output);
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var run = new FrameworkClientsRun(
            "mono", await build.ExecutableAsync(), new ClientsStudyOptions { BodySizes = [16] });

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => run.RunAsync(Context(server.BaseAddress, artifacts), CancellationToken.None));

        Assert.Equal(
            "clients on Mono: SharedHttpClient (webrequest-vs-httpclient, concurrency=1, bodyBytes=16) failed before "
                + "timing: SharedHttpClient (bodyBytes=16): POST /echo echoed byte 8 as 0x"
                + $"{EchoByte(16, 8) ^ 1:x2}, sent 0x{EchoByte(16, 8):x2} (exit code 1).",
            exception.Message);
    }

    [MonoFact]
    public async Task Executable_UnknownProfile_PrintsOneErrorLineAndExits2()
    {
        using var folder = new TemporaryDirectory("httplab-clients-mono-");
        var start = new ProcessStartInfo("mono")
        {
            ArgumentList =
            {
                await build.ExecutableAsync(), "--target", target.BaseAddress.ToString(), "--body-sizes", "16",
                "--profile", "slow", "--out", Path.Combine(folder.Path, "out.json"),
            },
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using var child = Process.Start(start)!;
        var stdout = await child.StandardOutput.ReadToEndAsync();
        var stderr = await child.StandardError.ReadToEndAsync();
        await child.WaitForExitAsync();

        Assert.Equal(2, child.ExitCode);
        Assert.Equal("error: --profile 'slow' is not one of quick, smoke, full\n", stderr);
        Assert.Empty(stdout);
    }

    [Theory]
    [InlineData("/nonexistent/httplab/mono", "clients on Mono: /nonexistent/httplab/mono does not exist; install Mono "
        + "(on Debian: apt-get install mono-complete).")]
    [InlineData("httplab-no-such-mono", "clients on Mono: 'httplab-no-such-mono' is not on PATH; install Mono (on "
        + "Debian: apt-get install mono-complete).")]
    public async Task RunAsync_MonoMissing_FailsInOneLine(string mono, string expected)
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var run = new FrameworkClientsRun(mono, Path.Combine(artifacts.Path, "HttpLab.Clients.Framework.exe"));

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => run.RunAsync(Context(target.BaseAddress, artifacts), CancellationToken.None));

        Assert.Equal(expected, exception.Message);
    }

    [Fact]
    public async Task RunAsync_ExecutableMissing_FailsInOneLineSayingHowToBuildIt()
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var executable = Path.Combine(artifacts.Path, "HttpLab.Clients.Framework.exe");
        var run = new FrameworkClientsRun(FakeMono.Write(artifacts.Path, "exit 0"), executable);

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => run.RunAsync(Context(target.BaseAddress, artifacts), CancellationToken.None));

        Assert.Equal(
            $"clients on Mono: {executable} does not exist; build it with 'dotnet build src/HttpLab.Clients.Framework "
                + "-c Release -o DIR'.",
            exception.Message);
    }

    [Fact]
    public async Task RunAsync_ChildFails_ReportsItsErrorLineAndExitCode()
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var mono = FakeMono.Write(
            artifacts.Path,
            "printf 'progress\\t0\\t2\\tpre-flight\\n'",
            "echo 'Unhandled noise first' >&2",
            "echo 'error: clients: HttpWebRequest (bodyBytes=16): POST /echo answered 500 InternalServerError.' >&2",
            "echo '  at a stack frame' >&2",
            "exit 1");
        var run = new FrameworkClientsRun(mono, FakeMono.Executable(artifacts.Path));

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => run.RunAsync(Context(target.BaseAddress, artifacts), CancellationToken.None));

        Assert.Equal(
            "clients on Mono: HttpWebRequest (bodyBytes=16): POST /echo answered 500 InternalServerError (exit code "
                + "1).",
            exception.Message);
    }

    [Fact]
    public async Task RunAsync_ChildWritesTruncatedJson_FailsNamingTheFile()
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-mono-");
        var mono = FakeMono.Write(
            artifacts.Path,
            "while [ $# -gt 0 ]; do if [ \"$1\" = --out ]; then out=$2; fi; shift; done",
            "printf '{\"format\": \"httplab-clients-framework/1\", \"cases\": [' > \"$out\"",
            "exit 0");
        var run = new FrameworkClientsRun(mono, FakeMono.Executable(artifacts.Path));

        var exception = await Assert.ThrowsAsync<StudyFailedException>(
            () => run.RunAsync(Context(target.BaseAddress, artifacts), CancellationToken.None));

        var file = Path.Combine(artifacts.Path, FrameworkClientsRun.ArtifactsFolder, FrameworkClientsRun.OutputFile);
        Assert.StartsWith(
            $"clients on Mono: {file} is not valid output: ", exception.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', exception.Message);
    }

    private static StudyContext Context(Uri targetUrl, TemporaryDirectory artifacts) =>
        new(targetUrl, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), new Progress<StudyProgress>());

    private static byte EchoByte(int bodyBytes, int index) => EchoPayload.Create(bodyBytes).Bytes[index];

    private static string Key(CaseResult result) =>
        $"{result.Parameters["group"]}/{result.Parameters["concurrency"]}/{result.Parameters["bodyBytes"]}/"
            + $"{result.Name}";

    /// <summary>Records progress as it is reported, unlike <see cref="Progress{T}"/>, which posts to the pool.
    /// </summary>
    private sealed class SynchronousProgress(List<StudyProgress> steps) : IProgress<StudyProgress>
    {
        public void Report(StudyProgress value)
        {
            lock (steps)
            {
                steps.Add(value);
            }
        }
    }
}
