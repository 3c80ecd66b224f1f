using HttpLab.Load;
using System.Net.Sockets;
using HttpLab.Results;
using HttpLab.Studies.Json;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Json;

/// <summary>
/// The JSON study's client patterns against the target's connection faults: each fails with HttpClient's own
/// exception, and the study stops with a failure that says which request and why, never a hang.
/// </summary>
public sealed class JsonStudyFaultTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    // Far above what any of these takes; only a hang reaches it, and it fails the test instead of holding it.
    private static readonly TimeSpan HangGuard = TimeSpan.FromSeconds(30);

    private readonly TargetFixture target = target.LogTo(output);

    public static TheoryData<string, string> PatternsAndFaults
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (var pattern in JsonPattern.All)
            {
                data.Add(pattern.Name, FaultEndpoints.ResetPath);
                data.Add(pattern.Name, FaultEndpoints.GarbagePath);
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(PatternsAndFaults))]
    public async Task Fetch_ConnectionFault_ThrowsHttpRequestExceptionOfThatFault(string patternName, string fault)
    {
        using var client = JsonStudyClient.Create();
        using var guard = new CancellationTokenSource(HangGuard);
        var url = new JsonStudySettings(FaultBase(fault), [10]).WeatherUrl(10);

        var failure = await Assert.ThrowsAsync<HttpRequestException>(
            () => JsonPattern.Named(patternName).Fetch(client, url, guard.Token));

        output.WriteLine(failure.ToString());
        AssertIsThe(fault, failure);
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task RunAsync_TargetWithAConnectionFault_FailsNamingTheRequestAndTheFault(string fault)
    {
        using var artifacts = new TemporaryDirectory("httplab-json-fault-");
        var context = new StudyContext(
            FaultBase(fault),
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress<StudyProgress>(_ => { }));

        var failure = await Assert.ThrowsAnyAsync<Exception>(
            () => new JsonStudy([10]).RunAsync(context, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        Assert.IsType<PayloadValidationException>(failure);
        var cause = fault == FaultEndpoints.GarbagePath ? "invalid status line" : "Connection reset by peer";
        Assert.StartsWith(
            $"GET {new Uri(FaultBase(fault), "weather/10")} failed: ", failure.Message, StringComparison.Ordinal);
        Assert.Contains(cause, failure.Message, StringComparison.Ordinal);
        AssertIsThe(fault, Assert.IsType<HttpRequestException>(failure.InnerException));
    }

    private Uri FaultBase(string fault) => new(target.BaseAddress, fault + "/");

    private static void AssertIsThe(string fault, HttpRequestException failure)
    {
        if (fault == FaultEndpoints.GarbagePath)
        {
            Assert.Equal(HttpRequestError.InvalidResponse, failure.HttpRequestError);
            return;
        }

        var socket = Assert.IsType<SocketException>(failure.InnerException?.InnerException);
        Assert.Equal(SocketError.ConnectionReset, socket.SocketErrorCode);
    }
}
