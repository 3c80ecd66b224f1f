using System.Globalization;
using System.Text.Json;
using System.Text.RegularExpressions;
using HttpLab.Results.Html;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests.Html;

public sealed partial class HtmlReportTests
{
    [Fact]
    public void Render_SelfContained_NothingFetchedFromTheNetwork()
    {
        var html = Render(SampleRuns.Completed());

        Assert.StartsWith("<!DOCTYPE html>", html, StringComparison.Ordinal);
        Assert.DoesNotMatch(ExternalReference(), html);
        Assert.Contains("uPlot", html, StringComparison.Ordinal);
        Assert.Equal(2, Regex.Count(html, "<script>"));
        Assert.DoesNotContain("<script src", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<link", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Tables_EveryMetricCellSortsByTheNumberInResultsJson()
    {
        var run = SampleRuns.Completed();

        var html = Render(run);

        var json = run.Suites.Single(suite => suite.Name == "json");
        foreach (var @case in json.Cases)
        {
            var mean = @case.Metrics["meanNs"].ToString("R", CultureInfo.InvariantCulture);
            Assert.Contains($"data-sort=\"{mean}\"", html, StringComparison.Ordinal);
        }

        Assert.Contains("<th class=\"sortable num\"", html, StringComparison.Ordinal);
        Assert.Contains("<tr class=\"baseline\" data-case=\"0\">", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_RatioVerdicts_ColouredByTheirVerdict()
    {
        var run = SampleRuns.Completed();
        var json = run.Suites[0];
        var judged = json with
        {
            Cases =
            [
                .. json.Cases.Select((@case, index) => index == 1 ? @case with { RatioVerdict = "slower" } : @case),
            ],
        };

        var html = Render(run with { Suites = [judged] });

        Assert.Contains("<td class=\"verdict-slower\">slower</td>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_MicroBenchmarkGroups_OneBarWithAWhiskerPerCaseThatHasAMean()
    {
        var run = SampleRuns.Completed();

        var html = Render(run);

        var withMeans = run.Suites.Sum(suite => suite.Cases.Count(@case => @case.Metrics.ContainsKey("meanNs")));
        var sections = html[html.IndexOf("<section class=\"study\"", StringComparison.Ordinal)..];
        Assert.Equal(withMeans, Regex.Count(sections, "<g class=\"mark\" data-tip="));
        Assert.Contains("(99.9% CI)", html, StringComparison.Ordinal);
        Assert.Contains("class=\"whisker\"", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_WhiskerBeyondThreeTimesTheLargestMean_IsCutAndEndsInAnArrowhead()
    {
        var run = SampleRuns.Completed();
        var json = run.Suites[0];
        var wide = json with
        {
            Cases =
            [
                .. json.Cases.Select((@case, index) => index != 1 ? @case : @case with
                {
                    Metrics = new Dictionary<string, double>(@case.Metrics)
                    {
                        ["errorNs"] = 100 * @case.Metrics["meanNs"],
                    },
                }),
            ],
        };

        var whiskers = Regex.Matches(Render(run with { Suites = [wide] }), "class=\"whisker\" d=\"([^\"]*)\"")
            .Select(match => match.Groups[1].Value)
            .ToArray();

        Assert.Equal(json.Cases.Count(@case => @case.Metrics.GetValueOrDefault("errorNs") > 0), whiskers.Length);
        Assert.Single(whiskers, path => path.Contains('L', StringComparison.Ordinal));
        Assert.Equal(whiskers.Length - 1, whiskers.Count(path => Regex.Count(path, "v8") == 2));
    }

    [Theory]
    [InlineData(3, " open")]
    [InlineData(4, "")]
    public void Render_StudyNotes_OpenWhenFewFoldedWithTheirCountWhenMany(int notes, string open)
    {
        var run = SampleRuns.Completed();
        var json = run.Suites[0] with
        {
            Notes = [.. Enumerable.Range(1, notes).Select(index => $"Note number {index}.")],
        };

        var html = Render(run with { Suites = [json] });

        Assert.Contains(
            $"<details class=\"notes\"{open}><summary>How it was measured and what it shows ({notes} notes)</summary>"
                + "<p>Note number 1.</p>",
            html,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Cancellation_OneCumulativeChartPerDistributionWithALinePerCase()
    {
        var run = CancellationSample.Run();

        var html = Render(run);

        var charts = Charts(html);
        var overshoot = Assert.Single(charts, chart => chart.GetProperty("xName").GetString() == "Overshoot");
        Assert.Equal("cdf", overshoot.GetProperty("kind").GetString());
        var casesWithOvershoot = run.Suites[0].Cases.Count(@case => @case.Distributions.ContainsKey("overshootUs"));
        Assert.Equal(casesWithOvershoot, overshoot.GetProperty("series").GetArrayLength());
        foreach (var series in overshoot.GetProperty("series").EnumerateArray())
        {
            Assert.Equal(series.GetProperty("x").GetArrayLength(), series.GetProperty("y").GetArrayLength());
            Assert.True(series.GetProperty("x").GetArrayLength() > 1);
        }
    }

    [Fact]
    public void Render_Load_LatencySpectrumOnTheInverseTailAxis()
    {
        var html = Render(LoadSample.Run());

        var spectrum = Assert.Single(
            Charts(html),
            chart => chart.GetProperty("title").GetString()!.Contains("(latencyUs)", StringComparison.Ordinal));
        Assert.Equal("spectrum", spectrum.GetProperty("kind").GetString());
        var line = Assert.Single(spectrum.GetProperty("series").EnumerateArray());
        var tail = line.GetProperty("x").EnumerateArray().Select(x => x.GetDouble()).ToArray();
        Assert.All(tail, x => Assert.True(x >= 1 && double.IsFinite(x)));
        Assert.Equal(tail.Order(), tail);
    }

    [Fact]
    public void Render_FirstScreen_AHeadlineCardPerStudyLinkedToItsSectionBeforeTheWarningsAndFindings()
    {
        var run = SampleRuns.Completed();

        var html = Render(run);

        var glance = html.IndexOf("<section class=\"glance\"", StringComparison.Ordinal);
        Assert.InRange(glance, 0, html.IndexOf("<section class=\"warnings\"", StringComparison.Ordinal));
        Assert.True(
            html.IndexOf("<section class=\"warnings\"", StringComparison.Ordinal)
                < html.IndexOf("<section class=\"findings\"", StringComparison.Ordinal));
        Assert.Equal(run.Suites.Count, Regex.Count(html, "<figure class=\"card( wide)?\""));
        foreach (var suite in run.Suites)
        {
            var id = Regex.Match(html, $"<section class=\"study\" id=\"([^\"]+)\" data-suite=\"{suite.Name}\"")
                .Groups[1].Value;
            Assert.Matches($"<figure class=\"card( wide)?\" data-suite=\"{suite.Name}\"><h3><a href=\"#{id}\">", html);
        }

        Assert.Contains("<div class=\"headline-chart\"><svg", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_NoStudyWithAHeadlineChart_CardsSayWhereTheNumbersAre()
    {
        var run = SampleRuns.Completed() with { Suites = [SampleRuns.Clients()] };

        var html = Render(run);

        Assert.Contains("<p>Nothing to chart: its tables are below.</p></figure>", html, StringComparison.Ordinal);
        var glance = Regex.Match(html, "<section class=\"glance\".*?</section>", RegexOptions.Singleline).Value;
        Assert.Contains("data-suite=\"clients\"", glance, StringComparison.Ordinal);
        Assert.DoesNotContain("headline-chart", glance, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Warnings_CountedByLevelTheLoudListedTheQuietFolded()
    {
        var run = SampleRuns.Completed();
        var json = run.Suites[0] with
        {
            Warnings = ["GENERATOR-LIMITED: the generator fell behind its schedule", "Stopwatch resolution is 1 μs."],
        };

        var html = Render(run with { Suites = [json, .. run.Suites.Skip(1)] });

        var section = Regex.Match(html, "<section class=\"warnings\">.*?</section>", RegexOptions.Singleline).Value;
        var heading = Regex.Match(section, "<h2>(Warnings: [^<]+)</h2>").Groups[1].Value;
        Assert.Matches(@"^Warnings: 1 critical(, \d+ (high|medium|low))+$", heading);
        var folded = section.IndexOf("<details class=\"quiet-warnings\">", StringComparison.Ordinal);
        Assert.InRange(section.IndexOf("<li class=\"critical\"", StringComparison.Ordinal), 0, folded);
        Assert.True(section.IndexOf("<li class=\"low\"", StringComparison.Ordinal) > folded);
        Assert.DoesNotContain("<li class=\"low\"", section[..folded], StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Incomplete_LoudBannerWithTheReason()
    {
        var html = Render(SampleRuns.Interrupted());

        Assert.Contains("INCOMPLETE RUN", html, StringComparison.Ordinal);
        Assert.Contains(HtmlText.Encode(SampleRuns.Interrupted().IncompleteReason!), html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_CommandLine_ShownAtTheBottomEscaped()
    {
        var run = SampleRuns.Completed() with { CommandLine = "httplab run json --out '<mine>'" };

        var html = Render(run);

        const string Expected = "<pre class=\"command\">httplab run json --out &#39;&lt;mine&gt;&#39;</pre>";
        Assert.Contains(Expected, html, StringComparison.Ordinal);
        Assert.True(html.IndexOf("class=\"command\"", StringComparison.Ordinal)
            > html.LastIndexOf("<section class=\"study\"", StringComparison.Ordinal));
    }

    [Fact]
    public void Render_TextFromResults_NeverMarkup()
    {
        var run = SampleRuns.Completed();
        var json = run.Suites[0];
        var hostile = json with
        {
            Warnings = ["<script>alert(1)</script>"],
            Cases = [.. json.Cases.Select(@case => @case with { Name = @case.Name + "</script><b>" })],
        };

        var html = Render(run with { Suites = [hostile] });

        Assert.DoesNotContain("<script>alert", html, StringComparison.Ordinal);
        Assert.DoesNotContain("</script><b>", html, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Export_LinksTheRunsFilesByRelativePathAndDrawsItsLatencyOverTime()
    {
        using var root = new TemporaryDirectory();
        var run = LoadSample.Run();
        var directory = ResultsDirectory.Create(root.Path, null, ["load"], run.StartedUtc);
        var runFolder = directory.Artifacts("load").Subfolder("open 2000");
        await runFolder.WriteTextAsync(
            "load-timeseries.csv",
            "second,responses,p50Us,p99Us,errors,uncorrectedP50Us,uncorrectedP99Us\n0,10,900,4000,0,800,3000\n"
                + "1,12,950,4100,0,820,3100\n",
            CancellationToken.None);

        await new HtmlReportExporter().ExportAsync(run, directory, CancellationToken.None);

        var html = await File.ReadAllTextAsync(Path.Combine(directory.Path, HtmlReportExporter.FileName));
        Assert.Contains("href=\"artifacts/load/open%202000/load-timeseries.csv\"", html, StringComparison.Ordinal);
        var timeline = Assert.Single(Charts(html), chart => chart.GetProperty("kind").GetString() == "timeline");
        Assert.Equal(4, timeline.GetProperty("series").GetArrayLength());
        Assert.Equal(4.1, timeline.GetProperty("series")[1].GetProperty("y")[1].GetDouble(), 9);
    }

    private static string Render(RunResult run) => HtmlReport.Render([new ReportedRun(run)]);

    private static IReadOnlyList<JsonElement> Charts(string html) =>
        ChartData().Matches(html)
            .Select(match => JsonDocument.Parse(match.Groups[1].Value).RootElement.Clone())
            .ToArray();

    [GeneratedRegex("(src|href)\\s*=\\s*\"(https?:)?//|@import|url\\(\\s*['\"]?(https?:)?//", RegexOptions.IgnoreCase)]
    private static partial Regex ExternalReference();

    [GeneratedRegex("<script type=\"application/json\">(.*?)</script>", RegexOptions.Singleline)]
    private static partial Regex ChartData();
}
