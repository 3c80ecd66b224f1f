using HttpLab.Cli.Serve;

namespace HttpLab.Cli.Tests.Serve;

/// <summary><c>httplab serve</c> as a real process: how long it runs, and what stops it.</summary>
public sealed class ServeCommandTests
{
    private static readonly TimeSpan ExitLimit = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task Serve_StandaloneWithInputAtEndOfFile_KeepsServingUntilSigtermThenExitCode0()
    {
        using var serve = await ServeChild.StartAsync([], closeInputAtStart: true);

        // Under nohup, systemd, a container or '&' standard input is at end of file from the start.
        await Task.Delay(TimeSpan.FromSeconds(2));
        Assert.False(
            serve.Process.HasExited,
            $"serve exited with code {(serve.Process.HasExited ? serve.Process.ExitCode : 0)}: {serve.Errors}");
        using var client = new HttpClient();
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri(serve.BaseAddress, "plaintext")));

        await serve.TerminateAsync();

        Assert.Equal(0, await serve.WaitForExitAsync(ExitLimit));
    }

    [Fact]
    public async Task Serve_ExitWithParentWhenInputCloses_StopsWithExitCode0()
    {
        using var serve = await ServeChild.StartAsync([ServeCommand.ExitWithParentOption], closeInputAtStart: false);
        using var client = new HttpClient();
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri(serve.BaseAddress, "plaintext")));

        serve.Process.StandardInput.Close();

        Assert.Equal(0, await serve.WaitForExitAsync(ExitLimit));
    }
}
