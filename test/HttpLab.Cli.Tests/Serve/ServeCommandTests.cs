using System.Net.Security;
using System.Security.Cryptography;
using System.Text.RegularExpressions;
using HttpLab.Cli.Processes;

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
        using var serve = await ServeChild.StartAsync([ServeProtocol.ExitWithParentOption], closeInputAtStart: false);
        using var client = new HttpClient();
        Assert.Equal("Hello, World!", await client.GetStringAsync(new Uri(serve.BaseAddress, "plaintext")));

        serve.Process.StandardInput.Close();

        Assert.Equal(0, await serve.WaitForExitAsync(ExitLimit));
    }

    [Fact]
    public async Task Serve_Default_PrintsHttpsAddressAndThumbprintThatPinsItsCertificate()
    {
        using var serve = await ServeChild.StartAsync([ServeProtocol.ExitWithParentOption], closeInputAtStart: false);

        var line = await serve.LineAfterReadyAsync(ServeProtocol.HttpsLinePrefix);

        Assert.NotNull(line);
        var match = Regex.Match(
            line, @"^httplab target https on (https://127\.0\.0\.1:\d+) \(certificate SHA-256 ([0-9A-F]{64})\)$");
        Assert.True(match.Success, line);
        var pin = match.Groups[2].Value;
        using var client = new HttpClient(new SocketsHttpHandler
        {
            SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = (_, certificate, _, _) =>
                    certificate?.GetCertHashString(HashAlgorithmName.SHA256) == pin,
            },
        });
        Assert.Equal(
            "Hello, World!", await client.GetStringAsync(new Uri(new Uri(match.Groups[1].Value), "plaintext")));
        serve.Process.StandardInput.Close();
        Assert.Equal(0, await serve.WaitForExitAsync(ExitLimit));
    }

    [Fact]
    public async Task Serve_HttpsUrlsEmpty_PrintsNoHttpsLine()
    {
        using var serve = await ServeChild.StartAsync(
            ["--https-urls", string.Empty, ServeProtocol.ExitWithParentOption], closeInputAtStart: false);

        serve.Process.StandardInput.Close();
        Assert.Equal(0, await serve.WaitForExitAsync(ExitLimit));

        Assert.Null(await serve.LineAfterReadyAsync(ServeProtocol.HttpsLinePrefix));
    }
}
