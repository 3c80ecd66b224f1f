using HttpLab.StudyRunner;

return await StudyRunnerProgram.RunAsync(args, Console.Out, Console.Error).ConfigureAwait(false);
