using System.Diagnostics;
using System.Reflection;
using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// Builds HttpLab.Clients.Framework with the command <see cref="FrameworkClientsRun"/>'s contract names,
/// <c>dotnet build src/HttpLab.Clients.Framework -c Release -o DIR</c>, once per test class, on first use.
/// </summary>
public sealed class FrameworkClientsBuild : IDisposable
{
    private readonly TemporaryDirectory output = new("httplab-clients-framework-");
    private readonly SemaphoreSlim gate = new(1, 1);
    private string? executable;

    public async Task<string> ExecutableAsync()
    {
        await gate.WaitAsync();
        try
        {
            return executable ??= await BuildAsync();
        }
        finally
        {
            gate.Release();
        }
    }

    public void Dispose()
    {
        output.Dispose();
        gate.Dispose();
    }

    private async Task<string> BuildAsync()
    {
        var project = Path.Combine(RepositoryRoot(), "src", "HttpLab.Clients.Framework");
        var start = new ProcessStartInfo("dotnet")
        {
            ArgumentList = { "build", project, "-c", "Release", "-o", output.Path, "-v", "q", "-nologo" },
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using var build = Process.Start(start)!;
        var stdout = build.StandardOutput.ReadToEndAsync();
        var stderr = build.StandardError.ReadToEndAsync();
        await build.WaitForExitAsync();
        Assert.True(
            build.ExitCode == 0, $"dotnet build {project} exited {build.ExitCode}:\n{await stdout}\n{await stderr}");
        return Path.Combine(output.Path, "HttpLab.Clients.Framework.exe");
    }

    private static string RepositoryRoot()
    {
        var projectDirectory = typeof(FrameworkClientsBuild).Assembly
            .GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(attribute => attribute.Key == "ProjectDirectory")
            .Value!;
        foreach (var start in new[] { AppContext.BaseDirectory, projectDirectory })
        {
            for (var directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
            {
                if (File.Exists(Path.Combine(directory.FullName, "HttpLab.slnx")))
                {
                    return directory.FullName;
                }
            }
        }

        throw new InvalidOperationException($"No folder holding HttpLab.slnx above '{projectDirectory}'.");
    }
}
