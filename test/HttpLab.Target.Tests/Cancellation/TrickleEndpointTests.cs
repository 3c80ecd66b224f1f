using System.Net;
using HttpLab.Contracts.Cancellation;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Cancellation;

public sealed class TrickleEndpointTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public TrickleEndpointTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetTrickle_ReadToEnd_SendsExactlyTheBytesAndRecordsCompletion()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(
            CancellationRoutes.TrickleUri(bytes: 10_000, chunkBytes: 999, intervalMs: 5), id);

        using var response = await _target.Client.SendAsync(request);

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/octet-stream", response.Content.Headers.ContentType?.MediaType);
        Assert.Equal(10_000, response.Content.Headers.ContentLength);
        var body = await response.Content.ReadAsByteArrayAsync();
        Assert.Equal(Enumerable.Range(0, 10_000).Select(offset => TrickleBody.ByteAt(offset)), body);
        var record = await AbortRecords.GetAsync(_target.Client, id);
        Assert.Equal(CancellationRoutes.TricklePath, record.Endpoint);
        Assert.True(record.Completed);
        Assert.True(record.Finished);
        Assert.False(record.Aborted);
        Assert.Null(record.AbortedTimestamp);
        Assert.Equal(10_000, record.BytesSent);
        Assert.Equal(10_000, record.ContentLength);
    }

    [Fact]
    public async Task GetTrickle_ClientDisposesAfterFirstChunk_RecordsAbortPartway()
    {
        const int Bytes = 4 * 1024 * 1024;
        const int ChunkBytes = 64 * 1024;
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(CancellationRoutes.TrickleUri(Bytes, ChunkBytes, intervalMs: 50), id);
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(30));

        // More than HttpClient's 1 MiB drain limit remains, so disposing closes the connection rather than reading on.
        using (var response = await _target.Client.SendAsync(
            request, HttpCompletionOption.ResponseHeadersRead, timeout.Token))
        {
            Assert.Equal(Bytes, response.Content.Headers.ContentLength);
            await using var body = await response.Content.ReadAsStreamAsync(timeout.Token);
            await body.ReadExactlyAsync(new byte[ChunkBytes], timeout.Token);
        }

        var record = await AbortRecords.GetAsync(_target.Client, id);
        Assert.True(record.Aborted);
        Assert.True(record.Finished);
        Assert.False(record.Completed);
        Assert.InRange(record.BytesSentAtAbort!.Value, ChunkBytes, Bytes - 1);
        Assert.InRange(record.BytesSent, ChunkBytes, Bytes - 1);
    }

    [Fact]
    public async Task GetTrickle_ClientCancelsReadWaitingForNextChunk_RecordsAbortAfterFirstChunk()
    {
        var id = AbortRecords.NewId();
        using var request = AbortRecords.Get(
            CancellationRoutes.TrickleUri(bytes: 3, chunkBytes: 1, intervalMs: CancellationRoutes.MaxIntervalMs),
            id);
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(30));

        // The next chunk is a minute away: that headers and the first byte arrive shows both were sent at once.
        using var response = await _target.Client.SendAsync(
            request, HttpCompletionOption.ResponseHeadersRead, timeout.Token);
        await using var body = await response.Content.ReadAsStreamAsync(timeout.Token);
        var buffer = new byte[3];
        Assert.Equal(1, await body.ReadAsync(buffer, timeout.Token));
        using var cancellation = new CancellationTokenSource(TimeSpan.FromMilliseconds(100));
        await Assert.ThrowsAnyAsync<OperationCanceledException>(
            async () => await body.ReadExactlyAsync(buffer.AsMemory(0, 1), cancellation.Token));

        var record = await AbortRecords.GetAsync(_target.Client, id);
        Assert.True(record.Aborted);
        Assert.False(record.Completed);
        Assert.Equal(1, record.BytesSentAtAbort);
        Assert.Equal(1, record.BytesSent);
        Assert.Equal(3, record.ContentLength);
    }

    [Theory]
    [InlineData("chunkBytes=1&intervalMs=0", "'bytes'", "from 1 to 67108864")]
    [InlineData("bytes=0&chunkBytes=1&intervalMs=0", "'bytes'", "from 1 to 67108864")]
    [InlineData("bytes=67108865&chunkBytes=1&intervalMs=0", "'bytes'", "from 1 to 67108864")]
    [InlineData("bytes=ten&chunkBytes=1&intervalMs=0", "'bytes'", "from 1 to 67108864")]
    [InlineData("bytes=10&intervalMs=0", "'chunkBytes'", "from 1 to 1048576")]
    [InlineData("bytes=10&chunkBytes=0&intervalMs=0", "'chunkBytes'", "from 1 to 1048576")]
    [InlineData("bytes=10&chunkBytes=1048577&intervalMs=0", "'chunkBytes'", "from 1 to 1048576")]
    [InlineData("bytes=10&chunkBytes=1", "'intervalMs'", "from 0 to 60000")]
    [InlineData("bytes=10&chunkBytes=1&intervalMs=-1", "'intervalMs'", "from 0 to 60000")]
    [InlineData("bytes=10&chunkBytes=1&intervalMs=60001", "'intervalMs'", "from 0 to 60000")]
    [InlineData("bytes=10&chunkBytes=1&intervalMs=0.5", "'intervalMs'", "from 0 to 60000")]
    public async Task GetTrickle_InvalidParameter_ReturnsBadRequestProblemNamingIt(
        string query, string parameter, string range)
    {
        using var response = await _target.Client.GetAsync(new Uri($"/trickle?{query}", UriKind.Relative));

        var problem = await ProblemAssert.IsProblemAsync(response, 400);
        var detail = problem.GetProperty("detail").GetString();
        Assert.Contains(parameter, detail, StringComparison.Ordinal);
        Assert.Contains(range, detail, StringComparison.Ordinal);
    }

    [Fact]
    public async Task GetTrickle_InvalidRequestId_ReturnsBadRequestProblem()
    {
        using var request = AbortRecords.Get(CancellationRoutes.TrickleUri(10, 10, 0), "not valid!");

        using var response = await _target.Client.SendAsync(request);

        await ProblemAssert.IsProblemAsync(response, 400);
    }
}
