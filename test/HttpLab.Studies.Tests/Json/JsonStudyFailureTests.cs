using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies.Json;
using Xunit.Abstractions;

namespace HttpLab.Studies.Tests.Json;

/// <summary>
/// A case BenchmarkDotNet cannot measure: the target starts lying once the third case starts, so the benchmark (or its
/// GlobalSetup) throws inside BenchmarkDotNet rather than in the preflight.
/// </summary>
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class JsonStudyFailureTests(ITestOutputHelper output)
{
    private const int FailingCaseIndex = 2;

    [Theory]
    [InlineData(WeatherLie.WrongChecksum, "PayloadValidationException: GetAsync_ReadFromJsonAsync at size 0: checksum")]
    [InlineData(WeatherLie.WrongCountHeader, "PayloadValidationException: GET ")]
    public async Task RunAsync_CaseThrowsInsideBenchmarkDotNet_StopsAtThatCaseSayingWhy(WeatherLie lie, string reason)
    {
        await using var server = await LyingWeatherServer.StartAsync(lie, lyingFromStart: false, output);
        using var artifacts = new TemporaryDirectory("httplab-json-failure-");
        var started = new List<string>();
        var progress = new SynchronousProgress<StudyProgress>(update =>
        {
            if (update.CurrentCase == "done")
            {
                return;
            }

            started.Add(update.CurrentCase);
            // The round's lead-in is the first step; the failing case the one after the cases before it.
            if (update.CompletedCases == FailingCaseIndex + 1)
            {
                server.StartLying();
            }
        });

        var context = new StudyContext(
            server.BaseAddress, StudyProfile.Smoke, new ArtifactWriter(artifacts.Path), progress);

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => new JsonStudy([0]).RunAsync(context, CancellationToken.None));

        var failingCase = $"{JsonPattern.All[FailingCaseIndex].Name} [Size=0]";
        Assert.Contains($"could not measure {failingCase}: {reason}", failure.Message, StringComparison.Ordinal);
        Assert.Equal(
            [
                $"{JsonPattern.All[0].Name} (lead-in) [Size=0]",
                .. JsonPattern.All.Take(FailingCaseIndex + 1).Select(pattern => $"{pattern.Name} [Size=0]"),
            ],
            started);
        var partial = Assert.IsType<HttpLab.Results.SuiteResult>(failure.Partial);
        Assert.Equal(
            JsonPattern.All.Take(FailingCaseIndex).Select(pattern => pattern.Name),
            partial.Cases.Select(result => result.Name));
        Assert.All(partial.Cases, result => Assert.True(result.Metrics["meanNs"] > 0));
    }
}
