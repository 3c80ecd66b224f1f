using System.Globalization;
using HttpLab.Contracts.Echo;
using HttpLab.Contracts.Weather;
using HttpLab.Load;
using HttpLab.Studies.Async;
using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Load;

namespace HttpLab.Cli.Tests.BadInput;

/// <summary>
/// The table of bad command lines: for every option of every command, values of the wrong kind, out of range or
/// malformed; and lines that are wrong as a whole (unknown options, misspelt commands and studies, options that
/// conflict). Each must be refused before anything starts, with exit code 2 and one line naming the option.
/// </summary>
internal static class BadCommandLines
{
    /// <summary>Written where a row needs a path inside the test's own folder; replaced before the row runs.</summary>
    public const string Work = "{work}";

    private const string Huge = "99999999999999999999";

    private const string Https = "https://127.0.0.1:9/";

    /// <summary>A start time in range for as long as the tests run: an hour from when they began.</summary>
    private static readonly string Soon = StartAt(TimeSpan.FromHours(1));

    /// <summary>What a command needs besides the option under test, so the error is the one under test.</summary>
    public static readonly IReadOnlyDictionary<string, string[]> Needs = new Dictionary<string, string[]>
    {
        ["run"] = [],
        ["serve"] = [],
        ["load"] = ["--duration", "1s"],
        ["compare"] = [Work + "/run", Work + "/run"],
        ["report"] = [Work + "/run"],
        ["merge"] = [Work + "/load1", Work + "/load2"],
    };

    /// <summary>
    /// Options no bad value can reach, and why. Every other option of the command tree must have rows in
    /// <see cref="ByOption"/>.
    /// </summary>
    public static readonly IReadOnlyDictionary<string, string> Exempt = new Dictionary<string, string>
    {
        ["--help"] = "a flag that prints help and exits 0; it takes no value",
        ["--version"] = "a flag that prints the version and exits 0; it takes no value",
    };

    /// <summary>Options that take a value more than once by design, so a second one is not a duplicate.</summary>
    public static readonly IReadOnlySet<string> Repeatable = new HashSet<string> { "--slo", "--header" };

    /// <summary>
    /// A good value of each option that takes one, by name: given twice, the option is a duplicate and nothing else.
    /// </summary>
    public static readonly IReadOnlyDictionary<string, string> Valid = new Dictionary<string, string>
    {
        ["--target"] = "http://127.0.0.1:9/", ["--profile"] = "smoke", ["--sizes"] = "10", ["--deadline-ms"] = "5",
        ["--iterations"] = "5", ["--server-delay-ms"] = "5", ["--protocols"] = "http1", ["--callers"] = "2",
        ["--rates"] = "10", ["--load-connections"] = "2", ["--body-sizes"] = "10", ["--case-order"] = "declared",
        ["--launches"] = "1", ["--runtimes"] = "net10.0", ["--builds"] = "before=" + Work,
        ["--baseline-runtime"] = "net10.0",
        ["--runtimes-cache"] = Work + "/cache", ["--mono"] = "/usr/bin/mono", ["--out"] = Work + "/out",
        ["--results-dir"] = Work + "/results", ["--urls"] = "http://127.0.0.1:0", ["--https-urls"] = "",
        ["--consumer-of"] = "http://127.0.0.1:9/", ["--rate"] = "100", ["--connections"] = "2",
        ["--duration"] = "1s", ["--warmup"] = "1s", ["--send-quantum"] = "0.5ms", ["--requests"] = "10",
        ["--engine"] = "raw", ["--max-in-flight"] = "100", ["--timeout"] = "1s",
        ["--cert-sha256"] = new string('a', 64), ["--expect-status"] = "2xx", ["--method"] = "GET",
        ["--body"] = "x", ["--body-file"] = Work + "/body.bin", ["--content-type"] = "text/plain",
        ["--requests-file"] = Work + "/requests.txt", ["--http"] = "2", ["--streams"] = "1",
        ["--max-rate"] = "1000", ["--step"] = "1s", ["--threshold"] = "5", ["--noise"] = "1",
        ["--start-at"] = Soon, ["--shard"] = "1/3",
    };

