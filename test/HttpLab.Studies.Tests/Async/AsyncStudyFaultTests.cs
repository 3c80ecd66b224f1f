using System.Reflection;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies.Async;
using HttpLab.Studies.Async.Adapters;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

using static HttpLab.Studies.Tests.Faults.StudyFault;

namespace HttpLab.Studies.Tests.Async;

/// <summary>
/// The async study's HTTP callers against the target's faults: every card adapter turns a connection fault into an
/// Error naming HttpClient's kind of failure and its cause, each burst fails naming the request and the cause (or, on a
/// stalled server, its own timeout), and the study stops saying which request and why, never a hang.
/// </summary>
public sealed class AsyncStudyFaultTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    private const string CardName = AdapterBenchmarkSettings.DefaultCardName;

    private readonly TargetFixture target = target.LogTo(output);

    public static TheoryData<string, string> HttpCasesAndFaults
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (var caseName in (string[])[
                nameof(AdapterBenchmarks.Baseline_CSharpHttp), nameof(AdapterBenchmarks.FSharpAsyncHttp),
                nameof(AdapterBenchmarks.FSharpTaskHttp)])
            {
                data.Add(caseName, FaultEndpoints.ResetPath);
                data.Add(caseName, FaultEndpoints.GarbagePath);
            }

            return data;
        }
    }

    public static TheoryData<string, string> ModesAndFaults
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (var mode in BurstMode.InRunOrder)
            {
                data.Add(mode.CaseName, FaultEndpoints.ResetPath);
                data.Add(mode.CaseName, FaultEndpoints.GarbagePath);
            }

            return data;
        }
    }

    public static TheoryData<string> Modes
    {
        get
        {
            var data = new TheoryData<string>();
            foreach (var mode in BurstMode.InRunOrder)
            {
                data.Add(mode.CaseName);
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(HttpCasesAndFaults))]
    public async Task AdapterCase_ConnectionFault_FailsNamingTheRequestHttpClientsErrorAndTheCause(
        string caseName, string fault)
    {
        var benchmarks = new AdapterBenchmarks();
        benchmarks.Setup(new AdapterBenchmarkSettings(Base(target, fault), CardName));
        try
        {
            var failure = await Assert.ThrowsAsync<PayloadValidationException>(
                () => ((Task<int>)typeof(AdapterBenchmarks).GetMethod(caseName)!.Invoke(
                    benchmarks,
                    BindingFlags.DoNotWrapExceptions,
                    binder: null,
                    parameters: null,
                    culture: null)!).WaitAsync(HangGuard));

            output.WriteLine(failure.Message);
            Assert.StartsWith(
                $"{caseName} for '{CardName}' (GET {new Uri(Base(target, fault), $"cards/{CardName}")}) returned Error "
                    + $"\"cards for '{CardName}' could not be fetched ({ErrorKind(fault)}): ",
                failure.Message,
                StringComparison.Ordinal);
            Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
        }
        finally
        {
            benchmarks.Cleanup();
        }
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task AdapterPreflight_ConnectionFault_StopsAtTheFirstHttpCase(string fault)
    {
        var failure = await Assert.ThrowsAsync<PayloadValidationException>(
            () => AdapterPreflight.RunAsync(
                new AdapterBenchmarkSettings(Base(target, fault), CardName),
                invocationsPerCase: 1,
                CancellationToken.None).WaitAsync(HangGuard));

        Assert.StartsWith(
            $"{nameof(AdapterBenchmarks.Baseline_CSharpHttp)} for '{CardName}' (GET ", failure.Message,
            StringComparison.Ordinal);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(ModesAndFaults))]
    public async Task BurstRunAsync_ConnectionFault_FailsNamingTheRequestAndTheFault(string modeName, string fault)
    {
        var settings = new BurstSettings(
            Base(target, fault), 4, 50, TimeSpan.FromSeconds(20), TimeSpan.FromMilliseconds(10));

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => BurstRunner.RunAsync(Mode(modeName), settings, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        Assert.StartsWith(
            $"async: {modeName} with 4 callers failed: 4 of 4 calls to GET {settings.DelayUrl} threw, the first with ",
            failure.Message,
            StringComparison.Ordinal);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public async Task BurstRunAsync_StalledServer_FailsAtItsOwnTimeoutNamingTheRequest(string modeName)
    {
        // The stall holds /fault/stall/delay for its default 10 s, far past the burst's timeout.
        var settings = new BurstSettings(
            Base(target, FaultEndpoints.StallPath),
            2,
            50,
            TimeSpan.FromMilliseconds(300),
            TimeSpan.FromMilliseconds(10));

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => BurstRunner.RunAsync(Mode(modeName), settings, CancellationToken.None).WaitAsync(HangGuard));

        Assert.StartsWith(
            $"async: {modeName} with 2 callers did not drain within 0.3 s (0 of 2 callers had finished; ",
            failure.Message,
            StringComparison.Ordinal);
        Assert.EndsWith($"calling GET {settings.DelayUrl}", failure.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task StudyRunAsync_TargetWithAConnectionFault_FailsNamingTheRequestAndTheFault(string fault)
    {
        using var artifacts = new TemporaryDirectory("httplab-async-fault-");
        var context = new StudyContext(
            Base(target, fault),
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress<StudyProgress>(_ => { }));

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => new AsyncStudy(new AsyncStudyOptions()).RunAsync(context, CancellationToken.None)
                .WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        Assert.StartsWith(
            $"async: GET {new Uri(Base(target, fault), "delay")}?", failure.Message, StringComparison.Ordinal);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    private static BurstMode Mode(string caseName) => BurstMode.InRunOrder.Single(mode => mode.CaseName == caseName);

    // HttpClient puts a reset after the request was sent in no category of its own.
    private static string ErrorKind(string fault) =>
        fault == FaultEndpoints.GarbagePath
            ? nameof(HttpRequestError.InvalidResponse)
            : nameof(HttpRequestError.Unknown);
}
