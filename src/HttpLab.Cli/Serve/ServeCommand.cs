using System.CommandLine;
using System.CommandLine.Parsing;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Target;
using HttpLab.Consumer;

namespace HttpLab.Cli.Serve;

/// <summary>
/// <c>httplab serve</c>: runs the target server, or with <c>--consumer-of URL</c> the consumer API calling the card
/// service at URL, until Ctrl-C or SIGTERM; with <c>--exit-with-parent</c>, the mode httplab starts its own children
/// in, also until standard input closes.
/// </summary>
internal static class ServeCommand
{
    public static Command Create(CliConsole console)
    {
        var urls = new Option<string>("--urls")
        {
            Description = "Address to bind (ASP.NET Core --urls syntax). Port 0 picks a free port.",
            DefaultValueFactory = _ => "http://127.0.0.1:0",
        };
        var httpsUrls = new Option<string>("--https-urls")
        {
            Description = "Where the target also serves HTTPS (HTTP/1.1 and HTTP/2 by ALPN) with a self-signed "
                + "certificate made at start, whose SHA-256 thumbprint it prints; \"\" for none.",
            DefaultValueFactory = _ => TargetOptions.DefaultHttpsUrls,
        };
        var allowRemote = new Option<bool>("--allow-remote")
        {
            Description = "Allow binding an address that is not loopback (exposes the target beyond this machine), "
                + "or a card service elsewhere.",
        };
        var consumerOf = new Option<Uri?>("--consumer-of")
        {
            Description = "Serve the consumer API instead (/baseline, /adapter/task, /adapter/fsharp-async, "
                + "/adapter/fsharp-task, /adapter/sync-over-async), "
                + "calling the card service of the target at this URL, e.g. http://127.0.0.1:5000/.",
            CustomParser = ParseCardService,
        };
        var exitWithParent = new Option<bool>(ServeProtocol.ExitWithParentOption)
        {
            Description = "Also stop when standard input closes; httplab starts its own servers this way.",
            Hidden = true,
        };
        var command = new Command(
            "serve",
            "Run the target server until Ctrl-C or SIGTERM: /weather/{size}, /echo, /plaintext, /cards/{name}...; "
            + "or the consumer API of the load study.")
        {
            urls, httpsUrls, allowRemote, consumerOf, exitWithParent,
        };
        command.SetAction((parseResult, cancellationToken) =>
        {
            var parentInput = parseResult.GetValue(exitWithParent) ? console.Input : null;
            return ServeAsync(
                parseResult.GetRequiredValue(urls),
                parseResult.GetRequiredValue(httpsUrls),
                parseResult.GetValue(allowRemote),
                parseResult.GetValue(consumerOf),
                parentInput,
                console,
                cancellationToken);
        });
        return command;
    }

    private static async Task<int> ServeAsync(
        string urls,
        string httpsUrls,
        bool allowRemote,
        Uri? consumerOf,
        TextReader? parentInput,
        CliConsole console,
        CancellationToken cancellationToken)
    {
        if (TargetUrls.Validate(urls, allowRemote) is { } problem)
        {
            throw new UsageException($"--urls: {problem}");
        }

        if (!string.IsNullOrWhiteSpace(httpsUrls) && TargetUrls.ValidateHttps(httpsUrls, allowRemote) is { } tls)
        {
            throw new UsageException($"--https-urls: {tls}");
        }

        if (consumerOf is not null)
        {
            var options = new ConsumerOptions { Backend = consumerOf, Urls = urls, AllowRemote = allowRemote };
            if (options.BackendProblem() is { } backendProblem)
            {
                throw new UsageException(backendProblem);
            }

            await using var consumer =
                await ConsumerServer.StartAsync(options, cancellationToken).ConfigureAwait(false);
            return await ServeUntilStoppedAsync(
                $"{ServeProtocol.ConsumerReadyLinePrefix}{Written(consumer.BaseAddress)}",
                consumer.WaitForShutdownAsync,
                consumer.StopAsync,
                parentInput,
                console,
                cancellationToken).ConfigureAwait(false);
        }

        await using var server = await TargetServer.StartAsync(
            new TargetOptions { Urls = urls, HttpsUrls = httpsUrls, AllowRemote = allowRemote },
            cancellationToken).ConfigureAwait(false);

        // The ready line stays the first: the https line after it is for people (and scripts) that want TLS.
        var ready = $"{ServeProtocol.ReadyLinePrefix}{Written(server.BaseAddress)}";
        if (server.HttpsBaseAddress is { } https)
        {
            ready += $"{Environment.NewLine}{ServeProtocol.HttpsLinePrefix}{Written(https)} "
                + $"(certificate SHA-256 {server.CertificateSha256})";
        }

        return await ServeUntilStoppedAsync(
            ready,
            server.WaitForShutdownAsync,
            server.StopAsync,
            parentInput,
            console,
            cancellationToken).ConfigureAwait(false);
    }

    // Ctrl-C and SIGTERM both cancel cancellationToken (StopSignal), which is a graceful stop with exit code 0.
    private static async Task<int> ServeUntilStoppedAsync(
        string readyLines,
        Func<CancellationToken, Task> waitForShutdown,
        Func<CancellationToken, Task> stop,
        TextReader? parentInput,
        CliConsole console,
        CancellationToken cancellationToken)
    {
        console.Output.WriteLine(readyLines);
        await console.Output.FlushAsync(cancellationToken).ConfigureAwait(false);

        using var stopping = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        var stopSignals = new List<Task>
        {
            waitForShutdown(stopping.Token), Task.Delay(Timeout.Infinite, stopping.Token),
        };
        if (parentInput is not null)
        {
            // Console input reads block, so the wait for end of input gets a thread of its own.
            stopSignals.Add(Task.Run(() => WaitForEndOfInputAsync(parentInput, stopping.Token), stopping.Token));
        }

        await Task.WhenAny(stopSignals).ConfigureAwait(false);
        await stopping.CancelAsync().ConfigureAwait(false);
        await stop(CancellationToken.None).ConfigureAwait(false);
        return ExitCodes.Success;
    }

    private static string Written(Uri address) => address.ToString().TrimEnd('/');

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
