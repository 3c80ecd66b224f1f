using HttpLab.Cli;
using HttpLab.Cli.CommandLine;

return await HttpLabApp.InvokeAsync(args, CliConsole.System(), CancellationToken.None).ConfigureAwait(false);
