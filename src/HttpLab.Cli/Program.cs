using HttpLab.Cli;

return await HttpLabApp.InvokeAsync(args, CliConsole.System(), CancellationToken.None).ConfigureAwait(false);
