using HttpLab.Cli.Processes;
using HttpLab.Cli.Run;
using HttpLab.Results;
using HttpLab.Results.Json;
using HttpLab.Studies;
using HttpLab.Studies.Async;
using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Load;
using HttpLab.TestSupport.Browser;

namespace HttpLab.Cli.Tests.Report;

/// <summary>
/// A smoke run of every study and a short <c>httplab load</c>, each with its report.html, made once for the tests
/// that open the reports in headless Chromium; nothing is run where there is no Chromium to open them.
/// </summary>
public sealed class StudyReportsFixture : IAsyncLifetime
{
    // The load study starts its consumers as child processes of httplab itself, not of the test host.
    private static readonly SelfCommand Httplab = new(
        "dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);

    private readonly TargetFixture target = new();
    private readonly TemporaryDirectory work = new("httplab-report-browser-");

    public string RunFolder => Path.Combine(work.Path, "run");

    public string LoadFolder => Path.Combine(work.Path, "load");

    public RunResult Run { get; private set; } = null!;

    public RunResult Load { get; private set; } = null!;

    public string Log { get; private set; } = string.Empty;

    public async Task InitializeAsync()
    {
        if (!HeadlessBrowser.IsAvailable)
        {
            return;
        }

        await target.InitializeAsync();
        var console = new TestConsole();
        var options = new StudyOptions
        {
            JsonSizes = [10],
            Cancellation = new CancellationStudyOptions { DeadlineMs = 20, Iterations = 20 },
            Async = new AsyncStudyOptions { Callers = 8 },
            Load = new LoadStudyOptions { Rates = [50], Connections = 2 },
            Clients = new ClientsStudyOptions { BodySizes = [16] },
        };
        var request = new RunRequest(
            StudyCatalog.Create(options), target.BaseAddress, StudyProfile.Smoke, work.Path, RunFolder);
        var cli = console.Cli with { CommandLine = "httplab run --profile smoke (a test's options)" };
        var runExit = await new RunSession(cli, Httplab).RunAsync(request, CancellationToken.None);
        var loadExit = await console.RunAsync(
            "load", new Uri(target.BaseAddress, "/plaintext").ToString(), "--rate", "50", "--duration", "2s",
            "--out", LoadFolder);
        Log = console.Error + console.Rich;
        if (runExit != 0 || loadExit != 0)
        {
            throw new InvalidOperationException($"The runs to report on failed ({runExit}, {loadExit}): {Log}");
        }

        Run = await ResultsJson.ReadAsync(Path.Combine(RunFolder, "results.json"), CancellationToken.None);
        Load = await ResultsJson.ReadAsync(Path.Combine(LoadFolder, "results.json"), CancellationToken.None);
    }

    public async Task DisposeAsync()
    {
        await target.DisposeAsync();
        work.Dispose();
    }
}
