using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Runtimes;
using HttpLab.Studies;

namespace HttpLab.Cli.Run;

/// <summary>
/// Where and how often each study's client side runs: <c>--launches</c> (each launch a process of its own),
/// <c>--runtimes</c> or <c>--builds</c> (in turns, against <c>--baseline-runtime</c>), <c>--runtimes-cache</c> and
/// <c>--mono</c>; read into the run's <see cref="RuntimeSelection"/>, or none when every study runs once in httplab.
/// </summary>
internal sealed record LaunchOptionSet(
    Option<int?> Launches,
    Option<StudyRuntime[]> Runtimes,
    Option<StudyBuild[]> Builds,
    Option<string?> BaselineRuntime,
    Option<string> RuntimesCache,
    Option<string?> Mono)
{
    private const int MaxLaunches = 20;

    /// <summary>The launches of each micro-benchmark study and of cancel when --launches is not given.</summary>
    internal static int DefaultLaunches(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => 2,
        StudyProfile.Full => 3,
        _ => 1,
    };

    public static LaunchOptionSet Create()
    {
        var runtimes = new Option<StudyRuntime[]>("--runtimes")
        {
            Description = $"Comma-separated runtimes to run the studies' client side on, each in a process of its own "
                + $"(one of: {StudyRuntime.Names}); the target stays on HttpLab's own. Each runner is built "
                + "self-contained from the package feed's runtime packs on first use and cached in "
                + $"{RunnerBuildCache.DefaultRoot} (see --runtimes-cache). mono runs the clients study's HttpClient "
                + "and HttpWebRequest cases only; load always runs on HttpLab's own runtime.",
            CustomParser = StudyRuntime.ParseList,
            Arity = ArgumentArity.ExactlyOne,
        };
        var builds = new Option<StudyBuild[]>("--builds")
        {
            Description = "Comma-separated builds of HttpLab to measure against each other in one run, LABEL=FOLDER "
                + "each: a checkout of HttpLab (its study runner is built and cached as --runtimes' are) or a "
                + "published httplab folder. The json, cancel, clients and async studies' client side runs in each "
                + "build on HttpLab's own runtime, their launches taking turns (A B, B A...), the target staying this "
                + "httplab's; ratios and verdicts are against the first (or --baseline-runtime LABEL).",
            CustomParser = StudyBuild.ParseList,
            Arity = ArgumentArity.ExactlyOne,
        };
        var baselineRuntime = new Option<string?>("--baseline-runtime")
        {
            Description = "The runtime (or build) the others' ratios and verdicts are against (default: the first in "
                + "--runtimes or --builds).",
        };
        var runtimesCache = new Option<string>("--runtimes-cache")
        {
            Description = "Where the study runners of --runtimes are built and kept.",
            DefaultValueFactory = _ => RunnerBuildCache.DefaultRoot,
        };
        var launches = new Option<int?>("--launches")
        {
            Description = $"How many times each study runs, each time in a process of its own, every other time in "
                + $"reversed case order, its rounds pooled (1 to {MaxLaunches}; default: for the json, clients, async "
                + "and cancel studies 2 under the quick profile and 3 under full, otherwise 1). More than 1 runs each "
                + "study in processes of its own: httplab itself on HttpLab's own runtime, or the runners of "
                + "--runtimes; load's launches run one after another in httplab, each with fresh consumer processes.",
        };
        WholeNumbers.AcceptRange(launches, 1, MaxLaunches);
        NonEmpty.Require(runtimesCache, "a folder");
        var mono = new Option<string?>("--mono")
        {
            Description = "The mono executable for --runtimes mono (default: mono on PATH).",
        };
        NonEmpty.Require(mono, "the mono executable");
        return new LaunchOptionSet(launches, runtimes, builds, baselineRuntime, runtimesCache, mono);
    }

    public IEnumerable<Option> All => [Launches, Runtimes, Builds, BaselineRuntime, RuntimesCache, Mono];

    /// <exception cref="UsageException">Options that do not go together.</exception>
    public RuntimeSelection? Read(ParseResult parseResult, StudyOptions options, StudyProfile profile)
    {
        ArgumentNullException.ThrowIfNull(parseResult);
        return Selection(
            parseResult.GetValue(Runtimes),
            parseResult.GetValue(BaselineRuntime),
            parseResult.GetResult(RuntimesCache) is { Implicit: false },
            parseResult.GetRequiredValue(RuntimesCache),
            parseResult.GetValue(Mono),
            options,
            parseResult.GetValue(Launches),
            profile,
            parseResult.GetValue(Builds));
    }

    internal static RuntimeSelection? Selection(
        StudyRuntime[]? runtimes,
        string? baseline,
        bool cacheGiven,
        string cacheRoot,
        string? mono,
        StudyOptions options,
        int? launchesGiven,
        StudyProfile profile,
        StudyBuild[]? builds = null)
    {
        var launches = launchesGiven ?? 1;
        if (builds is { Length: > 0 })
        {
            if (runtimes is { Length: > 0 })
            {
                throw new UsageException(
                    "--builds runs every build on HttpLab's own runtime: give --builds or --runtimes, not both");
            }

            runtimes = [.. builds.Select(build => build.Runtime)];
        }

        if (mono is not null && runtimes?.Any(runtime => runtime.IsMono) != true)
        {
            throw new UsageException("--mono is the executable of --runtimes mono: add mono to --runtimes");
        }

        // The micro-benchmark studies and cancel are measured in several launches by default: a process has its own JIT
        // and memory layout, and a case can sit 10-18% off in one launch in every round of it.
        int? profileLaunches = launchesGiven is null && DefaultLaunches(profile) > 1
            ? DefaultLaunches(profile)
            : null;
        options = options with
        {
            Cancellation = options.Cancellation.SplitOver(launchesGiven ?? profileLaunches ?? 1, profile),
        };
        if (runtimes is not { Length: > 0 })
        {
            if (baseline is not null)
            {
                throw new UsageException("--baseline-runtime needs --runtimes");
            }

            if (cacheGiven)
            {
                throw new UsageException(
                    "--runtimes-cache holds the study runners of --runtimes: give it with --runtimes");
            }

            if (launches == 1 && profileLaunches is null)
            {
                return null;
            }

            return new RuntimeSelection(
                [StudyRuntime.Current], StudyRuntime.Current.Name, cacheRoot, mono, options, launches)
            {
                OwnRuntime = true,
                ProfileLaunches = profileLaunches,
            };
        }

        if (baseline is not null && runtimes.All(runtime => runtime.Name != baseline))
        {
            var named = string.Join(",", runtimes.AsEnumerable());
            var option = builds is { Length: > 0 } ? "--builds" : "--runtimes";
            throw new UsageException($"--baseline-runtime '{baseline}' is not among {option} ({named})");
        }

        return new RuntimeSelection(runtimes, baseline ?? runtimes[0].Name, cacheRoot, mono, options, launches)
        {
            ProfileLaunches = profileLaunches,
            Builds = builds is { Length: > 0 } ? builds : null,
        };
    }
}
