using HttpLab.Results;

namespace HttpLab.Cli.Tests;

/// <summary>
/// Tests of the commands that read saved runs (compare, report): a temporary folder of their own, the runs they save
/// into it (<see cref="SavedRuns"/>) and <see cref="Out"/>, where the command under test writes.
/// </summary>
/// <param name="folderPrefix">The start of the temporary folder's name, to tell whose folder is left behind.</param>
public abstract class SavedRunsTests(string folderPrefix) : IDisposable
{
    protected TemporaryDirectory Work { get; } = new(folderPrefix);

    protected string Out => Path.Combine(Work.Path, "out");

    public void Dispose()
    {
        Work.Dispose();
        GC.SuppressFinalize(this);
    }

    /// <summary>The run's results.json in a new folder <paramref name="name"/> of <see cref="Work"/>.</summary>
    protected Task<string> WriteAsync(string name, RunResult run) =>
        SavedRuns.WriteAsync(Work.Path, name, run);
}
