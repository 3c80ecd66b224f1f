using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Target;
using HttpLab.Target.Consumer;

namespace HttpLab.Cli.Serve;

/// <summary>
/// <c>httplab serve</c>: runs the target server, or with <c>--consumer-of URL</c> the consumer API calling the card service
/// at URL, until Ctrl-C or until standard input closes.
/// </summary>
internal static class ServeCommand
{
    public const string ReadyLinePrefix = "httplab target listening on ";

    public const string ConsumerReadyLinePrefix = "httplab consumer listening on ";

    public static Command Create(CliConsole console)
    {
        var urls = new Option<string>("--urls")
        {
            Description = "Address to bind (ASP.NET Core --urls syntax). Port 0 picks a free port.",
            DefaultValueFactory = _ => "http://127.0.0.1:0",
        };
        var allowRemote = new Option<bool>("--allow-remote")
        {
            Description = "Allow binding an address that is not loopback (exposes the target beyond this machine), or a card service elsewhere.",
        };
        var consumerOf = new Option<Uri?>("--consumer-of")
        {
            Description = "Serve the consumer API instead (/baseline, /adapter/task, /adapter/fsharp-async, /adapter/fsharp-task, /adapter/sync-over-async), calling the card service of the target at this URL, e.g. http://127.0.0.1:5000/.",
            CustomParser = ParseCardService,
        };
        var command = new Command("serve", "Run the target server: /weather/{size}, /echo, /plaintext, /cards/{name}...; or the consumer API of the load study.")
        {
            urls, allowRemote, consumerOf,
        };
        command.SetAction((parseResult, cancellationToken) =>
            ServeAsync(parseResult.GetRequiredValue(urls), parseResult.GetValue(allowRemote), parseResult.GetValue(consumerOf), console, cancellationToken));
        return command;
    }

    private static async Task<int> ServeAsync(string urls, bool allowRemote, Uri? consumerOf, CliConsole console, CancellationToken cancellationToken)
    {
        if (TargetUrls.Validate(urls, allowRemote) is { } problem)
        {
            throw new UsageException(problem);
        }

        if (consumerOf is not null)
        {
            var options = new ConsumerOptions { Backend = consumerOf, Urls = urls, AllowRemote = allowRemote };
            if (options.BackendProblem() is { } backendProblem)
            {
                throw new UsageException(backendProblem);
            }

            await using var consumer = await ConsumerServer.StartAsync(options, cancellationToken).ConfigureAwait(false);
            return await ServeUntilStoppedAsync(ConsumerReadyLinePrefix, consumer.BaseAddress, consumer.WaitForShutdownAsync, consumer.StopAsync, console, cancellationToken).ConfigureAwait(false);
        }

        await using var server = await TargetServer.StartAsync(new TargetOptions { Urls = urls, AllowRemote = allowRemote }, cancellationToken).ConfigureAwait(false);
        return await ServeUntilStoppedAsync(ReadyLinePrefix, server.BaseAddress, server.WaitForShutdownAsync, server.StopAsync, console, cancellationToken).ConfigureAwait(false);
    }

    private static async Task<int> ServeUntilStoppedAsync(
        string readyLinePrefix,
        Uri baseAddress,
        Func<CancellationToken, Task> waitForShutdown,
        Func<CancellationToken, Task> stop,
        CliConsole console,
        CancellationToken cancellationToken)
    {
        console.Output.WriteLine($"{readyLinePrefix}{baseAddress.ToString().TrimEnd('/')}");
        await console.Output.FlushAsync(cancellationToken).ConfigureAwait(false);

        using var stopping = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        // Console input reads block, so the wait for end of input gets a thread of its own.
        var inputClosed = Task.Run(() => WaitForEndOfInputAsync(console.Input, stopping.Token), stopping.Token);
        var shutdown = waitForShutdown(stopping.Token);
        await Task.WhenAny(inputClosed, shutdown, Task.Delay(Timeout.Infinite, stopping.Token)).ConfigureAwait(false);
        await stopping.CancelAsync().ConfigureAwait(false);
        await stop(CancellationToken.None).ConfigureAwait(false);
        return ExitCodes.Success;
    }

    private static async Task WaitForEndOfInputAsync(TextReader input, CancellationToken cancellationToken)
    {
        var buffer = new char[256];
        while (await input.ReadAsync(buffer, cancellationToken).ConfigureAwait(false) > 0)
        {
        }
    }

    private static Uri? ParseCardService(ArgumentResult result)
    {
        var text = result.Tokens.Single().Value;
        if (Uri.TryCreate(text, UriKind.Absolute, out var uri) && uri.Scheme == Uri.UriSchemeHttp)
        {
            return uri;
        }

        result.AddError($"--consumer-of '{text}' is not an absolute http:// URL, e.g. http://127.0.0.1:5000/");
        return null;
    }
}
