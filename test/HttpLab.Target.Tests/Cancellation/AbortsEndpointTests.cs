using System.Diagnostics;
using System.Text.Json;
using HttpLab.Contracts.Cancellation;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class AbortsEndpointTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public AbortsEndpointTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetAborts_RunningRequest_AnswersAfterWaitMsWithUnfinishedRecord()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(CancellationRoutes.MaxHeadersMs), id);
        using var cancellation = new CancellationTokenSource();
        var sending = _target.Client.SendAsync(request, cancellation.Token);
        await AbortRecords.WaitUntilTrackedAsync(_target.Client, id);

        var started = Stopwatch.GetTimestamp();
        var running = await AbortRecords.GetAsync(_target.Client, id, waitMs: 200);
        var waited = Stopwatch.GetElapsedTime(started);
        await cancellation.CancelAsync();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => sending);
        var final = await AbortRecords.GetAsync(_target.Client, id);

        Assert.True(waited >= TimeSpan.FromMilliseconds(190));
        Assert.False(running.Finished);
        Assert.False(running.Aborted);
        Assert.False(running.Completed);
        Assert.Null(running.FinishedTimestamp);
        Assert.True(final.Finished);
        Assert.True(final.Aborted);
    }

    [Fact]
    public async Task GetAborts_Record_WritesCamelCaseNames()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(0), id);
        using var response = await _target.Client.SendAsync(request);

        var json = await _target.Client.GetStringAsync(CancellationRoutes.AbortUri(id, waitMs: 5_000));

        using var document = JsonDocument.Parse(json);
        Assert.Equal(
            [
                "id", "endpoint", "stopwatchFrequency", "startedTimestamp", "startedUtc", "contentLength", "aborted",
                "abortedTimestamp", "abortedUtc", "bytesSentAtAbort", "bytesSent", "completed", "finished",
                "finishedTimestamp", "finishedUtc",
            ],
            document.RootElement.EnumerateObject().Select(property => property.Name).ToArray());
        Assert.Equal(JsonValueKind.Null, document.RootElement.GetProperty("abortedTimestamp").ValueKind);
    }

    [Fact]
    public async Task GetAborts_UnknownId_ReturnsNotFoundProblem()
    {
        using var response = await _target.Client.GetAsync(CancellationRoutes.AbortUri(AbortRecords.NewId()));

        await ProblemAssert.IsProblemAsync(response, 404);
    }

    [Theory]
    [InlineData("a%20b")]
    [InlineData("a%2Fb")]
    [InlineData("12345678901234567890123456789012345678901234567890123456789012345")]
    public async Task GetAborts_InvalidId_ReturnsBadRequestProblem(string id)
    {
        using var response = await _target.Client.GetAsync(new Uri($"/aborts/{id}", UriKind.Relative));

        await ProblemAssert.IsProblemAsync(response, 400);
    }

    [Theory]
    [InlineData("-1")]
    [InlineData("10001")]
    [InlineData("soon")]
    public async Task GetAborts_InvalidWaitMs_ReturnsBadRequestProblemNamingIt(string waitMs)
    {
        using var response = await _target.Client.GetAsync(
            new Uri($"/aborts/some-id?waitMs={waitMs}", UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        var detail = problem.GetProperty("detail").GetString();
        Assert.Contains("'waitMs'", detail, StringComparison.Ordinal);
        Assert.Contains("from 0 to 10000", detail, StringComparison.Ordinal);
    }
}
