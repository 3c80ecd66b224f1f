using System.CommandLine.Parsing;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A runtime the studies' client side can run on: a .NET version, in a study runner published for its target framework
/// (self-contained, unless it is the .NET httplab runs on), or Mono (the .NET Framework on Linux), which runs the
/// clients study's HttpClient and HttpWebRequest cases from a net48 build.
/// </summary>
internal sealed record StudyRuntime(string Name, string? TargetFramework)
{
    public static IReadOnlyList<StudyRuntime> All { get; } =
    [
        new("net8.0", "net8.0"),
        new("net9.0", "net9.0"),
        new("net10.0", "net10.0"),
        new("mono", null),
    ];

    /// <summary>The .NET HttpLab itself runs on.</summary>
    public static StudyRuntime Current { get; } =
        All.Single(runtime => runtime.TargetFramework == $"net{Environment.Version.Major}.0");

    public bool IsMono => TargetFramework is null;

    /// <summary>The .NET httplab runs on (a build of HttpLab measured with <c>--builds</c> runs on it too).</summary>
    public bool IsHttplabsOwn => TargetFramework == Current.TargetFramework;

    public static string Names => string.Join(", ", All.Select(runtime => runtime.Name));

    /// <summary>Parses <c>--runtimes net8.0,net10.0</c>: known names, each once, in the order given.</summary>
    public static StudyRuntime[] ParseList(ArgumentResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var text = result.Tokens.Single().Value;
        var runtimes = new List<StudyRuntime>();
        foreach (var name in text.Split(',', StringSplitOptions.TrimEntries))
        {
            var runtime = All.FirstOrDefault(candidate => candidate.Name == name);
            if (runtime is null)
            {
                result.AddError(
                    $"--runtimes '{text}': '{name}' is not a runtime HttpLab knows; the runtimes are: {Names}");
                return [];
            }

            if (runtimes.Contains(runtime))
            {
                result.AddError($"--runtimes '{text}': '{name}' is named twice");
                return [];
            }

            runtimes.Add(runtime);
        }

        return [.. runtimes];
    }

    public override string ToString() => Name;
}
