using HttpLab.Cli.Run;

namespace HttpLab.Cli.Tests.Run;

public sealed class TargetProcessTests
{
    private static SelfCommand Httplab =>
        new("dotnet", [Path.Combine(AppContext.BaseDirectory, "httplab.dll")]);

    [Fact]
    public async Task StartAsync_ChildServe_ReadyLineGivesAWorkingAddressAndDisposeStopsIt()
    {
        int processId;
        await using (var target = await TargetProcess.StartAsync(Httplab, TimeSpan.FromSeconds(60), CancellationToken.None))
        {
            processId = target.ProcessId;
            Assert.Equal("127.0.0.1", target.BaseAddress.Host);
            Assert.NotEqual(0, target.BaseAddress.Port);
            using var client = new HttpClient();
            Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri(target.BaseAddress, "plaintext")));
        }

        Assert.Throws<ArgumentException>(() => System.Diagnostics.Process.GetProcessById(processId));
    }

    [Fact]
    public async Task StartAsync_ProgramThatNeverGetsReady_FailsWithClearMessage()
    {
        var failure = await Assert.ThrowsAsync<TargetStartException>(
            () => TargetProcess.StartAsync(new SelfCommand("/bin/true", []), TimeSpan.FromSeconds(30), CancellationToken.None));

        Assert.Contains("exited with code 0 before it was ready", failure.Message, StringComparison.Ordinal);
    }
}
