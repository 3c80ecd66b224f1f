using System.Globalization;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies;
using HttpLab.Studies.Engine;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A study that runs on HttpLab's own runtime only (load) measured in several launches, one after another in this
/// process: each launch a whole run of the study (the load study starts a fresh consumer process for every route) with
/// its files in <c>launch-N</c>, every other launch in reversed case order, pooled as a runner's launches are
/// (<see cref="LaunchPool"/>): a distribution's histograms added with each launch's statistics kept, a case measured
/// another way (a route's capacity search) once per launch. What one launch cannot show, the spread from one run to
/// the next, the launches show side by side.
/// </summary>
internal sealed class RepeatedStudy(IStudy study, int launches) : IStudy
{
    public string Name => study.Name;

    public string Title => study.Title;

    public string Description => study.Description;

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var suites = new List<SuiteResult>();
        for (var launch = 1; launch <= launches; launch++)
        {
            var label = string.Create(CultureInfo.InvariantCulture, $"launch {launch}/{launches}: ");
            var launchContext = context with
            {
                Artifacts = context.Artifacts.Subfolder(
                    string.Create(CultureInfo.InvariantCulture, $"launch-{launch}")),
                Order = RuntimesStudy.Order(context.Order, launch),
                Progress = new SynchronousProgress<StudyProgress>(
                    update => context.Progress.Report(update with { CurrentCase = label + update.CurrentCase })),
            };
            try
            {
                suites.Add(await study.RunAsync(launchContext, cancellationToken).ConfigureAwait(false));
            }
            catch (StudyInterruptedException interrupted)
            {
                throw new StudyInterruptedException(Pooled([.. suites, interrupted.Partial]), interrupted);
            }
            catch (StudyFailedException failed) when (failed.Partial is not null || suites.Count > 0)
            {
                // The launches measured before the failure stay in the results, pooled with what the failed one got.
                List<SuiteResult> measured = failed.Partial is { } partial ? [.. suites, partial] : suites;
                throw new StudyFailedException(failed.Message, Pooled(measured), failed);
            }
        }

        return Pooled(suites);
    }

    private static SuiteResult Pooled(IReadOnlyList<SuiteResult> suites) =>
        LaunchPool.Pool(suites, "one after another in this process");
}
