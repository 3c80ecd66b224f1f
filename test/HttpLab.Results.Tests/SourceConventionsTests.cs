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
