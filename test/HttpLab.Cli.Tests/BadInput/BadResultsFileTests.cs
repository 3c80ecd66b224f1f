using System.Text.Json.Nodes;
using HttpLab.Results;
using HttpLab.Results.Json;

namespace HttpLab.Cli.Tests.BadInput;

/// <summary>
/// Malformed, truncated and hand-edited results.json given to every command that reads results (compare, as either
/// run, and report): exit code 2, one line naming the file and what is wrong, no stack trace, nothing written.
/// </summary>
public sealed class BadResultsFileTests : IDisposable
{
    private const string Complete = "complete";

    // Each case: the file's text made from a good results.json, and what the error line must say about it.
    private static readonly Dictionary<string, (Func<string, string> Edit, string[] Expected)> Files = new()
    {
        ["empty file"] = (_ => "", ["not valid JSON"]),
        ["only whitespace"] = (_ => " \n", ["not valid JSON"]),
        ["truncated"] = (json => json[..(json.Length / 2)], ["not valid JSON"]),
        ["not JSON"] = (_ => "runId: x", ["not valid JSON"]),
        ["an array"] = (_ => "[]", ["JSON object"]),
        ["a string"] = (_ => "\"results\"", ["JSON object"]),
        ["null"] = (_ => "null", ["JSON object"]),
        ["an empty object"] = (_ => "{}", ["schemaVersion"]),
        ["a newer schemaVersion"] = (json => Set(json, "schemaVersion", 999), ["schemaVersion 999"]),
        ["schemaVersion a string"] = (json => Set(json, "schemaVersion", "1"), ["schemaVersion"]),
        ["schemaVersion huge"] = (json => Raw(json, "schemaVersion", "1e999"), ["schemaVersion"]),
        ["no runId"] = (json => Remove(json, "runId"), ["runId"]),
        ["no suites"] = (json => Remove(json, "suites"), ["suites"]),
        ["suites a number"] = (json => Set(json, "suites", 5), ["suites"]),
        ["suites null"] = (json => Set(json, "suites", null), ["suites"]),
        ["a null suite"] = (json => Edit(json, run => run["suites"]!.AsArray().Add(null)), ["suites[1]"]),
        ["startedUtc not a time"] = (json => Set(json, "startedUtc", "yesterday"), ["startedUtc"]),
        ["complete a string"] = (json => Set(json, Complete, "yes"), [Complete]),
        ["a case without a name"] = (json => Edit(json, run => Case(run).Remove("name")), ["name"]),
        ["a case's metrics a list"] = (json => Edit(json, run => Case(run)["metrics"] = new JsonArray()), ["metrics"]),
        ["a metric a string"] = (json => Edit(json, run => Metrics(run)["meanNs"] = "fast"), ["meanNs"]),
        ["a metric NaN"] = (json => Edit(json, run => Metrics(run)["meanNs"] = "NaN"), ["meanNs"]),
        ["a metric NaN literal"] = (json => json.Replace("\"meanNs\": 100", "\"meanNs\": NaN"), ["not valid JSON"]),
        ["a metric huge"] = (json => json.Replace("\"meanNs\": 100", "\"meanNs\": 1e999"), ["meanNs"]),
        ["a negative count"] = (json => Edit(json, run => Distribution(run)["count"] = -5), ["count", "-5"]),
        ["a count a fraction"] = (json => Edit(json, run => Distribution(run)["count"] = 1.5), ["count"]),
        ["a count huge"] = (json => json.Replace("\"count\": 3", "\"count\": 1e30"), ["count"]),
        ["a percentile NaN"] = (json => Edit(json, run => Distribution(run)["p99"] = "NaN"), ["p99"]),
        ["an iteration negative"] = (json => Edit(json, run => Case(run)["iterationsNs"]![0] = -1), ["iterationsNs"]),
        ["a histogram count negative"] =
            (json => Edit(json, run => Distribution(run)["histogram"]![0]![1] = -1), ["histogram"]),
    };

    private readonly TemporaryDirectory work = new("httplab-bad-results-");

    public static TheoryData<string, string> Cases()
    {
        var data = new TheoryData<string, string>();
        foreach (var name in Files.Keys)
        {
            foreach (var command in new[] { "compare base", "compare diff", "report" })
            {
                data.Add(command, name);
            }
        }

        return data;
    }

    public static TheoryData<string, string> Paths() => new()
    {
        { "compare base", "a folder without results.json" },
        { "compare diff", "a folder without results.json" },
        { "report", "a folder without results.json" },
        { "compare base", "a file that is not JSON" },
        { "report", "a file that is not JSON" },
        { "compare base", "a path that does not exist" },
        { "compare diff", "a path that does not exist" },
        { "report", "a path that does not exist" },
        { "compare base", "a results.json that is a folder" },
        { "report", "a results.json that is a folder" },
    };

    public void Dispose() => work.Dispose();

