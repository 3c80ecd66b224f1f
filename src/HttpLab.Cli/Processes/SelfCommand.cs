using System.Reflection;

namespace HttpLab.Cli.Processes;

/// <summary>How to start another httplab process: the app host itself, or <c>dotnet httplab.dll</c>.</summary>
internal sealed record SelfCommand(string FileName, IReadOnlyList<string> PrefixArguments)
{
    public static SelfCommand Current
    {
        get
        {
            var processPath = Environment.ProcessPath
                ?? throw new InvalidOperationException("The path of this process is unknown.");
            return Path.GetFileNameWithoutExtension(processPath) == "dotnet"
                ? new SelfCommand(processPath, [Assembly.GetEntryAssembly()!.Location])
                : new SelfCommand(processPath, []);
        }
    }
}
