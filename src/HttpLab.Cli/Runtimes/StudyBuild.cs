using System.CommandLine.Parsing;
using System.Text.RegularExpressions;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// One build of HttpLab named in <c>httplab run --builds LABEL=FOLDER,...</c>, whose study runner measures the client
/// side: a checkout of HttpLab (its runner is built and cached like a runtime's) or a published httplab folder. It runs
/// on HttpLab's own runtime, under <see cref="Label"/> where a runtime's name would stand.
/// </summary>
internal sealed partial record StudyBuild(string Label, string Folder)
{
    public StudyRuntime Runtime { get; } = new(Label, StudyRuntime.Current.TargetFramework);

    /// <summary>
    /// This build's study runner: the study runner built from its sources (a checkout) and cached under
    /// <paramref name="cacheRoot"/>, or, in a published folder, <c>httplab study-runner</c> or a published
    /// <c>httplab-study-runner</c>.
    /// </summary>
    /// <exception cref="RuntimeUnavailableException">The folder is none of these, or the build failed.</exception>
    public async Task<RunnerBuild> RunnerAsync(string cacheRoot, CancellationToken cancellationToken)
    {
        if (File.Exists(Path.Combine(Folder, RunnerBuildCache.RunnerProject)))
        {
            return await new RunnerBuildCache(cacheRoot, Folder, monoPath: null)
                .GetAsync(Runtime, cancellationToken)
                .ConfigureAwait(false);
        }

        var httplab = Path.Combine(Folder, "httplab.dll");
        if (File.Exists(httplab))
        {
            return new RunnerBuild(Runtime, RunnerBuildCache.DotnetHost, [httplab, StudyRunnerCommand.Name], Folder);
        }

        var runner = Path.Combine(Folder, RunnerBuildCache.RunnerName);
        return File.Exists(runner)
            ? new RunnerBuild(Runtime, runner, [], Folder)
            : throw new RuntimeUnavailableException(
                $"{Folder} is neither a checkout of HttpLab ({RunnerBuildCache.RunnerProject}) nor a published httplab "
                + $"(httplab.dll) or study runner ({RunnerBuildCache.RunnerName})");
    }

    /// <summary>
    /// Parses <c>--builds before=../old,after=.</c>: labels of letters, digits, '.', '-' or '_', each once, and folders
    /// that exist.
    /// </summary>
    public static StudyBuild[] ParseList(ArgumentResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var text = result.Tokens.Single().Value;
        var builds = new List<StudyBuild>();
        foreach (var part in text.Split(',', StringSplitOptions.TrimEntries))
        {
            var error = Parse(part, builds, out var build);
            if (error is not null)
            {
                result.AddError($"--builds '{text}': {error}");
                return [];
            }

            builds.Add(build!);
        }

        return [.. builds];
    }

    private static string? Parse(string part, List<StudyBuild> earlier, out StudyBuild? build)
    {
        build = null;
        var equals = part.IndexOf('=', StringComparison.Ordinal);
        if (equals < 0)
        {
            return $"'{part}' is not LABEL=FOLDER";
        }

        var label = part[..equals].Trim();
        var folder = part[(equals + 1)..].Trim();
        if (!LabelPattern().IsMatch(label))
        {
            return $"'{label}' is not a label (letters, digits, '.', '-' or '_')";
        }

        if (StudyRuntime.All.Any(runtime => runtime.Name == label))
        {
            return $"'{label}' is the name of a runtime; label a build by what it is, such as before or after";
        }

        if (earlier.Any(other => other.Label == label))
        {
            return $"'{label}' is named twice";
        }

        if (!Directory.Exists(folder))
        {
            return $"{folder} is not a folder";
        }

        build = new StudyBuild(label, Path.GetFullPath(folder));
        return null;
    }

    [GeneratedRegex("^[A-Za-z0-9._-]{1,40}$")]
    private static partial Regex LabelPattern();
}
