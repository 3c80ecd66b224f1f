using System.Text.Json;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// Headless Chromium with one page, driven over the Chrome DevTools Protocol, for tests that check a page as a
/// person's browser shows it: open a file, run script in it, hover, take screenshots, print it, and read the errors it
/// reported. Its calls are meant to be made one after another, not at once, and each gives up after
/// <see cref="CallTimeout"/>. Disposing it ends the browser and removes its temporary profile.
/// </summary>
public sealed partial class HeadlessBrowser : IAsyncDisposable
{
    /// <summary>The longest any one call waits for the browser.</summary>
    public static readonly TimeSpan CallTimeout = TimeSpan.FromSeconds(60);

    private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(30);

    // Page for the load event; Runtime and Log for the errors in ConsoleErrors.
    private static readonly string[] EventDomains = ["Page", "Runtime", "Log"];

    private readonly ChromiumProcess chromium;
    private readonly PageConsole console = new();
    private DevToolsConnection? connection;
    private TaskCompletionSource? loading;
    private int disposed;

    private HeadlessBrowser(ChromiumProcess chromium) => this.chromium = chromium;

    /// <summary>Whether <c>chromium</c> is on PATH: tests that need it are skipped where it is not.</summary>
    public static bool IsAvailable => ChromiumProcess.FindOnPath() is not null;

    /// <summary>The browser's temporary profile folder, removed on dispose.</summary>
    public string ProfileDirectory => chromium.ProfileDirectory;

    /// <summary>Every error the page reported since the browser started, a line each, in the order they came.</summary>
    public IReadOnlyList<string> ConsoleErrors => console.Errors;

    private DevToolsConnection Connection =>
        connection ?? throw new InvalidOperationException("The browser is not connected.");

    /// <summary>Starts <c>chromium</c> from PATH on about:blank.</summary>
    /// <exception cref="HeadlessBrowserException">chromium is not on PATH, or did not start.</exception>
    public static async Task<HeadlessBrowser> StartAsync(CancellationToken cancellationToken) =>
        await StartAsync(
                ChromiumProcess.FindOnPath() ?? throw new HeadlessBrowserException(ChromiumProcess.NotOnPath),
                cancellationToken)
            .ConfigureAwait(false);

    /// <summary>Starts the given Chromium executable on about:blank.</summary>
    /// <exception cref="HeadlessBrowserException">It does not exist, or did not start.</exception>
    public static async Task<HeadlessBrowser> StartAsync(string executable, CancellationToken cancellationToken)
    {
        var browser = new HeadlessBrowser(ChromiumProcess.Start(executable));
        try
        {
            var port = await browser.chromium.WaitForDevToolsPortAsync(StartTimeout, cancellationToken)
                .ConfigureAwait(false);
            var page = await PageTarget.FindAsync(port, StartTimeout, cancellationToken).ConfigureAwait(false);
            browser.connection = await DevToolsConnection
                .ConnectAsync(page, browser.OnEvent, CallTimeout, cancellationToken)
                .ConfigureAwait(false);
            foreach (var domain in EventDomains)
            {
                await browser.SendAsync($"{domain}.enable", null, cancellationToken).ConfigureAwait(false);
            }

            return browser;
        }
        catch
        {
            await browser.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>
    /// Opens a local file in the page and returns once its load event has fired and the page has drawn a frame and run
    /// the tasks queued before it, so what its scripts did while loading is there to check, and the errors they
    /// reported (an unhandled rejection is reported in a task of its own) are in <see cref="ConsoleErrors"/>.
    /// </summary>
    /// <exception cref="FileNotFoundException">There is no such file.</exception>
    /// <exception cref="HeadlessBrowserException">The browser could not navigate to it.</exception>
    public async Task OpenAsync(string filePath, CancellationToken cancellationToken)
    {
        var path = Path.GetFullPath(filePath);
        if (!File.Exists(path))
        {
            throw new FileNotFoundException($"There is no page to open at {path}.", path);
        }

        // Waited for before navigating, so a load that ends before Page.navigate's answer is not missed.
        var loaded = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        Volatile.Write(ref loading, loaded);
        var navigation = await SendAsync("Page.navigate", new { url = new Uri(path).AbsoluteUri }, cancellationToken)
            .ConfigureAwait(false);
        if (navigation.TryGetProperty("errorText", out var error))
        {
            throw new HeadlessBrowserException($"The browser could not open {path}: {error.GetString()}");
        }

        try
        {
            await loaded.Task.WaitAsync(CallTimeout, cancellationToken).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            throw new TimeoutException($"{path} did not finish loading within {CallTimeout.TotalSeconds:0} s.");
        }

        // Events come over the socket in the order they were sent, so any error reported in these tasks has been
        // recorded by the time the answer arrives.
        await EvaluateAsync(
                "new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)))", cancellationToken)
            .ConfigureAwait(false);
    }

    /// <summary>
    /// Evaluates a JavaScript expression in the page, awaiting it if it is a promise, and returns its value as JSON
    /// (a default <see cref="JsonElement"/>, of kind Undefined, for undefined).
    /// </summary>
    /// <exception cref="HeadlessBrowserException">The expression threw; the message holds what it threw.</exception>
    public async Task<JsonElement> EvaluateAsync(string expression, CancellationToken cancellationToken)
    {
        var answer = await SendAsync(
                "Runtime.evaluate",
                new { expression, returnByValue = true, awaitPromise = true },
                cancellationToken)
            .ConfigureAwait(false);
        if (answer.TryGetProperty("exceptionDetails", out var thrown))
        {
            var shown = expression.Length <= 80 ? expression : $"{expression[..77]}...";
            throw new HeadlessBrowserException($"The page threw evaluating {shown}: {PageConsole.Describe(thrown)}");
        }

        return answer.GetProperty("result").TryGetProperty("value", out var value) ? value : default;
    }

    public async ValueTask DisposeAsync()
    {
        if (Interlocked.Exchange(ref disposed, 1) == 1)
        {
            return;
        }

        if (connection is not null)
        {
            await connection.DisposeAsync().ConfigureAwait(false);
        }

        await chromium.DisposeAsync().ConfigureAwait(false);
    }

    private Task<JsonElement> SendAsync(string method, object? parameters, CancellationToken cancellationToken)
    {
        ObjectDisposedException.ThrowIf(Volatile.Read(ref disposed) == 1, this);
        return Connection.SendAsync(method, parameters, CallTimeout, cancellationToken);
    }

    private void OnEvent(string method, JsonElement parameters)
    {
        if (method == "Page.loadEventFired")
        {
            Volatile.Read(ref loading)?.TrySetResult();
        }
        else
        {
            console.Record(method, parameters);
        }
    }
}