    /// <summary>Bad values of each option ("command --option"), each with what its error line must contain.</summary>
    public static readonly IReadOnlyDictionary<string, BadValue[]> ByOption = new Dictionary<string, BadValue[]>
    {
        ["run --list"] = Flag("--list"),
        ["run --target"] = Url("--target"),
        ["run --profile"] = Choice("--profile", "quick", "full", "smoke"),
        ["run --sizes"] = WholeList("--sizes", 0, WeatherRoutes.MaxSize),
        ["run --deadline-ms"] = Whole("--deadline-ms", 1, CancellationStudyOptions.MaxDeadlineMs),
        ["run --iterations"] = Whole("--iterations", 1, CancellationStudyOptions.MaxIterations),
        ["run --server-delay-ms"] = Whole("--server-delay-ms", 0, CancellationStudyOptions.MaxServerDelayMs),
        ["run --protocols"] = NameList("--protocols", "http1", "htp1"),
        ["run --callers"] = Whole("--callers", 1, AsyncStudyOptions.MaxCallers),
        ["run --rates"] = WholeList("--rates", 1, LoadStudyOptions.MaxRate),
        ["run --load-connections"] = Whole("--load-connections", 1, LoadStudyOptions.MaxConnections),
        ["run --slo"] = Slo(),
        ["run --no-capacity"] = Flag("--no-capacity"),
        ["run --body-sizes"] = WholeList("--body-sizes", 1, EchoRoutes.MaxBodyBytes),
        ["run --case-order"] = Choice("--case-order", "declared", "reversed"),
        ["run --launches"] = Whole("--launches", 1, 20),
        ["run --runtimes"] = NameList("--runtimes", "net10.0", "net10"),
        ["run --builds"] =
        [
            new(["--builds", ""], "--builds", "LABEL=FOLDER"),
            new(["--builds", "before"], "--builds", "'before' is not LABEL=FOLDER"),
            new(["--builds", "a b=" + Work], "--builds", "'a b' is not a label"),
            new(["--builds", "net8.0=" + Work], "--builds", "the name of a runtime"),
            new(["--builds", $"a={Work},a={Work}"], "--builds", "'a' is named twice"),
            new(["--builds", $"a={Work}/nonexistent"], "--builds", "/nonexistent is not a folder"),
            new(["--builds", $"a={Work}", "--runtimes", "net10.0"], "--builds", "--runtimes", "not both"),
            new(["--builds", $"a={Work}", "--baseline-runtime", "b"], "--baseline-runtime", "among --builds"),
        ],
        ["run --baseline-runtime"] =
        [
            new(["--runtimes", "net10.0", "--baseline-runtime", "net9.0"], "--baseline-runtime", "net10.0"),
            new(["--runtimes", "net10.0", "--baseline-runtime", ""], "--baseline-runtime"),
            new(["--baseline-runtime", "net10.0"], "--baseline-runtime", "--runtimes"),
        ],
        ["run --runtimes-cache"] =
        [
            new(["--launches", "2", "--runtimes-cache", ""], "--runtimes-cache"),
            new(["--runtimes-cache", Work + "/cache"], "--runtimes-cache", "--runtimes"),
        ],
        ["run --mono"] =
        [
            new(["--runtimes", "mono", "--mono", ""], "--mono"),
            new(["--mono", "/usr/bin/mono"], "--mono", "--runtimes"),
        ],
        ["run --out"] = Out(),
        ["run --results-dir"] = ResultsDir(),

        ["serve --urls"] =
        [
            new(["--urls", ""], "--urls"),
            new(["--urls", "abc"], "--urls"),
            new(["--urls", "http://0.0.0.0:0"], "--urls", "--allow-remote"),
            new(["--urls", "http://127.0.0.1:99999"], "--urls"),
        ],
        ["serve --https-urls"] =
        [
            new(["--https-urls", "abc"], "--https-urls"),
            new(["--https-urls", "http://127.0.0.1:0"], "--https-urls"),
        ],
        ["serve --allow-remote"] = Flag("--allow-remote"),
        ["serve --consumer-of"] = Url("--consumer-of"),
        ["serve --exit-with-parent"] = Flag("--exit-with-parent"),

        ["load --rate"] =
        [
            .. Numbers("--rate", "0"),
            new(["--rate", "1e12"], "--rate", "10,000,000"),
            new(["--rate", "100:"], "--rate"),
            new(["--rate", ":100"], "--rate"),
            new(["--rate", "100:200:300"], "--rate"),
            new(["--rate", "0:0"], "--rate"),
            new(["--rate", "100/s"], "--rate"),
        ],
        ["load --connections"] = Whole("--connections", 1, LoadLimits.MaxConnections),
        ["load --duration"] = Duration("--duration", "1h", allowZero: false),
        ["load --warmup"] = Duration("--warmup", "5m", allowZero: true),
        ["load --send-quantum"] = Duration("--send-quantum", "1ms", allowZero: true),
        ["load --requests"] = Whole("--requests", 1, long.MaxValue),
        ["load --engine"] = Choice("--engine", "raw", "httpclient"),
        ["load --max-in-flight"] =
        [
            .. Whole("--max-in-flight", 1, LoadLimits.MaxInFlight),
            new(["--connections", "4", "--max-in-flight", "2"], "--max-in-flight", "4"),
        ],
        ["load --timeout"] = Duration("--timeout", "1m", allowZero: false),
        ["load --insecure"] = Flag("--insecure"),
        ["load --cert-sha256"] =
        [
            new(["--cert-sha256", ""], "--cert-sha256"),
            new([Https, "--cert-sha256", "abc"], "--cert-sha256", "64"),
            new([Https, "--cert-sha256", new string('g', 64)], "--cert-sha256", "64"),
            new(["--cert-sha256", new string('a', 64), "--insecure"], "--cert-sha256", "--insecure"),
        ],
        ["load --out"] = Out(),
        ["load --results-dir"] = ResultsDir(),
        ["load --expect-status"] =
        [
            new(["--expect-status", ""], "--expect-status"),
            new(["--expect-status", "abc"], "--expect-status"),
            new(["--expect-status", "99"], "--expect-status"),
            new(["--expect-status", "1000"], "--expect-status"),
            new(["--expect-status", "0xx"], "--expect-status"),
            new(["--expect-status", "299-200"], "--expect-status"),
            new(["--expect-status", "200,,201"], "--expect-status"),
            new(["--expect-status", Huge], "--expect-status"),
        ],
        ["load --slo"] =
        [
            .. Slo(),
            new(["--slo", "rate>=99%"], "--slo", "--rate"),
        ],
        ["load --method"] =
        [
            new(["--method", ""], "--method"),
            new(["--method", "GE T"], "--method"),
            new(["--method", "GET", "--requests-file", Work + "/requests.txt"], "--method", "--requests-file"),
        ],
        ["load --header"] =
        [
            new(["--header", ""], "--header"),
            new(["--header", "no colon"], "--header"),
            new(["--header", "Content-Length: 5"], "--header", "Content-Length"),
            new(["--header", ": value"], "--header"),
        ],
        ["load --body"] =
        [
            new(["--body", "x", "--body-file", Work + "/body.bin"], "--body", "--body-file"),
            new(["--body", "x", "--method", "GET", "--requests-file", Work + "/requests.txt"], "--requests-file"),
        ],
        ["load --body-file"] =
        [
            new(["--body-file", ""], "--body-file"),
            new(["--body-file", Work + "/no-such-file"], "--body-file"),
            new(["--body-file", Work], "--body-file"),
        ],
        ["load --content-type"] =
        [
            new(["--content-type", "text/plain"], "--content-type"),
            new(["--body", "x", "--content-type", ""], "--content-type"),
        ],
        ["load --requests-file"] =
        [
            new(["--requests-file", ""], "--requests-file"),
            new(["--requests-file", Work + "/no-such-file"], "--requests-file"),
            new(["--requests-file", Work], "--requests-file"),
            new(["--requests-file", Work + "/requests.txt", "http://127.0.0.1:9/"], "--requests-file", "URL"),
        ],
        ["load --http"] = [.. Choice("--http", "1.1", "2"), new(["--streams", "2"], "--streams", "--http 2")],
        ["load --streams"] = Whole("--streams", 1, LoadLimits.MaxStreams),
        ["load --crank-statistics"] =
        [
            .. Flag("--crank-statistics"),
            new(["--crank-statistics", "--find-max", "--slo", "p99<10ms"], "--crank-statistics", "--find-max"),
        ],
        ["load --find-max"] =
        [
            .. Flag("--find-max"),
            new(["--find-max"], "--slo"),
            new(["--find-max", "--slo", "p99<10ms", "--rate", "100:200"], "--rate", "ramp"),
            new(["--find-max", "--slo", "p99<10ms", "--requests", "10"], "--requests"),
            new(["--find-max", "--slo", "rps>=10"], "--slo"),
        ],
        ["load --max-rate"] =
        [
            .. Real("--max-rate", "10,000,000", "0"),
            new(["--max-rate", "100"], "--max-rate", "--find-max"),
            new(["--find-max", "--slo", "p99<10ms", "--rate", "200", "--max-rate", "100"], "--max-rate", "200"),
        ],
        ["load --start-at"] =
        [
            .. new[] { "", "yesterday", "abc", "now", "-1", "0", "1764266400", Huge, "2026-13-01T00:00:00Z",
                    "2026-11-27 18:00:00Z", "18:00:00Z", "2026-11-27" }
                .Select(value => new BadValue(["--start-at", value], "--start-at", "ISO 8601")),
            new(["--start-at", "2026-11-27T18:00:00"], "--start-at", "local time", "Z"),
            new(["--start-at", StartAt(TimeSpan.FromMinutes(-1))], "--start-at", "from 1 s ago to 24 h ahead"),
            new(["--start-at", "2020-01-01T00:00:00Z"], "--start-at", "from 1 s ago to 24 h ahead"),
            new(["--start-at", StartAt(TimeSpan.FromHours(25))], "--start-at", "from 1 s ago to 24 h ahead"),
            new(["--start-at", "9999-12-31T23:59:59+14:00"], "--start-at", "from 1 s ago to 24 h ahead"),
            new(["--start-at", Soon, "--find-max", "--slo", "p99<10ms"], "--start-at", "--find-max"),
        ],
        ["load --shard"] =
        [
            .. new[] { "", "0/3", "4/3", "1/0", "0/0", "a/b", "1", "1/", "/3", "-1/3", "1/-3", "1.5/3", "1/3/3",
                    "1/1001", Huge + "/3", "1/" + Huge, "1 / 3" }
                .Select(value => new BadValue(["--shard", value], "--shard", "1 to 1,000")),
            new(["--shard", "1/3", "--find-max", "--slo", "p99<10ms"], "--shard", "--find-max"),
            new(["--shard", "3/3", "--connections", "2"], "--shard", "--connections", "at least 3"),
            new(["--shard", "1/3", "--rate", "100", "--requests", "2"], "--requests", "shard count (3)"),
        ],
        ["load --step"] =
        [
            .. Duration("--step", "1h", allowZero: false),
            new(["--step", "1s"], "--step", "--find-max"),
            new(["--find-max", "--slo", "p99<10ms", "--step", "2s"], "--duration", "--step"),
        ],

        ["compare --threshold"] = Real("--threshold", "100"),
        ["compare --noise"] = Real("--noise", "1,000,000"),
        ["compare --fail-on-regression"] = Flag("--fail-on-regression"),
        ["compare --out"] = Out(),
        ["compare --results-dir"] = ResultsDir(),
        ["report --out"] = Out(),
        ["report --results-dir"] = ResultsDir(),
        ["merge --force"] = Flag("--force"),
        ["merge --out"] = Out(),
        ["merge --results-dir"] = ResultsDir(),
    };

