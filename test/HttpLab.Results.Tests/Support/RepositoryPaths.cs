using System.Reflection;

namespace HttpLab.Results.Tests.Support;

/// <summary>
/// Finds the repository root: up from the test binaries, or up from the project folder when built elsewhere.
/// </summary>
internal static class RepositoryPaths
{
    public static string ProjectDirectory { get; } =
        typeof(RepositoryPaths).Assembly
            .GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(attribute => attribute.Key == "ProjectDirectory")
            .Value!;

    // Declared after ProjectDirectory: static initializers run in textual order.
    public static string Root { get; } = FindRoot();

    private static string FindRoot()
    {
        // With --artifacts-path outside the repository the binaries have no repository above them.
        foreach (var start in new[] { AppContext.BaseDirectory, ProjectDirectory })
        {
            for (var directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
            {
                if (File.Exists(Path.Combine(directory.FullName, "HttpLab.slnx")))
                {
                    return directory.FullName;
                }
            }
        }

        throw new InvalidOperationException(
            $"No folder holding HttpLab.slnx above '{AppContext.BaseDirectory}' or '{ProjectDirectory}'.");
    }
}
