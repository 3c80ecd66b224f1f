using System.Buffers.Binary;
using System.Text;
using HttpLab.TestSupport.Browser;

namespace HttpLab.Results.Tests.Browser;

[Collection(BrowserCollection.Name)]
public sealed class HeadlessBrowserViewTests : IDisposable
{
    private static readonly byte[] PngSignature = [0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A];

    private readonly TestPages pages = new();

    [ChromiumFact]
    public async Task HoverAsync_OverAnElement_FiresItsMouseoverAndNotElsewhere()
    {
        var page = pages.Write("hover.html", """
            <div id="bar" style="position: absolute; left: 100px; top: 50px; width: 80px; height: 40px;
              background: steelblue" onmouseover="document.getElementById('tip').textContent = '12.5 ms'"></div>
            <p id="tip" style="position: absolute; top: 200px"></p>
            """);
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.SetViewportAsync(400, 300, CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);
        const string Tip = "document.getElementById('tip').textContent";

        await browser.HoverAsync(20, 20, CancellationToken.None);
        var beside = await browser.EvaluateAsync(Tip, CancellationToken.None);
        await browser.HoverAsync(140, 70, CancellationToken.None);
        var over = await browser.EvaluateAsync(Tip, CancellationToken.None);

        Assert.Equal("", beside.GetString());
        Assert.Equal("12.5 ms", over.GetString());
    }

    [ChromiumFact]
    public async Task ScreenshotAsync_Viewport_IsPngOfTheViewportSize()
    {
        var page = pages.Write("plain.html", "<h1>Summary</h1>");
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.SetViewportAsync(640, 360, CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);

        var png = await browser.ScreenshotAsync(CancellationToken.None);

        Assert.Equal((640, 360), PngSize(png));
    }

    [ChromiumFact]
    public async Task ScreenshotElementAsync_ElementBelowTheFold_IsPngOfTheWholeElement()
    {
        var page = pages.Write("section.html", """
            <section id="load" style="margin-top: 1200px; width: 200px; height: 100px; background: tomato"></section>
            """);
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.SetViewportAsync(400, 300, CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);

        var png = await browser.ScreenshotElementAsync("section#load", CancellationToken.None);

        Assert.Equal((200, 100), PngSize(png));
    }

    [ChromiumFact]
    public async Task ScreenshotElementAsync_NothingMatches_ThrowsNamingTheSelector()
    {
        var page = pages.Write("empty.html", "<p>no sections</p>");
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);

        var exception = await Assert.ThrowsAsync<HeadlessBrowserException>(
            () => browser.ScreenshotElementAsync("section[data-study=\"json\"]", CancellationToken.None));

        Assert.Equal("No element in the page matches section[data-study=\"json\"].", exception.Message);
    }

    [ChromiumFact]
    public async Task PrintToPdfAsync_Page_IsPdf()
    {
        var page = pages.Write("print.html", "<h1>Summary</h1><table><tr><td>1.5 ms</td></tr></table>");
        await using var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        await browser.OpenAsync(page, CancellationToken.None);

        var pdf = await browser.PrintToPdfAsync(CancellationToken.None);

        Assert.Equal("%PDF-", Encoding.ASCII.GetString(pdf, 0, 5));
    }

    public void Dispose() => pages.Dispose();

    /// <summary>Width and height from the PNG's IHDR chunk, which follows the signature.</summary>
    private static (int Width, int Height) PngSize(byte[] png)
    {
        Assert.Equal(PngSignature, png[..8]);
        Assert.Equal("IHDR", Encoding.ASCII.GetString(png, 12, 4));
        return (
            BinaryPrimitives.ReadInt32BigEndian(png.AsSpan(16)),
            BinaryPrimitives.ReadInt32BigEndian(png.AsSpan(20)));
    }
}