    /// <summary>Lines wrong as a whole, each with what its error line must contain.</summary>
    public static readonly IReadOnlyList<BadValue> WholeLines =
    [
        new(["rnu"], "rnu"),
        new(["--bogus"], "--bogus"),
        new(["run", "jsn"], "jsn", "json"),
        new(["run", "json", "jsn"], "jsn"),
        new(["run", "json", "json"], "json", "twice"),
        new(["run", ""], "study"),
        new(["run", "--sizez", "10"], "--sizez"),
        new(["run", "-x"], "-x"),
        new(["run", "--slo", "p99<10ms", "--no-capacity"], "--slo", "--no-capacity"),
        new(["run", "json", "--deadline-ms", "5"], "--deadline-ms", "cancel"),
        new(["run", "cancel", "--sizes", "10"], "--sizes", "json"),
        new(["run", "json", "cancel", "--rates", "100"], "--rates", "load"),
        new(["run", "load", "--body-sizes", "16"], "--body-sizes", "clients"),
        new(["run", "clients", "--no-capacity"], "--no-capacity", "load"),
        new(["load", "--duration", "1s", "--rat", "100"], "--rat"),
        new(["load", "--duration", "1s", "--send-quantum", "100us"], "--send-quantum"),
        new(["load", "--duration", "1s", "--send-quantum", "0.5ms"], "--send-quantum", "--rate"),
        new(["load"], "--duration"),
        new(["load", "--duration", "1s", "abc"], "abc", "URL"),
        new(["load", "--duration", "1s", "ftp://127.0.0.1/"], "ftp"),
        new(["load", "--duration", "1s", "http://127.0.0.1:9/", "http://127.0.0.1:9/"], "http://127.0.0.1:9/"),
        new(["serve", "extra"], "extra"),
        new(["compare"], "base"),
        new(["compare", "no-such-base"], "diff"),
        new(["compare", "a", "b", "c"], "'c'"),
        new(["report"], "runs"),
        new(["merge"], "runs"),
        new(["merge", Work + "/load1"], "nothing to merge", Work + "/load1"),
        new(["merge", Work + "/nowhere", Work + "/load1"], Work + "/nowhere", "neither"),
        new(["merge", Work + "/run", Work + "/load1"], Work + "/run", "not a load run"),
        new(["merge", Work + "/bad-json", Work + "/load1"], Work + "/bad-json/results.json", "not valid JSON"),
        new(["merge", Work + "/truncated", Work + "/load1"], Work + "/truncated/latency.hlog", "malformed"),
        new(["merge", Work + "/cut", Work + "/load1"], Work + "/cut/latency.hlog", "truncated"),
        new(["merge", Work + "/no-hlog", Work + "/load1"], Work + "/no-hlog", "no latency.hlog"),
        new(["merge", Work + "/load1", Work + "/load1/"], Work + "/load1", "more than once"),
        new(["merge", Work + "/load1", Work + "/other-url"], Work + "/other-url", "url http://127.0.0.1:5000/json"),
    ];

