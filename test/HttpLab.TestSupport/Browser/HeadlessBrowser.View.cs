using System.Text.Json;

namespace HttpLab.TestSupport.Browser;

/// <summary>The mouse, the viewport, and what the page looks like: screenshots and print.</summary>
public sealed partial class HeadlessBrowser
{
    /// <summary>
    /// Moves the mouse to a point of the viewport, in CSS pixels, as a person's mouse would: the element under it gets
    /// its mouseover and mousemove events, and :hover styles apply.
    /// </summary>
    public async Task HoverAsync(double x, double y, CancellationToken cancellationToken) =>
        await SendAsync("Input.dispatchMouseEvent", new { type = "mouseMoved", x, y }, cancellationToken)
            .ConfigureAwait(false);

    /// <summary>Lays the page out in a viewport of this size, in CSS pixels, one device pixel each.</summary>
    public async Task SetViewportAsync(int width, int height, CancellationToken cancellationToken) =>
        await SendAsync(
                "Emulation.setDeviceMetricsOverride",
                new { width, height, deviceScaleFactor = 1, mobile = false },
                cancellationToken)
            .ConfigureAwait(false);

    /// <summary>A PNG of the viewport.</summary>
    public Task<byte[]> ScreenshotAsync(CancellationToken cancellationToken) =>
        ScreenshotAsync(clip: null, cancellationToken);

    /// <summary>
    /// A PNG of a rectangle of the page, drawn even where it lies outside the viewport; of the viewport when
    /// <paramref name="clip"/> is null.
    /// </summary>
    public Task<byte[]> ScreenshotAsync(PageRectangle? clip, CancellationToken cancellationToken) =>
        CaptureAsync(clip, beyondViewport: clip is not null, cancellationToken);

    private async Task<byte[]> CaptureAsync(
        PageRectangle? clip, bool beyondViewport, CancellationToken cancellationToken)
    {
        var region = clip is { } rectangle
            ? new { x = rectangle.X, y = rectangle.Y, width = rectangle.Width, height = rectangle.Height, scale = 1 }
            : null;
        var answer = await SendAsync(
                "Page.captureScreenshot",
                new { format = "png", clip = region, captureBeyondViewport = beyondViewport },
                cancellationToken)
            .ConfigureAwait(false);
        return Convert.FromBase64String(answer.GetProperty("data").GetString()!);
    }

    /// <summary>A PNG of the first element that matches a CSS selector, the whole of it even below the fold.</summary>
    /// <remarks>
    /// The viewport is made as tall as the page for the picture (and set back after), so nothing is laid out again
    /// between measuring the element and drawing it: Chromium's own beyond-the-viewport capture resizes the page
    /// while it draws, which moved the picture of a section away from the section.
    /// </remarks>
    /// <exception cref="HeadlessBrowserException">No element matches, or the one that does has no area.</exception>
    public async Task<byte[]> ScreenshotElementAsync(string cssSelector, CancellationToken cancellationToken)
    {
        var window = await EvaluateAsync(
                "({ width: innerWidth, height: innerHeight, page: document.documentElement.scrollHeight })",
                cancellationToken)
            .ConfigureAwait(false);
        var width = window.GetProperty("width").GetInt32();
        var height = window.GetProperty("height").GetInt32();
        await SetViewportAsync(width, Math.Max(height, window.GetProperty("page").GetInt32()), cancellationToken)
            .ConfigureAwait(false);
        try
        {
            var bounds = await EvaluateAsync(
                    $$"""
                    new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
                      scrollTo(0, 0);
                      const element = document.querySelector({{JsonSerializer.Serialize(cssSelector)}});
                      if (!element) { done(null); return; }
                      const box = element.getBoundingClientRect();
                      done({ x: box.left, y: box.top, width: box.width, height: box.height });
                    })))
                    """,
                    cancellationToken)
                .ConfigureAwait(false);
            if (bounds.ValueKind != JsonValueKind.Object)
            {
                throw new HeadlessBrowserException($"No element in the page matches {cssSelector}.");
            }

            var rectangle = new PageRectangle(
                bounds.GetProperty("x").GetDouble(),
                bounds.GetProperty("y").GetDouble(),
                bounds.GetProperty("width").GetDouble(),
                bounds.GetProperty("height").GetDouble());
            if (rectangle.Width <= 0 || rectangle.Height <= 0)
            {
                throw new HeadlessBrowserException(
                    $"{cssSelector} is {rectangle.Width} x {rectangle.Height} px: "
                        + "there is nothing to take a picture of.");
            }

            return await CaptureAsync(rectangle, beyondViewport: false, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            await SetViewportAsync(width, height, cancellationToken).ConfigureAwait(false);
        }
    }

    /// <summary>The page printed to PDF as the browser's print dialog would, backgrounds included.</summary>
    public async Task<byte[]> PrintToPdfAsync(CancellationToken cancellationToken)
    {
        var answer = await SendAsync("Page.printToPDF", new { printBackground = true }, cancellationToken)
            .ConfigureAwait(false);
        return Convert.FromBase64String(answer.GetProperty("data").GetString()!);
    }
}
