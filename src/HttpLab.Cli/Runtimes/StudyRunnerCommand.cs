using System.CommandLine;
using HttpLab.Cli.CommandLine;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// <c>httplab study-runner REQUEST</c>, hidden: httplab as its own study runner, for a launch on HttpLab's own
/// runtime (<see cref="SelfRunner"/>), so that several launches need no runner built first.
/// </summary>
internal static class StudyRunnerCommand
{
    public const string Name = "study-runner";

    public static Command Create(CliConsole console)
    {
        var request = new Argument<string>("request") { Description = "The request file httplab run wrote." };
        var command = new Command(Name, "Run one study launch for the httplab run that started it.")
        {
            Hidden = true,
        };
        command.Arguments.Add(request);
        command.SetAction((parseResult, _) => StudyRunnerProgram.RunAsync(
            [parseResult.GetRequiredValue(request)], console.Output, console.Error));
        return command;
    }
}