    private static BadValue[] Flag(string option) =>
    [
        new([option + "=maybe"], option, "true", "false"),
        new([option + "=1"], option, "true", "false"),
    ];

    private static BadValue[] Whole(string option, long min, long max)
    {
        var range = max == long.MaxValue
            ? Text($"at least {min:#,0}")
            : Text($"from {min:#,0} to {max:#,0}");
        var values = new List<string> { "", "abc", "NaN", "Infinity", "-Infinity", "1.5", "1e12", "10ms", Huge };
        values.Add(Text($"{min - 1}"));
        if (min > 0)
        {
            values.Add("0");
        }

        if (max < long.MaxValue)
        {
            values.Add(Text($"{max + 1}"));
        }

        return [.. values.Distinct().Select(value => new BadValue([option, value], option, range))];
    }

    private static BadValue[] WholeList(string option, long min, long max)
    {
        var range = Text($"from {min:#,0} to {max:#,0}");
        string[] values = ["", ",", ",,", "10,,20", "10,", "abc", "NaN", "1.5", Huge, Text($"{min - 1}"),
            Text($"{max + 1}"), "10;20"];
        return
        [
            .. values.Select(value => new BadValue([option, value], option, range)),
            new([option, "10,10"], option, "twice"),
            new([option, "10", option, "20"], option),
        ];
    }

