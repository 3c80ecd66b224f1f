using HttpLab.Cli.Processes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// The study runner of HttpLab's own runtime: this httplab itself (<c>httplab study-runner</c>), nothing to build.
/// It serves the launches of a run without <c>--runtimes</c>.
/// </summary>
internal static class SelfRunner
{
    public static RunnerBuild For(SelfCommand self)
    {
        ArgumentNullException.ThrowIfNull(self);
        return new RunnerBuild(
            StudyRuntime.Current,
            self.FileName,
            [.. self.PrefixArguments, StudyRunnerCommand.Name],
            AppContext.BaseDirectory);
    }
}
