using System.Diagnostics;
using System.Net;
using HttpLab.Contracts.Cancellation;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class DelayEndpointTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public DelayEndpointTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetDelay_HeadersMs_RespondsAfterTheDelayAndRecordsCompletion()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(300), id);
        var started = Stopwatch.GetTimestamp();

        using var response = await _target.Client.SendAsync(request);

        Assert.True(Stopwatch.GetElapsedTime(started) >= TimeSpan.FromMilliseconds(290));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        Assert.Equal(CancellationRoutes.DelayBody, await response.Content.ReadAsStringAsync());
        var record = await AbortRecords.GetAsync(_target.Client, id);
        Assert.Equal(id, record.Id);
        Assert.Equal(CancellationRoutes.DelayPath, record.Endpoint);
        Assert.Equal(Stopwatch.Frequency, record.StopwatchFrequency);
        Assert.True(record.Completed);
        Assert.True(record.Finished);
        Assert.False(record.Aborted);
        Assert.Null(record.AbortedTimestamp);
        Assert.Null(record.BytesSentAtAbort);
        Assert.Equal(CancellationRoutes.DelayBody.Length, record.BytesSent);
        Assert.Equal(record.BytesSent, record.ContentLength);
        Assert.True(record.StartedTimestamp >= started);
        Assert.True(
            AbortRecords.Milliseconds(
                record.FinishedTimestamp!.Value - record.StartedTimestamp, record.StopwatchFrequency) >= 290);
    }

    [Fact]
    public async Task GetDelay_ClientCancelsWhileWaitingForHeaders_RecordsAbortWithNoBytesSent()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(CancellationRoutes.MaxHeadersMs), id);
        using var cancellation = new CancellationTokenSource();
        var sending = _target.Client.SendAsync(request, cancellation.Token);
        await AbortRecords.WaitUntilTrackedAsync(_target.Client, id);

        var cancelled = Stopwatch.GetTimestamp();
        await cancellation.CancelAsync();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => sending);

        var record = await AbortRecords.GetAsync(_target.Client, id, waitMs: 5_000);
        Assert.True(record.Aborted);
        Assert.True(record.Finished);
        Assert.False(record.Completed);
        Assert.NotNull(record.AbortedUtc);

        // Both processes' clocks are the machine's monotonic clock: the server saw the abort after the client
        // cancelled.
        Assert.True(record.AbortedTimestamp >= cancelled);
        Assert.True(record.FinishedTimestamp >= record.AbortedTimestamp);
        Assert.Equal(0, record.BytesSentAtAbort);
        Assert.Equal(0, record.BytesSent);
    }

    [Fact]
    public async Task GetDelay_NoRequestId_Responds()
    {
        using var response = await _target.Client.GetAsync(CancellationRoutes.DelayUri(0));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(CancellationRoutes.DelayBody, await response.Content.ReadAsStringAsync());
    }

    [Theory]
    [InlineData("/delay")]
    [InlineData("/delay?headersMs=-1")]
    [InlineData("/delay?headersMs=60001")]
    [InlineData("/delay?headersMs=abc")]
    [InlineData("/delay?headersMs=1.5")]
    [InlineData("/delay?headersMs=%2B5")]
    [InlineData("/delay?headersMs=99999999999")]
    [InlineData("/delay?headersMs=1&headersMs=2")]
    public async Task GetDelay_InvalidHeadersMs_ReturnsBadRequestProblem(string path)
    {
        using var response = await _target.Client.GetAsync(new Uri(path, UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        var detail = problem.GetProperty("detail").GetString();
        Assert.Contains("'headersMs'", detail, StringComparison.Ordinal);
        Assert.Contains("from 0 to 60000", detail, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("")]
    [InlineData("a b")]
    [InlineData("a/b")]
    [InlineData("id:1")]
    [InlineData("12345678901234567890123456789012345678901234567890123456789012345")]
    public async Task GetDelay_InvalidRequestId_ReturnsBadRequestProblem(string id)
    {
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(0), id);

        using var response = await _target.Client.SendAsync(request);

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        Assert.Contains(
            CancellationRoutes.RequestIdHeader, problem.GetProperty("detail").GetString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task GetDelay_TwoRequestIds_ReturnsBadRequestProblem()
    {
        using var request = AbortRecords.Get(CancellationRoutes.DelayUri(0), AbortRecords.NewId());
        request.Headers.TryAddWithoutValidation(CancellationRoutes.RequestIdHeader, AbortRecords.NewId());

        using var response = await _target.Client.SendAsync(request);

        await ProblemAssert.IsProblemAsync(response, 400);
    }

    [Fact]
    public async Task GetDelay_RequestIdReused_ReturnsConflictProblemAndKeepsFirstRecord()
    {
        var id = AbortRecords.NewId();
        using var first = AbortRecords.Get(CancellationRoutes.DelayUri(0), id);
        using var second = AbortRecords.Get(CancellationRoutes.DelayUri(0), id);

        using var firstResponse = await _target.Client.SendAsync(first);
        using var secondResponse = await _target.Client.SendAsync(second);

        Assert.Equal(HttpStatusCode.OK, firstResponse.StatusCode);
        await ProblemAssert.IsProblemAsync(secondResponse, 409);
        Assert.True((await AbortRecords.GetAsync(_target.Client, id)).Completed);
    }
}
