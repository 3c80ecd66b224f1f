using System.Text.Json;
using System.Xml.Linq;
using HdrHistogram;
using HttpLab.Results;
using HttpLab.Results.Histograms;

namespace HttpLab.Cli.Tests.Compare;

/// <summary>
/// compare on runs with both kinds of case: micro-benchmark cases with iteration samples and cancel cases with an
/// overshoot distribution, as the json and cancel studies write them.
/// </summary>
public sealed class CompareDistributionTests() : SavedRunsTests("httplab-compare-dist-")
{
    private const string Headers = "headers/cancelAfter";
    private const string Body = "bodyString/cancelAfter";

    [Fact]
    public async Task Compare_RunWithItself_EveryCaseAndDistributionSame()
    {
        var folder = await WriteAsync("base", Run(slowdown: null));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, folder, "--fail-on-regression", "--out", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains(
            "3 cases compared: 3 Same; 2 distributions compared: 2 Same", console.Rich, StringComparison.Ordinal);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(Out, "compare.json")));
        var statistics = json.RootElement.GetProperty("distributions").EnumerateArray()
            .SelectMany(distribution => distribution.GetProperty("statistics").EnumerateArray())
            .ToArray();
        Assert.Equal(8, statistics.Length);
        Assert.All(statistics, statistic =>
        {
            Assert.Equal("same", statistic.GetProperty("verdict").GetString());
            Assert.Equal(1.0, statistic.GetProperty("ratio").GetDouble());
            Assert.InRange(statistic.GetProperty("ratioLow").GetDouble(), 0.95, 1.0);
            Assert.InRange(statistic.GetProperty("ratioHigh").GetDouble(), 1.0, 1.05);
        });
    }

    [Fact]
    public async Task Compare_OneDistributionTwiceAsSlow_ThatCaseSlowerEveryOtherSame()
    {
        var baseFolder = await WriteAsync("base", Run(slowdown: null));
        var diffFolder = await WriteAsync("diff", Run(slowdown: Headers));
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", baseFolder, diffFolder, "--fail-on-regression", "--out", Out);

        Assert.Equal(1, exitCode);
        Assert.Contains(
            "3 cases compared: 3 Same; 2 distributions compared: 1 Same, 1 Slower (8 statistics: 4 Same, 4 Slower)",
            console.Rich,
            StringComparison.Ordinal);
        var slowerRows = console.Rich.Split('\n')
            .Where(line => line.Contains("Slower", StringComparison.Ordinal)
                && line.Contains("overshootUs", StringComparison.Ordinal))
            .ToArray();
        Assert.Equal(4, slowerRows.Length);
        Assert.All(slowerRows, row => Assert.Contains(Headers, row, StringComparison.Ordinal));
        Assert.DoesNotContain(
            "Each run's iteration samples come from one process launch", console.Rich, StringComparison.Ordinal);
        Assert.Contains("as if they were independent draws", console.Rich, StringComparison.Ordinal);

        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(Out, "compare.json")));
        var verdicts = json.RootElement.GetProperty("distributions").EnumerateArray()
            .ToDictionary(
                distribution => distribution.GetProperty("case").GetString()!,
                distribution => distribution.GetProperty("verdict").GetString());
        Assert.Equal("slower", verdicts[$"{Headers} [phase=headers]"]);
        Assert.Equal("same", verdicts[$"{Body} [phase=bodyString]"]);
        var junit = XDocument.Load(Path.Combine(Out, "compare.junit.xml"));
        Assert.Equal(
            ["p50", "p90", "p99", "mean"],
            junit.Descendants("failure").Select(failure => failure.Parent!.Attribute("name")!.Value.Split(' ')[^1]));
        Assert.Equal("11", junit.Descendants("testsuite").Single().Attribute("tests")!.Value);
    }

    [Fact]
    public async Task Compare_Distributions_EveryReportHasARowPerStatisticWithItsInterval()
    {
        var baseFolder = await WriteAsync("base", Run(slowdown: null));
        var diffFolder = await WriteAsync("diff", Run(slowdown: Headers));

        var exitCode = await new TestConsole().RunAsync("compare", baseFolder, diffFolder, "--out", Out);

        Assert.Equal(0, exitCode);
        var markdown = await File.ReadAllTextAsync(Path.Combine(Out, "compare.md"));
        Assert.Contains("95% interval", markdown, StringComparison.Ordinal);
        Assert.Equal(
            8, markdown.Split('\n').Count(line => line.Contains("overshootUs ", StringComparison.Ordinal)));
        var csv = await File.ReadAllLinesAsync(Path.Combine(Out, "compare.csv"));
        Assert.Equal(1 + 3 + 8, csv.Length);
        var p99 = Assert.Single(csv, line => line.StartsWith(
            $"cancel,{Headers} [phase=headers],overshootUs,p99,us,", StringComparison.Ordinal));
        var fields = p99.Split(',');
        Assert.Equal("Slower", fields[11]);
        Assert.True(double.Parse(fields[8], System.Globalization.CultureInfo.InvariantCulture) > 1.05, p99);
        Assert.Equal("histogram", fields[13]);

        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(Out, "compare.json")));
        var root = json.RootElement;
        Assert.Equal(1, root.GetProperty("schemaVersion").GetInt32());
        Assert.Equal(
            Path.Combine(baseFolder, "results.json"), root.GetProperty("base").GetProperty("path").GetString());
        Assert.Equal(0.05, root.GetProperty("thresholds").GetProperty("relative").GetDouble());
        Assert.Equal(3, root.GetProperty("cases").GetArrayLength());
        Assert.Equal(1, root.GetProperty("summary").GetProperty("distributions").GetProperty("slower").GetInt32());
        Assert.Equal(0, root.GetProperty("onlyInBase").GetArrayLength());

        var svg = XDocument.Load(Path.Combine(Out, "compare.svg"));
        var panel = Assert.Single(
            svg.Descendants(), element => (string?)element.Attribute("class") == "panel panel-ratios");
        var text = panel.ToString();
        Assert.Contains("fill:rgb(207,34,46)", text, StringComparison.Ordinal); // Slower: the house warning red.
        Assert.Contains($"{Headers} [phase=headers] overshootUs p99", text, StringComparison.Ordinal);
        Assert.Contains("json/GetStreamAsync [size=10] median", text, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_OlderResultsWithoutHistograms_RebuiltFromTheSpectrumAndMarked()
    {
        var run = Run(slowdown: null);
        var older = run with
        {
            Suites = [run.Suites[0], run.Suites[1] with
            {
                Cases = run.Suites[1].Cases.Select(@case => @case with
                {
                    Distributions = @case.Distributions.ToDictionary(
                        pair => pair.Key, pair => pair.Value with { Histogram = null }),
                }).ToArray(),
            }],
        };
        var folder = await WriteAsync("older", older);
        Assert.DoesNotContain("\"histogram\"", await File.ReadAllTextAsync(Path.Combine(folder, "results.json")));
        var console = new TestConsole();

        var exitCode = await console.RunAsync("compare", folder, folder, "--out", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("2 distributions compared: 2 Same", console.Rich, StringComparison.Ordinal);
        Assert.Contains("rebuilt from their percentile spectrum", console.Rich, StringComparison.Ordinal);
        Assert.Contains("overshootUs p50 ≈", console.Rich, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Compare_DistributionCaseInOneRunOnly_ListedNotDropped()
    {
        var baseRun = Run(slowdown: null);
        var cancel = baseRun.Suites[1];
        var diffRun = baseRun with { Suites = [baseRun.Suites[0], cancel with { Cases = [cancel.Cases[0]] }] };
        var console = new TestConsole();

        var exitCode = await console.RunAsync(
            "compare", await WriteAsync("base", baseRun), await WriteAsync("diff", diffRun), "--out", Out);

        Assert.Equal(0, exitCode);
        Assert.Contains("Only in base: 1", console.Rich, StringComparison.Ordinal);
        Assert.Contains($"cancel/{Body} [phase=bodyString]", console.Rich, StringComparison.Ordinal);
        Assert.Contains("1 distributions compared: 1 Same", console.Rich, StringComparison.Ordinal);
        using var json = JsonDocument.Parse(await File.ReadAllTextAsync(Path.Combine(Out, "compare.json")));
        Assert.Equal(
            $"cancel/{Body} [phase=bodyString]",
            Assert.Single(json.RootElement.GetProperty("onlyInBase").EnumerateArray()).GetString());
    }

    private static RunResult Run(string? slowdown) => SavedRuns.Run(
        "20261125T000000Z-json+cancel",
        new DateTimeOffset(2026, 11, 25, 0, 0, 0, TimeSpan.Zero),
        [
            SavedRuns.JsonSuite(
            [
                .. new[] { "GetAsync_ReadAsStringAsync", "GetStreamAsync", "GetStringAsync" }
                    .Select(name => SavedRuns.JsonCase(name)),
            ]),
            new SuiteResult
            {
                Name = "cancel",
                Title = "Cancellation",
                Engine = "HttpLab cancellation runner",
                Cases =
                [
                    Cancel(Headers, "headers", slowdown == Headers ? 2 : 1, seed: 1),
                    Cancel(Body, "bodyString", slowdown == Body ? 2 : 1, seed: 2),
                ],
            },
        ]);

    /// <summary>
    /// A cancel case with 20,000 overshoots (a log-normal spread around 500 μs, drawn from a fixed seed) recorded as
    /// the study records them: nanoseconds in an HdrHistogram, reported in microseconds.
    /// </summary>
    private static CaseResult Cancel(string name, string phase, double factor, int seed)
    {
        var histogram = new LongHistogram(1, 3_600_000_000_000, 3);
        var random = new Random(seed);
        for (var index = 0; index < 20_000; index++)
        {
            var normal = Math.Sqrt(-2 * Math.Log(1 - random.NextDouble()))
                * Math.Cos(2 * Math.PI * random.NextDouble());
            histogram.RecordValue((long)(500_000 * Math.Exp(0.3 * normal) * factor));
        }

        return new CaseResult
        {
            Name = name,
            Parameters = new Dictionary<string, ParameterValue> { ["phase"] = ParameterValue.Of(phase) },
            Metrics = new Dictionary<string, double> { ["cancelled"] = 20_000 },
            Distributions = new Dictionary<string, Distribution>
            {
                ["overshootUs"] = HistogramDistributions.From(histogram, 1000),
            },
        };
    }
}
