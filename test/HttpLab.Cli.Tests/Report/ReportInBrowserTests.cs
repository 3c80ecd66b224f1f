using System.Globalization;
using HttpLab.Results;
using HttpLab.TestSupport.Browser;

namespace HttpLab.Cli.Tests.Report;

/// <summary>
/// report.html of real smoke runs, opened in headless Chromium: it draws every chart without a console error, its
/// tables show the numbers of results.json, hovering shows values, and it fits a narrow window. Each study's section
/// is kept as a screenshot in <see cref="ScreenshotFolder"/> for a person to look at.
/// </summary>
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class ReportInBrowserTests(StudyReportsFixture reports) : IClassFixture<StudyReportsFixture>
{
    public static readonly string ScreenshotFolder = Path.Combine(AppContext.BaseDirectory, "report-screenshots");

    private const string ChartsDrawn = """
        Array.from(document.querySelectorAll('.chart')).map(chart => ({
            suite: chart.closest('section.study')?.dataset.suite ?? '',
            title: chart.querySelector('h4')?.textContent ?? '',
            drawn: Number(chart.dataset.drawn ?? 0)
        }))
        """;

    private const string TableCells = """
        Array.from(document.querySelectorAll('section.study tr[data-case]')).flatMap(row => {
            const keys = Array.from(row.closest('table').querySelectorAll('th')).map(th => th.dataset.key ?? null);
            return Array.from(row.cells).map((cell, index) => ({
                suite: row.closest('section.study').dataset.suite,
                caseIndex: Number(row.dataset.case),
                key: keys[index],
                sort: cell.dataset.sort ?? null,
                text: cell.textContent
            })).filter(cell => cell.key !== null && cell.sort !== null);
        })
        """;

    [ChromiumFact]
    public async Task StudyRun_EverySection_DrawsEveryChartWithoutAConsoleError()
    {
        await using var browser = await OpenAsync(reports.RunFolder);

        var charts = (await browser.EvaluateAsync(ChartsDrawn, CancellationToken.None)).EnumerateArray().ToArray();

        Assert.Empty(browser.ConsoleErrors);
        Assert.All(
            reports.Run.Suites,
            suite => Assert.Contains(charts, chart => chart.GetProperty("suite").GetString() == suite.Name));
        Assert.All(charts, chart => Assert.True(
            chart.GetProperty("drawn").GetInt32() > 0,
            $"{chart.GetProperty("suite")}: '{chart.GetProperty("title")}' drew nothing"));
        Directory.CreateDirectory(ScreenshotFolder);
        foreach (var suite in reports.Run.Suites)
        {
            var png = await browser.ScreenshotElementAsync(
                $"section.study[data-suite='{suite.Name}']", CancellationToken.None);
            await File.WriteAllBytesAsync(Path.Combine(ScreenshotFolder, $"{suite.Name}.png"), png);
            Assert.Equal([0x89, 0x50, 0x4E, 0x47], png[..4]);
        }
    }

    [ChromiumFact]
    public async Task StudyRun_Tables_ShowTheNumbersOfResultsJson()
    {
        await using var browser = await OpenAsync(reports.RunFolder);

        var cells = (await browser.EvaluateAsync(TableCells, CancellationToken.None)).EnumerateArray().ToArray();

        Assert.All(reports.Run.Suites, suite => Assert.Contains(
            cells, cell => cell.GetProperty("suite").GetString() == suite.Name));
        foreach (var cell in cells)
        {
            var suite = reports.Run.Suites.Single(each => each.Name == cell.GetProperty("suite").GetString());
            var @case = suite.Cases[cell.GetProperty("caseIndex").GetInt32()];
            var key = cell.GetProperty("key").GetString()!;
            var shown = cell.GetProperty("sort").GetString()!;
            var value = shown.Length == 0 ? (double?)null : double.Parse(shown, CultureInfo.InvariantCulture);
            Assert.Equal(Expected(@case, key), value);
        }

        var mean = cells.First(cell => cell.GetProperty("suite").GetString() == "json"
            && cell.GetProperty("key").GetString() == MetricCatalog.MeanNs.Name);
        var meanNs = reports.Run.Suites.Single(suite => suite.Name == "json")
            .Cases[mean.GetProperty("caseIndex").GetInt32()].Metrics[MetricCatalog.MeanNs.Name];
        var (shownNs, resolutionNs) = Duration(mean.GetProperty("text").GetString()!);
        Assert.InRange(meanNs, shownNs - resolutionNs, shownNs + resolutionNs);
    }

    [ChromiumFact]
    public async Task StudyRun_HoveringABar_ShowsItsValueWithItsInterval()
    {
        await using var browser = await OpenAsync(reports.RunFolder);
        var box = await browser.EvaluateAsync(
            """
            (() => {
                const bar = document.querySelector("section[data-suite='json'] .chart.bars .mark rect.bar");
                bar.scrollIntoView({ block: 'center' });
                const box = bar.getBoundingClientRect();
                return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            })()
            """,
            CancellationToken.None);

        await browser.HoverAsync(
            box.GetProperty("x").GetDouble(), box.GetProperty("y").GetDouble(), CancellationToken.None);

        var tip = await browser.EvaluateAsync(
            "(t => ({ shown: getComputedStyle(t).display, text: t.textContent }))(document.getElementById('tooltip'))",
            CancellationToken.None);
        Assert.Equal("block", tip.GetProperty("shown").GetString());
        var json = reports.Run.Suites.Single(suite => suite.Name == "json");
        Assert.StartsWith(json.Cases[0].Name + ": ", tip.GetProperty("text").GetString(), StringComparison.Ordinal);
        Assert.Contains(" ± ", tip.GetProperty("text").GetString(), StringComparison.Ordinal);
    }

    [ChromiumFact]
    public async Task StudyRun_HoveringALineChart_ShowsTheValuesUnderTheCursor()
    {
        await using var browser = await OpenAsync(reports.RunFolder);
        var before = await LegendValuesAsync(browser);
        var box = await browser.EvaluateAsync(
            """
            (() => {
                const over = document.querySelector("section[data-suite='cancel'] .chart.lines .u-over");
                over.scrollIntoView({ block: 'center' });
                const box = over.getBoundingClientRect();
                return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            })()
            """,
            CancellationToken.None);

        await browser.HoverAsync(
            box.GetProperty("x").GetDouble(), box.GetProperty("y").GetDouble(), CancellationToken.None);

        var after = await LegendValuesAsync(browser);
        Assert.All(before, value => Assert.Equal("–", value));
        Assert.Contains(after, value => value.EndsWith('%'));
    }

    [ChromiumFact]
    public async Task LoadRun_DrawsItsSpectraAndItsLatencyOverTime()
    {
        await using var browser = await OpenAsync(reports.LoadFolder);

        var charts = (await browser.EvaluateAsync(ChartsDrawn, CancellationToken.None)).EnumerateArray().ToArray();

        Assert.Empty(browser.ConsoleErrors);
        var titles = charts.Select(chart => chart.GetProperty("title").GetString()!).ToArray();
        Assert.Contains(titles, title => title.StartsWith("Latency over time", StringComparison.Ordinal));
        Assert.Contains(titles, title => title.Contains("by percentile", StringComparison.Ordinal));
        Assert.All(charts, chart => Assert.True(
            chart.GetProperty("drawn").GetInt32() > 0, chart.GetProperty("title").GetString()));
        await File.WriteAllBytesAsync(
            Path.Combine(Directory.CreateDirectory(ScreenshotFolder).FullName, "httplab-load.png"),
            await browser.ScreenshotElementAsync("section.study", CancellationToken.None));
    }

    [ChromiumFact]
    public async Task StudyRun_FirstScreen_EveryStudysHeadlineChartAndTheWarningCounts()
    {
        await using var browser = await OpenAsync(reports.RunFolder);

        var screen = await browser.EvaluateAsync(
            """
            ({
                cards: Array.from(document.querySelectorAll('section.glance .card')).map(card => ({
                    suite: card.dataset.suite,
                    bottom: Math.round(card.getBoundingClientRect().bottom),
                    bars: card.querySelectorAll('.headline-chart svg .mark .bar').length,
                    link: card.querySelector('h3 a')?.getAttribute('href') ?? ''
                })),
                warnings: Math.round(document.querySelector('section.warnings h2').getBoundingClientRect().top),
                counts: document.querySelector('section.warnings h2').textContent,
                listedOutsideFold: document.querySelectorAll(
                    'section.warnings > ul.warnings li.medium, section.warnings > ul.warnings li.low').length,
                findings: Math.round(document.querySelector('section.findings').getBoundingClientRect().top)
            })
            """,
            CancellationToken.None);
        var png = await browser.ScreenshotAsync(CancellationToken.None);
        Directory.CreateDirectory(ScreenshotFolder);
        await File.WriteAllBytesAsync(Path.Combine(ScreenshotFolder, "first-screen.png"), png);

        var cards = screen.GetProperty("cards").EnumerateArray().ToArray();
        Assert.Equal(
            reports.Run.Suites.Select(suite => suite.Name),
            cards.Select(card => card.GetProperty("suite").GetString()));
        Assert.All(cards, card =>
        {
            Assert.True(card.GetProperty("bottom").GetInt32() <= 900, $"{card}: below the first screen");
            Assert.True(card.GetProperty("bars").GetInt32() > 0, $"{card}: no headline chart");
            var target = card.GetProperty("link").GetString()!;
            Assert.StartsWith("#", target, StringComparison.Ordinal);
        });
        Assert.True(screen.GetProperty("warnings").GetInt32() < 900, "the warnings begin below the first screen");
        Assert.Matches(@"^Warnings: (\d+ (critical|high|medium|low)(, )?)+$", screen.GetProperty("counts").GetString());
        Assert.Equal(0, screen.GetProperty("listedOutsideFold").GetInt32());
        Assert.True(screen.GetProperty("findings").GetInt32() > screen.GetProperty("warnings").GetInt32());
    }

    [ChromiumFact]
    public async Task StudyRun_NarrowWindow_NothingWiderThanTheWindowAndItPrints()
    {
        await using var browser = await OpenAsync(reports.RunFolder);

        await browser.SetViewportAsync(390, 800, CancellationToken.None);
        var widths = await browser.EvaluateAsync(
            """
            new Promise(done => setTimeout(
                () => done({
                    page: document.documentElement.scrollWidth,
                    window: innerWidth,
                    widest: Array.from(document.querySelectorAll('body *'))
                        .filter(element => element.getBoundingClientRect().right > innerWidth + 1
                            && !element.closest('.table-wrap'))
                        .slice(0, 5)
                        .map(element => element.tagName + '.' + element.className + ' '
                            + Math.round(element.getBoundingClientRect().right))
                        .join(', ')
                }), 300))
            """,
            CancellationToken.None);
        var pdf = await browser.PrintToPdfAsync(CancellationToken.None);

        Assert.True(
            widths.GetProperty("page").GetInt32() <= widths.GetProperty("window").GetInt32(),
            $"the page is {widths.GetProperty("page")} px wide in a {widths.GetProperty("window")} px window: "
                + widths.GetProperty("widest").GetString());
        Assert.Equal("%PDF-"u8.ToArray(), pdf[..5]);
    }

    [ChromiumFact]
    public async Task StudyRun_Printing_OpensEveryFoldedPartAndFoldsThemAgainAfter()
    {
        await using var browser = await OpenAsync(reports.RunFolder);
        var folded = await browser.EvaluateAsync(
            """
            (() => {
                window.openWhilePrinting = -1;
                addEventListener('beforeprint', () => {
                    window.openWhilePrinting = document.querySelectorAll('details[open]').length;
                });
                return {
                    all: document.querySelectorAll('details').length,
                    closed: document.querySelectorAll('details:not([open])').length
                };
            })()
            """,
            CancellationToken.None);

        await browser.PrintToPdfAsync(CancellationToken.None);

        var openWhilePrinting = await browser.EvaluateAsync("window.openWhilePrinting", CancellationToken.None);
        var closedAfter = await browser.EvaluateAsync(
            "document.querySelectorAll('details:not([open])').length", CancellationToken.None);
        Assert.True(folded.GetProperty("closed").GetInt32() > 0, "nothing in the report is folded");
        Assert.Equal(folded.GetProperty("all").GetInt32(), openWhilePrinting.GetInt32());
        Assert.Equal(folded.GetProperty("closed").GetInt32(), closedAfter.GetInt32());
    }

    private async Task<HeadlessBrowser> OpenAsync(string folder)
    {
        Assert.True(reports.Run is not null, reports.Log);
        var browser = await HeadlessBrowser.StartAsync(CancellationToken.None);
        try
        {
            await browser.SetViewportAsync(1280, 900, CancellationToken.None);
            await browser.OpenAsync(Path.Combine(folder, "report.html"), CancellationToken.None);
            return browser;
        }
        catch
        {
            await browser.DisposeAsync();
            throw;
        }
    }

    private static async Task<string[]> LegendValuesAsync(HeadlessBrowser browser) =>
        (await browser.EvaluateAsync(
            """
            Array.from(document.querySelector("section[data-suite='cancel'] .chart.lines")
                .querySelectorAll('.u-series:not(:first-child) .u-value')).map(value => value.textContent)
            """,
            CancellationToken.None))
        .EnumerateArray()
        .Select(value => value.GetString()!)
        .ToArray();

    /// <summary>"2.334 ms" as nanoseconds, and half its last digit: what the text can tell of the value.</summary>
    private static (double Nanoseconds, double Resolution) Duration(string text)
    {
        var parts = text.Split(' ');
        var scale = parts[1] switch
        {
            "ns" => 1,
            "μs" => 1e3,
            "ms" => 1e6,
            "s" => 1e9,
            var unit => throw new InvalidOperationException($"'{text}' has no time unit ({unit})."),
        };
        var number = parts[0].Replace(",", string.Empty, StringComparison.Ordinal);
        var point = number.IndexOf('.', StringComparison.Ordinal);
        var decimals = point < 0 ? 0 : number.Length - point - 1;
        return (double.Parse(number, CultureInfo.InvariantCulture) * scale, 0.5 * Math.Pow(10, -decimals) * scale);
    }

    private static double? Expected(CaseResult @case, string key)
    {
        if (key.StartsWith("parameters.", StringComparison.Ordinal))
        {
            return @case.Parameters[key["parameters.".Length..]].Number;
        }

        var dot = key.IndexOf('.', StringComparison.Ordinal);
        if (dot < 0)
        {
            return @case.Metrics.TryGetValue(key, out var value) && double.IsFinite(value) ? value : null;
        }

        var distribution = @case.Distributions[key[..dot]];
        return key[(dot + 1)..] switch
        {
            "count" => distribution.Count,
            "min" => distribution.Min,
            "mean" => distribution.Mean,
            "p50" => distribution.P50,
            "p90" => distribution.P90,
            "p99" => distribution.P99,
            "p999" => distribution.P999,
            "max" => distribution.Max,
            "stdDev" => distribution.StdDev,
            var field => throw new InvalidOperationException($"No expectation for the distribution field '{field}'."),
        };
    }
}
