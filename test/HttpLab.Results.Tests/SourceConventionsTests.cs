using HttpLab.Results.Charts;
using HttpLab.Results.Formatting;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

/// <summary>What every source file in the repository keeps to, checked where the output's formatting lives.</summary>
public sealed class SourceConventionsTests
{
    private const char MicroSign = '\u00b5';

    [Fact]
    public void Sources_MicroSign_OnlyTheGreekMuTheTablesAndChartsUse()
    {
        var symbol = TimeUnit.Microsecond.Symbol;
        var offenders = SourceFiles()
            .SelectMany(file => File.ReadLines(file).Select((line, index) => (file, line, index)))
            .Where(entry => entry.line.Contains(MicroSign, StringComparison.Ordinal))
            .Select(entry => $"{Path.GetRelativePath(RepositoryPaths.Root, entry.file)}:{entry.index + 1}")
            .ToArray();

        Assert.Equal("\u03bcs", symbol);
        Assert.NotEqual(DejaVuSansWidths.Unknown, DejaVuSansWidths.Of(symbol[0], bold: false));
        Assert.NotEqual(DejaVuSansWidths.Unknown, DejaVuSansWidths.Of(symbol[0], bold: true));
        Assert.True(offenders.Length == 0, $"U+00B5 MICRO SIGN instead of U+03BC in: {string.Join(", ", offenders)}");
    }

    [Fact]
    public void Sources_LineLength_AtMostTheEditorConfigLimit()
    {
        var limit = MaxLineLength();
        var offenders = SourceFiles()
            .Where(file => Path.GetExtension(file) is ".cs" or ".fs")
            .SelectMany(file => File.ReadLines(file).Select((line, index) => (file, line, index)))
            .Where(entry => entry.line.Length > limit)
            .Select(entry => $"{Path.GetRelativePath(RepositoryPaths.Root, entry.file)}:{entry.index + 1}")
            .ToArray();

        Assert.InRange(limit, 80, 200);
        Assert.True(offenders.Length == 0, $"Lines over {limit} characters: {string.Join(", ", offenders)}");
    }

    /// <summary>
    /// The servers a request reaches, the target and the consumer API, use no file-system API at all, so nothing a
    /// request names (a path, a card, a query parameter) can make them read or write a file; nor does the C# they run
    /// from other projects, the wire contracts and the C# card adapter.
    /// </summary>
    [Fact]
    public void ServerSources_NoFileSystemApi()
    {
        string[] fileSystemApis =
        [
            "File.", "FileStream", "FileInfo", "Directory.", "DirectoryInfo", "PhysicalFile", "StaticFiles",
            "SendFileAsync", "FileProvider", "System.IO.Path",
        ];
        var servers = new[] { "HttpLab.Target", "HttpLab.Consumer", "HttpLab.Contracts", "HttpLab.Adapters.CSharp" }
            .Select(project => Path.Combine(RepositoryPaths.Root, "src", project))
            .ToArray();
        var offenders = servers
            .SelectMany(folder => Directory.EnumerateFiles(folder, "*.cs", SearchOption.AllDirectories))
            .Where(file => !IsBuildOutput(file))
            .SelectMany(file => File.ReadLines(file).Select((line, index) => (file, line, index)))
            .Where(entry => !entry.line.TrimStart().StartsWith("//", StringComparison.Ordinal)
                && fileSystemApis.Any(api => entry.line.Contains(api, StringComparison.Ordinal)))
            .Select(entry => $"{Path.GetRelativePath(RepositoryPaths.Root, entry.file)}:{entry.index + 1}")
            .ToArray();

        Assert.All(servers, folder => Assert.True(Directory.Exists(folder), folder));
        Assert.True(offenders.Length == 0, $"File-system API in a server: {string.Join(", ", offenders)}");
    }

    /// <summary>The max_line_length .editorconfig sets for C# and F# files, so the limit is written once.</summary>
    private static int MaxLineLength()
    {
        var section = string.Empty;
        foreach (var line in File.ReadLines(Path.Combine(RepositoryPaths.Root, ".editorconfig")))
        {
            var text = line.Trim();
            if (text.StartsWith('['))
            {
                section = text;
            }
            else if (section == "[*.{cs,fs}]" && text.StartsWith("max_line_length", StringComparison.Ordinal))
            {
                return int.Parse(text.Split('=')[1], System.Globalization.CultureInfo.InvariantCulture);
            }
        }

        throw new InvalidOperationException("The .editorconfig sets no max_line_length for [*.{cs,fs}].");
    }

    private static IEnumerable<string> SourceFiles() =>
        new[] { "src", "test", "bench", "docs" }
            .Select(folder => Path.Combine(RepositoryPaths.Root, folder))
            .Where(Directory.Exists)
            .SelectMany(folder => Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories))
            .Where(file => Path.GetExtension(file) is ".cs" or ".fs" or ".md" or ".sh" or ".py")
            .Where(file => !IsBuildOutput(file))
            .Append(Path.Combine(RepositoryPaths.Root, "README.md"));

    private static bool IsBuildOutput(string file) =>
        file.Split(Path.DirectorySeparatorChar).Any(part => part is "bin" or "obj");
}