    [Fact]
    public async Task GoodFile_ReadByBothCommands()
    {
        var good = await WriteAsync("good", Good());

        Assert.Equal(0, await new TestConsole().RunAsync("report", good, "--out", Path.Combine(work.Path, "r")));
        Assert.Equal(0, await new TestConsole().RunAsync("compare", good, good, "--out", Path.Combine(work.Path, "c")));
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task BadResultsJson_OneLineNamingTheFileAndTheFaultExitCode2(string command, string file)
    {
        var (edit, expected) = Files[file];
        var bad = await WriteAsync("bad", edit(Good()));

        await AssertRefusedAsync(command, bad, Path.Combine(bad, "results.json"), expected);
    }

    [Theory]
    [MemberData(nameof(Paths))]
    public async Task BadResultsPath_OneLineNamingThePathExitCode2(string command, string path)
    {
        var (given, expected) = path switch
        {
            "a folder without results.json" => (Folder("empty"), new[] { "without a results.json" }),
            "a file that is not JSON" => (TextFile("notes.txt"), ["not valid JSON"]),
            "a path that does not exist" => (Path.Combine(work.Path, "nowhere"), ["neither"]),
            _ => (Path.GetDirectoryName(Folder("odd/results.json"))!, ["results.json"]),
        };

        await AssertRefusedAsync(command, given, given, expected);
    }

    private async Task AssertRefusedAsync(string command, string given, string named, string[] expected)
    {
        var good = await WriteAsync("good", Good());
        var results = Path.Combine(work.Path, "results");
        string[] args = command switch
        {
            "compare base" => ["compare", given, good, "--results-dir", results],
            "compare diff" => ["compare", good, given, "--results-dir", results],
            _ => ["report", good, given, "--results-dir", results],
        };
        var before = Snapshot();
        var console = new TestConsole();

        var exitCode = await console.RunAsync(args);

        var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.Equal(2, exitCode);
        Assert.StartsWith("httplab: error: ", line, StringComparison.Ordinal);
        Assert.Contains(named, line, StringComparison.Ordinal);
        foreach (var text in expected)
        {
            Assert.Contains(text, line, StringComparison.Ordinal);
        }

        Assert.DoesNotContain("   at ", console.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", line, StringComparison.Ordinal);
        Assert.Equal("", console.Rich);
        Assert.Equal(before, Snapshot());
    }

    private string[] Snapshot() =>
        [.. Directory.EnumerateFileSystemEntries(work.Path, "*", SearchOption.AllDirectories).Order()];

    private async Task<string> WriteAsync(string name, string json)
    {
        var folder = Path.Combine(work.Path, name);
        Directory.CreateDirectory(folder);
        var file = Path.Combine(folder, "results.json");
        if (!File.Exists(file))
        {
            await File.WriteAllTextAsync(file, json);
        }

        return folder;
    }

    private string Folder(string name) => Directory.CreateDirectory(Path.Combine(work.Path, name)).FullName;

    private string TextFile(string name)
    {
        var path = Path.Combine(work.Path, name);
        File.WriteAllText(path, "not a run");
        return path;
    }

    /// <summary>A small good results.json: one suite, one case with iteration samples and a distribution.</summary>
    internal static string Good() => ResultsJson.Serialize(SavedRuns.Run(
        "good",
        new DateTimeOffset(2026, 1, 2, 3, 4, 5, TimeSpan.Zero),
        [
            new SuiteResult
            {
                Name = "cancel",
                Title = "Cancellation",
                Engine = "test",
                Cases =
                [
                    new CaseResult
                    {
                        Name = "headers",
                        Metrics = new Dictionary<string, double> { ["meanNs"] = 100 },
                        IterationsNs = [100, 101, 99],
                        Distributions = new Dictionary<string, Distribution>
                        {
                            ["overshootUs"] = new()
                            {
                                Count = 3, Min = 1, Mean = 2, P50 = 2, P75 = 3, P90 = 3, P95 = 3, P99 = 3, P999 = 3,
                                P9999 = 3, Max = 3, StdDev = 1,
                                Spectrum = [new PercentilePoint(50, 2), new PercentilePoint(100, 3)],
                                Histogram = [new HistogramBucket(1, 1), new HistogramBucket(2, 1),
                                    new HistogramBucket(3, 1)],
                            },
                        },
                    },
                ],
            },
        ]));

    private static JsonObject Case(JsonNode run) => run["suites"]![0]!["cases"]![0]!.AsObject();

    private static JsonObject Metrics(JsonNode run) => Case(run)["metrics"]!.AsObject();

    private static JsonObject Distribution(JsonNode run) => Metrics(run)["overshootUs"]!.AsObject();

    private static string Edit(string json, Action<JsonNode> edit)
    {
        var run = JsonNode.Parse(json)!;
        edit(run);
        return run.ToJsonString(ResultsJson.Options);
    }

    private static string Set(string json, string name, JsonNode? value) => Edit(json, run => run[name] = value);

    private static string Remove(string json, string name) => Edit(json, run => run.AsObject().Remove(name));

    private static string Raw(string json, string name, string value) =>
        json.Replace($"\"{name}\": 1,", $"\"{name}\": {value},", StringComparison.Ordinal);
}