    private static BadValue[] NameList(string option, string valid, string misspelt) =>
    [
        new([option, ""], option),
        new([option, ","], option),
        new([option, valid + ",,"], option),
        new([option, misspelt], option, misspelt, valid),
        new([option, valid + "," + valid], option, "twice"),
    ];

    private static BadValue[] Choice(string option, params string[] choices)
    {
        var misspelt = choices[0][..^1];
        var allowed = string.Join(", ", choices);
        return
        [
            new([option, ""], option, allowed),
            new([option, misspelt], option, misspelt, allowed),
            new([option, choices[0].ToUpperInvariant() + "x"], option, allowed),
        ];
    }

    private static BadValue[] Real(string option, string max, string? notAllowed = null)
    {
        string[] values = ["", "abc", "NaN", "Infinity", "-Infinity", "-1", "1e12", Huge, "1,5", "5%"];
        return
        [
            .. values.Select(value => new BadValue([option, value], option, max)),
            .. notAllowed is null ? [] : new[] { new BadValue([option, notAllowed], option, max) },
        ];
    }

    private static BadValue[] Numbers(string option, string zero)
    {
        string[] values = ["", "abc", "NaN", "Infinity", "-1", zero, Huge];
        return [.. values.Select(value => new BadValue([option, value], option))];
    }

