using HttpLab.TestSupport.Browser;

namespace HttpLab.Results.Tests.Browser;

[Collection(BrowserCollection.Name)]
public sealed class HeadlessBrowserTests : IDisposable
{
    private readonly TestPages pages = new();

    [ChromiumFact]
    public async Task OpenAsync_PageCallsConsoleError_ReportsOnlyTheError()
    {
        var page = pages.Write("console.html", """
            <script>
              console.log('drawn');
              console.warn('one series is empty');
              console.error('the chart has', 3, 'series without data');
            </script>
            """);
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);

        await browser.OpenAsync(page, CancellationToken.None);

        Assert.Equal(["console.error: the chart has 3 series without data"], browser.ConsoleErrors);
    }

    [ChromiumFact]
    public async Task OpenAsync_PageThrows_ReportsTheUncaughtErrorAndRejection()
    {
        var page = pages.Write("throws.html", """
            <script>Promise.reject(new Error('no results to draw'));</script>
            <script>throw new TypeError('bars is undefined');</script>
            """);
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);

        await browser.OpenAsync(page, CancellationToken.None);

        Assert.Collection(
            browser.ConsoleErrors.Order(StringComparer.Ordinal),
            error => Assert.StartsWith("uncaught Error: no results to draw", error, StringComparison.Ordinal),
            error => Assert.StartsWith("uncaught TypeError: bars is undefined", error, StringComparison.Ordinal));
    }

    [ChromiumFact]
    public async Task OpenAsync_ResourceMissing_ReportsTheBrowsersError()
    {
        var page = pages.Write("image.html", """<img src="missing-chart.png" alt="">""");
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);

        await browser.OpenAsync(page, CancellationToken.None);

        var error = Assert.Single(browser.ConsoleErrors);
        Assert.StartsWith("browser: Failed to load resource", error, StringComparison.Ordinal);
        Assert.Contains("missing-chart.png", error, StringComparison.Ordinal);
    }

    [ChromiumFact]
    public async Task OpenAsync_FileMissing_ThrowsNamingIt()
    {
        var missing = Path.Combine(pages.Folder, "report.html");
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);

        var exception = await Assert.ThrowsAsync<FileNotFoundException>(
            () => browser.OpenAsync(missing, CancellationToken.None));

        Assert.Equal(missing, exception.FileName);
    }

    [ChromiumFact]
    public async Task EvaluateAsync_NumberStringAndPromise_ReturnsTheirValues()
    {
        var page = pages.Write("table.html", """
            <table><tr><td>1.5</td><td>ms</td></tr><tr><td>2.25</td><td>ms</td></tr></table>
            """);
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);

        var cells = await browser.EvaluateAsync("document.querySelectorAll('td').length", CancellationToken.None);
        var title = await browser.EvaluateAsync("document.title", CancellationToken.None);
        var sum = await browser.EvaluateAsync(
            "new Promise(resolve => setTimeout(() => resolve(1.5 + 2.25), 10))", CancellationToken.None);
        var nothing = await browser.EvaluateAsync("undefined", CancellationToken.None);

        Assert.Equal(4, cells.GetInt32());
        Assert.Equal("table.html", title.GetString());
        Assert.Equal(3.75, sum.GetDouble());
        Assert.Equal(System.Text.Json.JsonValueKind.Undefined, nothing.ValueKind);
        Assert.Empty(browser.ConsoleErrors);
    }

    [ChromiumFact]
    public async Task EvaluateAsync_ExpressionThrows_ThrowsWithWhatItThrew()
    {
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);

        var exception = await Assert.ThrowsAsync<HeadlessBrowserException>(
            () => browser.EvaluateAsync("document.querySelector('svg').width", CancellationToken.None));

        Assert.StartsWith(
            "The page threw evaluating document.querySelector('svg').width: TypeError: Cannot read properties of null",
            exception.Message,
            StringComparison.Ordinal);
    }

    [ChromiumFact]
    public async Task DisposeAsync_RunningBrowser_EndsEveryProcessAndRemovesTheProfile()
    {
        var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        var profile = browser.ProfileDirectory;
        Assert.NotEmpty(ProcessesNaming(profile));

        await browser.DisposeAsync();

        Assert.False(Directory.Exists(profile));
        Assert.Empty(ProcessesNaming(profile));
    }

    [Fact]
    public async Task StartAsync_ExecutableMissing_FailsNamingIt()
    {
        var exception = await Assert.ThrowsAsync<HeadlessBrowserException>(
            () => HeadlessBrowser.StartAsync("/nonexistent/httplab/chromium", CancellationToken.None));

        Assert.Equal(
            "/nonexistent/httplab/chromium does not exist (on Debian: apt-get install chromium; .ci/run installs it)",
            exception.Message);
    }

    [Fact]
    public async Task StartAsync_ExecutableEndsAtOnce_FailsWithItsExitCodeAndLastLines()
    {
        var executable = Path.Combine(pages.Folder, "chromium");
        File.WriteAllText(executable, "#!/bin/sh\necho 'Missing X server or $DISPLAY' >&2\nexit 3\n");
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(
                executable, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }

        var exception = await Assert.ThrowsAsync<HeadlessBrowserException>(
            () => HeadlessBrowser.StartAsync(executable, CancellationToken.None));

        Assert.Equal(
            $"{executable} exited with code 3 before it opened DevTools; its last lines:{Environment.NewLine}"
                + "Missing X server or $DISPLAY",
            exception.Message);
    }

    public void Dispose() => pages.Dispose();

    /// <summary>The processes whose command line holds the text (every Chromium process names its profile).</summary>
    private static string[] ProcessesNaming(string text) =>
        [.. Directory.EnumerateDirectories("/proc")
            .Select(folder => Path.Combine(folder, "cmdline"))
            .Select(ReadOrEmpty)
            .Where(commandLine => commandLine.Contains(text, StringComparison.Ordinal))];

    private static string ReadOrEmpty(string path)
    {
        try
        {
            return File.ReadAllText(path);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return "";
        }
    }
}
