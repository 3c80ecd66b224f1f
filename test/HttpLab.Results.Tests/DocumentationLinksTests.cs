using System.Text.RegularExpressions;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

/// <summary>
/// The README is where a newcomer starts: every page of docs/ is linked from it, and no link of the README, the docs
/// or bench/README.md points at a file that is not there.
/// </summary>
public sealed partial class DocumentationLinksTests
{
    [Fact]
    public void Readme_EveryDocsPage_Linked()
    {
        var linked = Links(Path.Combine(RepositoryPaths.Root, "README.md")).ToHashSet(StringComparer.Ordinal);

        var unlinked = Directory.EnumerateFiles(Path.Combine(RepositoryPaths.Root, "docs"), "*.md")
            .Where(page => !linked.Contains(page))
            .Select(page => Path.GetRelativePath(RepositoryPaths.Root, page))
            .Order(StringComparer.Ordinal)
            .ToArray();

        Assert.True(unlinked.Length == 0, $"Pages README.md does not link: {string.Join(", ", unlinked)}");
    }

    [Fact]
    public void Documentation_EveryRelativeLink_FindsItsFile()
    {
        var pages = Directory.EnumerateFiles(Path.Combine(RepositoryPaths.Root, "docs"), "*.md")
            .Append(Path.Combine(RepositoryPaths.Root, "README.md"))
            .Append(Path.Combine(RepositoryPaths.Root, "bench", "README.md"));

        var broken = pages
            .SelectMany(page => Links(page)
                .Where(target => !File.Exists(target) && !Directory.Exists(target))
                .Select(target => $"{Path.GetRelativePath(RepositoryPaths.Root, page)} -> "
                    + Path.GetRelativePath(RepositoryPaths.Root, target)))
            .ToArray();

        Assert.True(broken.Length == 0, $"Links to nothing: {string.Join(", ", broken)}");
    }

    /// <summary>The files a Markdown page links to, as full paths (web links and anchors left out).</summary>
    private static IEnumerable<string> Links(string page) =>
        MarkdownLink().Matches(File.ReadAllText(page))
            .Select(link => link.Groups["target"].Value.Split('#')[0])
            .Where(target => target.Length > 0 && !target.Contains("://", StringComparison.Ordinal))
            .Select(target => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(page)!, target)));

    [GeneratedRegex(@"\]\((?<target>[^)\s]+)\)")]
    private static partial Regex MarkdownLink();
}
