using System.Diagnostics;
using System.Net;
using System.Text.Json;
using HttpLab.Contracts.Cancellation;

namespace HttpLab.Target.Tests.Cancellation;

/// <summary>The client side of the abort records, as a study would use it.</summary>
internal static class AbortRecords
{
    public static string NewId() => $"test-{Guid.NewGuid():N}";

    public static HttpRequestMessage Get(Uri uri, string? id)
    {
        var request = new HttpRequestMessage(HttpMethod.Get, uri);
        if (id is not null)
        {
            request.Headers.TryAddWithoutValidation(CancellationRoutes.RequestIdHeader, id);
        }

        return request;
    }

    public static async Task<AbortRecord> GetAsync(HttpClient client, string id, int waitMs = 5_000)
    {
        using var response = await client.GetAsync(CancellationRoutes.AbortUri(id, waitMs));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType?.MediaType);
        var record = JsonSerializer.Deserialize<AbortRecord>(
            await response.Content.ReadAsByteArrayAsync(), JsonSerializerOptions.Web);
        Assert.NotNull(record);
        return record;
    }

    /// <summary>
    /// Waits until the server has started tracking <paramref name="id"/>, so a cancel cannot beat the request there.
    /// </summary>
    public static async Task WaitUntilTrackedAsync(HttpClient client, string id)
    {
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            using var response = await client.GetAsync(CancellationRoutes.AbortUri(id));
            if (response.StatusCode == HttpStatusCode.OK)
            {
                return;
            }

            Assert.True(
                Stopwatch.GetElapsedTime(started) < TimeSpan.FromSeconds(10),
                $"The server never started tracking '{id}'.");
            await Task.Delay(10);
        }
    }

    public static long Milliseconds(long ticks, long frequency) => ticks * 1000 / frequency;
}