    private static BadValue[] Duration(string option, string max, bool allowZero)
    {
        string[] notDurations = ["", "10", "10x", "abc", "-1s", "s", "1.2.3s", "NaN", "Infinitys", "1e3s"];
        return
        [
            .. notDurations.Select(value => new BadValue([option, value], option, "unit")),
            .. allowZero ? [] : new[] { new BadValue([option, "0s"], option, "at most " + max) },
            new([option, "99999999h"], option, "at most " + max),
            new([option, Huge + "h"], option),
        ];
    }

    private static BadValue[] Url(string option) =>
    [
        new([option, ""], option),
        new([option, "abc"], option),
        new([option, "/relative"], option),
        new([option, "ftp://127.0.0.1/"], option),
        new([option, "http://"], option),
    ];

    private static BadValue[] Slo() =>
    [
        new(["--slo", ""], "--slo"),
        new(["--slo", "abc"], "--slo"),
        new(["--slo", "p99<"], "--slo"),
        new(["--slo", "p99<10"], "--slo"),
        new(["--slo", "p99<-1ms"], "--slo"),
        new(["--slo", "p101<10ms"], "--slo"),
        new(["--slo", "p99<NaNms"], "--slo"),
        new(["--slo", "errors<200%"], "--slo"),
    ];

    private static BadValue[] Out() =>
    [
        new(["--out", ""], "--out"),
        new(["--out", Work + "/a-file"], "--out", "a-file"),
        new(["--out", Work + "/full"], "--out", "full"),
    ];

    private static BadValue[] ResultsDir() =>
    [
        new(["--results-dir", ""], "--results-dir"),
        new(["--results-dir", Work + "/a-file"], "--results-dir", "a-file"),
    ];

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    private static string StartAt(TimeSpan fromNow) =>
        (DateTimeOffset.UtcNow + fromNow).ToString("yyyy-MM-dd'T'HH:mm:ss'Z'", CultureInfo.InvariantCulture);
}

/// <summary>A bad value (or line) and the texts its one error line must contain.</summary>
internal sealed record BadValue(string[] Args, params string[] Expected);
