using HttpLab.Studies.Runtimes;

return await StudyRunnerProgram.RunAsync(args, Console.Out, Console.Error).ConfigureAwait(false);
