using System.Diagnostics;
using System.Net.Sockets;
using HttpLab.Cli.Processes;
using Xunit.Abstractions;

namespace HttpLab.Cli.Tests.Processes;

/// <summary>
/// Ten thousand idle connections to a target of its own process, as <c>httplab run</c> and <c>httplab load</c> start
/// it: every one accepted and held within Kestrel's limits, another client served meanwhile, and every descriptor the
/// target opened for them closed again once they go. In a process of its own each side holds one descriptor per
/// connection, which the descriptor limit (20,000 here) leaves room for; in one process it would take two.
/// </summary>
[RunsApart]
public sealed class IdleConnectionsTests(ITestOutputHelper output)
{
    private const int Connections = 10_000;

    // Kestrel's listen backlog is 512: batches below it never wait on a SYN retransmission.
    private const int Batch = 500;

    private static readonly TimeSpan Settle = TimeSpan.FromSeconds(30);

    private static SelfCommand Httplab => new("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);

    [Fact]
    public async Task TargetChild_TenThousandIdleConnections_AllHeldOthersServedAndDescriptorsReturned()
    {
        var room = (OpenDescriptors.Limit() ?? int.MaxValue) - OpenDescriptors.Count() - 500;
        Assert.True(room >= Connections, $"Room for only {room} more descriptors in the test process.");
        await using var target = await ServerProcess.StartTargetAsync(
            Httplab, TimeSpan.FromSeconds(60), CancellationToken.None);
        using var client = new HttpClient { BaseAddress = target.BaseAddress, Timeout = TimeSpan.FromSeconds(30) };
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri("plaintext", UriKind.Relative)));
        var before = OpenDescriptors.Count(target.ProcessId);

        var started = Stopwatch.GetTimestamp();
        var sockets = new List<Socket>(Connections);
        try
        {
            while (sockets.Count < Connections)
            {
                var batch = Enumerable.Range(0, Math.Min(Batch, Connections - sockets.Count))
                    .Select(_ => new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp))
                    .ToArray();
                sockets.AddRange(batch);
                await Task.WhenAll(batch.Select(socket =>
                    socket.ConnectAsync(target.BaseAddress.Host, target.BaseAddress.Port)));
            }

            var opened = Stopwatch.GetElapsedTime(started);

            // A new connection queues behind the idle ones: once it is served, Kestrel has accepted them all.
            using var another = new HttpClient { BaseAddress = target.BaseAddress, Timeout = TimeSpan.FromSeconds(30) };
            Assert.Equal("Hello, World!", await another.GetStringAsync(new Uri("plaintext", UriKind.Relative)));
            var holding = OpenDescriptors.Count(target.ProcessId);
            output.WriteLine(
                $"{Connections:#,0} connections open after {opened.TotalSeconds:0.0} s; the target held {holding:#,0} "
                + $"descriptors (from {before:#,0}) and served another client.");
            Assert.True(
                holding >= before + Connections - 50, $"the target holds {holding} descriptors: not every connection");
        }
        finally
        {
            foreach (var socket in sockets)
            {
                socket.Dispose();
            }
        }

        var after = OpenDescriptors.Count(target.ProcessId);
        var deadline = Stopwatch.GetTimestamp() + (long)(Settle.TotalSeconds * Stopwatch.Frequency);
        while (after > before + 50 && Stopwatch.GetTimestamp() < deadline)
        {
            await Task.Delay(200);
            after = OpenDescriptors.Count(target.ProcessId);
        }

        output.WriteLine(
            $"{after:#,0} descriptors in the target {Stopwatch.GetElapsedTime(started).TotalSeconds:0.0} s after the "
            + "first connect.");
        Assert.InRange(after, 0, before + 50);
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri("plaintext", UriKind.Relative)));
    }
}
