using System.Security.Cryptography;
using System.Text;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// A short hash of HttpLab's sources and build settings: a cached study runner is reused only while it matches, so a
/// changed study is never measured from an old build.
/// </summary>
internal static class SourceFingerprint
{
    private static readonly string[] RootFiles =
        ["Directory.Build.props", "Directory.Packages.props", "global.json", "nuget.config"];

    private static readonly HashSet<string> SourceExtensions =
        new(StringComparer.OrdinalIgnoreCase) { ".cs", ".fs", ".csproj", ".fsproj", ".props", ".targets", ".json" };

    public static string Compute(string sourceRoot)
    {
        var files = Directory.EnumerateFiles(Path.Combine(sourceRoot, "src"), "*", SearchOption.AllDirectories)
            .Where(path => SourceExtensions.Contains(Path.GetExtension(path)) && !IsBuildOutput(sourceRoot, path))
            .Concat(RootFiles.Select(name => Path.Combine(sourceRoot, name)).Where(File.Exists))
            .Select(path => Path.GetRelativePath(sourceRoot, path).Replace('\\', '/'))
            .Order(StringComparer.Ordinal);
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        foreach (var relativePath in files)
        {
            hash.AppendData(Encoding.UTF8.GetBytes(relativePath + "\n"));
            hash.AppendData(File.ReadAllBytes(Path.Combine(sourceRoot, relativePath)));
        }

        return Convert.ToHexStringLower(hash.GetHashAndReset())[..16];
    }

    private static bool IsBuildOutput(string sourceRoot, string path)
    {
        var parts = Path.GetRelativePath(sourceRoot, path).Split(Path.DirectorySeparatorChar);
        return parts.Contains("bin") || parts.Contains("obj");
    }
}
