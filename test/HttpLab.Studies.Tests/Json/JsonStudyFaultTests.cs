using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies.Json;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

using static HttpLab.Studies.Tests.Faults.StudyFault;

namespace HttpLab.Studies.Tests.Json;

/// <summary>
/// The JSON study's client patterns against the target's connection faults: each fails with HttpClient's own
/// exception, and the study stops with a failure that says which request and why, never a hang.
/// </summary>
public sealed class JsonStudyFaultTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
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
        var url = new JsonStudySettings(Base(target, fault), [10]).WeatherUrl(10);

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
            Base(target, fault),
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress<StudyProgress>(_ => { }));

        var failure = await Assert.ThrowsAnyAsync<Exception>(
            () => new JsonStudy([10]).RunAsync(context, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        Assert.IsType<PayloadValidationException>(failure);
        var cause = Cause(fault);
        Assert.StartsWith(
            $"GET {new Uri(Base(target, fault), "weather/10")} failed: ", failure.Message, StringComparison.Ordinal);
        Assert.Contains(cause, failure.Message, StringComparison.Ordinal);
        AssertIsThe(fault, Assert.IsType<HttpRequestException>(failure.InnerException));
    }
}
