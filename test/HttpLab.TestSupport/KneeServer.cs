using System.Diagnostics;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Xunit.Abstractions;

namespace HttpLab.TestSupport;

/// <summary>
/// A service with a known capacity, on real Kestrel (127.0.0.1, port 0): GET /knee answers at once while requests
/// arrive at up to <see cref="KneeRps"/> a second, measured over the last <see cref="Window"/>, and after
/// <see cref="Delay"/> above it, as a service past its saturation point would. Arrivals are counted when they come,
/// so the delay never feeds back into the rate it sees.
/// </summary>
public sealed class KneeServer : IAsyncDisposable, ILogsToTestOutput
{
    /// <summary>The arrival rate is measured over this much of the recent past.</summary>
    public static readonly TimeSpan Window = TimeSpan.FromMilliseconds(250);

    private readonly Queue<long> arrivals = new();
    private readonly Lock gate = new();
    private LoopbackApp? app;
    private long delayed;

    private KneeServer(double kneeRps, TimeSpan delay)
    {
        KneeRps = kneeRps;
        Delay = delay;
    }

    public double KneeRps { get; }

    public TimeSpan Delay { get; }

    public Uri Url => new(app!.BaseAddress, "knee");

    /// <summary>Responses delayed so far: the knee was crossed.</summary>
    public long Delayed => Interlocked.Read(ref delayed);

    public TestOutputLoggerProvider Logs => app!.Logs;

    public static async Task<KneeServer> StartAsync(double kneeRps, TimeSpan delay, ITestOutputHelper? output = null)
    {
        var server = new KneeServer(kneeRps, delay);
        server.app = await LoopbackApp.StartAsync(
            routes => routes.MapGet("/knee", server.AnswerAsync), output);
        return server;
    }

    public ValueTask DisposeAsync() => app?.DisposeAsync() ?? ValueTask.CompletedTask;

    private async Task<IResult> AnswerAsync(CancellationToken cancellationToken)
    {
        if (Arrive() > KneeRps)
        {
            Interlocked.Increment(ref delayed);
            await Task.Delay(Delay, cancellationToken);
        }

        return Results.Text("ok");
    }

    /// <summary>Counts this arrival and returns the arrival rate over the window, requests per second.</summary>
    private double Arrive()
    {
        var now = Stopwatch.GetTimestamp();
        var since = now - (long)(Window.TotalSeconds * Stopwatch.Frequency);
        lock (gate)
        {
            arrivals.Enqueue(now);
            while (arrivals.Peek() < since)
            {
                arrivals.Dequeue();
            }

            return arrivals.Count / Window.TotalSeconds;
        }
    }
}
