using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Studies.Tests.Runtimes;

public sealed class StudyRunnerProtocolTests
{
    [Fact]
    public void Request_RoundTripsWithEveryStudyOption()
    {
        var request = new StudyRunRequest(
            "cancel",
            new Uri("http://127.0.0.1:5000/"),
            StudyProfile.Smoke,
            new StudyOptions
            {
                JsonSizes = [0, 10],
                Cancellation = new CancellationStudyOptions { DeadlineMs = 20, Iterations = 40 },
                Clients = new ClientsStudyOptions { BodySizes = [1024] },
            },
            "/tmp/artifacts",
            "/tmp/artifacts/result.json")
        {
            TargetProcessId = 42,
            Invocations = new Dictionary<string, long> { ["GetStreamAsync|size=10|case"] = 464 },
        };

        var read = StudyRunnerProtocol.DeserializeRequest(StudyRunnerProtocol.SerializeRequest(request));

        Assert.Equal(request with { Options = read.Options, Invocations = read.Invocations }, read);
        Assert.Equal(request.Invocations, read.Invocations);
        Assert.Equal([0, 10], read.Options.JsonSizes);
        Assert.Equal(20, read.Options.Cancellation.DeadlineMs);
        Assert.Equal(40, read.Options.Cancellation.Iterations);
        Assert.Equal([1024], read.Options.Clients.BodySizes);
    }

    [Fact]
    public void Progress_RoundTripsAndOtherLinesAreNotProgress()
    {
        var line = StudyRunnerProtocol.FormatProgress(new StudyProgress("json", "GetStreamAsync\t[size=10]\n", 3, 40));

        Assert.True(StudyRunnerProtocol.TryParseProgress(line, "json", out var progress));
        Assert.Equal(new StudyProgress("json", "GetStreamAsync [size=10] ", 3, 40), progress);
        Assert.False(StudyRunnerProtocol.TryParseProgress("// BenchmarkDotNet log line", "json", out _));
        Assert.False(StudyRunnerProtocol.TryParseProgress("progress\tx\t40\tcase", "json", out _));
    }
}
