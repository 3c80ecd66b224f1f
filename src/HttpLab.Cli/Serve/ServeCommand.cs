using System.CommandLine;
using HttpLab.Target;

namespace HttpLab.Cli.Serve;

/// <summary><c>httplab serve</c>: runs the target server until Ctrl-C or until standard input closes.</summary>
internal static class ServeCommand
{
    public const string ReadyLinePrefix = "httplab target listening on ";

    public static Command Create(CliConsole console)
    {
        var urls = new Option<string>("--urls")
        {
            Description = "Address to bind (ASP.NET Core --urls syntax). Port 0 picks a free port.",
            DefaultValueFactory = _ => "http://127.0.0.1:0",
        };
        var allowRemote = new Option<bool>("--allow-remote")
        {
            Description = "Allow binding an address that is not loopback (exposes the target beyond this machine).",
        };
        var command = new Command("serve", "Run the target server: /weather/{size}, /echo, /plaintext.") { urls, allowRemote };
        command.SetAction((parseResult, cancellationToken) =>
            ServeAsync(parseResult.GetRequiredValue(urls), parseResult.GetValue(allowRemote), console, cancellationToken));
        return command;
    }

    private static async Task<int> ServeAsync(string urls, bool allowRemote, CliConsole console, CancellationToken cancellationToken)
    {
        if (TargetUrls.Validate(urls, allowRemote) is { } problem)
        {
            throw new UsageException(problem);
        }

        await using var server = await TargetServer.StartAsync(new TargetOptions { Urls = urls, AllowRemote = allowRemote }, cancellationToken).ConfigureAwait(false);
        console.Output.WriteLine($"{ReadyLinePrefix}{server.BaseAddress.ToString().TrimEnd('/')}");
        await console.Output.FlushAsync(cancellationToken).ConfigureAwait(false);

        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        // Console input reads block, so the wait for end of input gets a thread of its own.
        var inputClosed = Task.Run(() => WaitForEndOfInputAsync(console.Input, stop.Token), stop.Token);
        var shutdown = server.WaitForShutdownAsync(stop.Token);
        await Task.WhenAny(inputClosed, shutdown, Task.Delay(Timeout.Infinite, stop.Token)).ConfigureAwait(false);
        await stop.CancelAsync().ConfigureAwait(false);
        await server.StopAsync(CancellationToken.None).ConfigureAwait(false);
        return ExitCodes.Success;
    }

    private static async Task WaitForEndOfInputAsync(TextReader input, CancellationToken cancellationToken)
    {
        var buffer = new char[256];
        while (await input.ReadAsync(buffer, cancellationToken).ConfigureAwait(false) > 0)
        {
        }
    }
}
