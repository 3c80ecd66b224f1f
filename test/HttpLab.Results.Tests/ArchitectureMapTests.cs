using System.Text.RegularExpressions;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

/// <summary>
/// docs/ARCHITECTURE.md's map of src/ kept in step with the tree: every project and every folder of a project named in
/// its part of the map, and nothing named there that is not in the tree.
/// </summary>
public sealed partial class ArchitectureMapTests
{
    private static readonly string Src = Path.Combine(RepositoryPaths.Root, "src");

    [Fact]
    public void Map_EveryProjectOfSrc_HasItsEntry()
    {
        var map = Map();

        var unmapped = Projects().Where(project => !map.ContainsKey(project)).ToArray();

        Assert.True(unmapped.Length == 0, $"Projects missing from docs/ARCHITECTURE.md: {string.Join(", ", unmapped)}");
    }

    [Fact]
    public void Map_EveryFolderOfAProject_NamedInItsEntry()
    {
        var map = Map();

        var unnamed = Projects()
            .Where(map.ContainsKey)
            .SelectMany(project => Folders(project)
                .Where(folder => !map[project].Named.Contains(folder))
                .Select(folder => $"{project}/{folder}"))
            .ToArray();

        Assert.True(
            unnamed.Length == 0,
            $"Folders that docs/ARCHITECTURE.md does not name in their project's entry: {string.Join(", ", unnamed)}");
    }

    [Fact]
    public void Map_EveryFolderItNames_IsInTheTree()
    {
        var missing = Map()
            .SelectMany(entry => entry.Value.Listed
                .Where(folder => !Directory.Exists(Path.Combine(Src, entry.Key, folder)))
                .Select(folder => $"{entry.Key}/{folder}"))
            .ToArray();

        Assert.True(
            missing.Length == 0,
            $"Folders docs/ARCHITECTURE.md names that src does not have: {string.Join(", ", missing)}");
    }

    /// <summary>
    /// Each project of src in the map (from its line "  HttpLab.Name/" to the next project's) with the folders it
    /// lists, its indented folder lines ("    Engine/", "      Adapters/" below "    Async/": checked against the
    /// tree), and the folders its text names in passing ("Intervals/ (the per-second interval log...)",
    /// "Engines/Http2/"), which count as named but need not be at the project's root ("Assets/" in Html's line).
    /// </summary>
    private static Dictionary<string, Entry> Map()
    {
        var text = File.ReadAllText(Path.Combine(RepositoryPaths.Root, "docs", "ARCHITECTURE.md"));
        var map = new Dictionary<string, Entry>(StringComparer.Ordinal);
        Entry? current = null;
        var inSrc = false;
        var parents = new string?[3];
        foreach (var line in text.Split("```")[1].Split('\n'))
        {
            if (line.Length > 0 && !char.IsWhiteSpace(line[0]))
            {
                // A top-level line of the map (src/, test/, docs/) ends the project before it.
                inSrc = line.StartsWith("src/ ", StringComparison.Ordinal) || line.TrimEnd() == "src/";
                current = null;
                continue;
            }

            var project = ProjectLine().Match(line);
            if (inSrc && project.Success)
            {
                current = map[project.Groups["name"].Value] = new Entry();
                Array.Clear(parents);
            }

            if (current is null)
            {
                continue;
            }

            var folder = project.Success ? Match.Empty : FolderLine().Match(line);
            if (folder.Success)
            {
                var depth = (folder.Groups["indent"].Length / 2) - 2;
                var name = folder.Groups["name"].Value;
                var path = depth > 0 && parents[depth - 1] is { } parent ? $"{parent}/{name}" : name;
                parents[depth] = path;
                Array.Clear(parents, depth + 1, parents.Length - depth - 1);
                current.Listed.Add(path);
                current.Named.Add(path);
            }

            var prose = project.Success ? project.Length : folder.Success ? folder.Length : 0;
            foreach (Match named in NamedFolder().Matches(line[prose..]))
            {
                var segments = named.Groups["path"].Value.TrimEnd('/').Split('/');
                for (var length = 1; length <= segments.Length; length++)
                {
                    current.Named.Add(string.Join('/', segments[..length]));
                }
            }
        }

        return map;
    }

    private static IEnumerable<string> Projects() =>
        Directory.EnumerateDirectories(Src)
            .Select(Path.GetFileName)
            .OfType<string>()
            .Where(name => name.StartsWith("HttpLab.", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal);

    /// <summary>A project's folders that hold source, one level down (build output and Properties aside).</summary>
    private static IEnumerable<string> Folders(string project) =>
        Directory.EnumerateDirectories(Path.Combine(Src, project))
            .Select(Path.GetFileName)
            .OfType<string>()
            .Where(name => name is not ("bin" or "obj" or "Properties"))
            .Order(StringComparer.Ordinal);

    [GeneratedRegex(@"^  (?<name>HttpLab\.[\w.]+)/")]
    private static partial Regex ProjectLine();

    [GeneratedRegex(@"^(?<indent>(?:  ){2,4})(?<name>[A-Z][\w.]*)/")]
    private static partial Regex FolderLine();

    [GeneratedRegex(@"(?<![\w/.])(?<path>(?:[A-Z][\w]*/)+)")]
    private static partial Regex NamedFolder();

    private sealed class Entry
    {
        public HashSet<string> Listed { get; } = new(StringComparer.Ordinal);

        public HashSet<string> Named { get; } = new(StringComparer.Ordinal);
    }
}
