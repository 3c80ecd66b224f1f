using System.Globalization;
using System.Text;

namespace HttpLab.Results.Formatting;

/// <summary>Turns suite names into file and folder names that are valid on every OS we run on.</summary>
internal static class FileNames
{
    // Windows' reserved characters, not just this OS's: a results folder is often copied to another machine.
    private const string Reserved = "<>:\"/\\|?*";

    public static string Safe(string name)
    {
        var builder = new StringBuilder(name.Length);
        foreach (var character in name)
        {
            builder.Append(
                char.IsControl(character) || Reserved.Contains(character, StringComparison.Ordinal) ? '_' : character);
        }

        // Windows drops trailing dots and spaces, which would make "a." and "a" the same file.
        var safe = builder.ToString().TrimEnd('.', ' ');
        return safe.Length == 0 || safe == "." ? "_" : safe;
    }

    /// <summary>
    /// One file name per suite, made unique with "-2", "-3"... should two suites' names collide once made safe.
    /// </summary>
    public static IReadOnlyList<string> ForSuites(IReadOnlyList<SuiteResult> suites, string extension)
    {
        var taken = new HashSet<string>(StringComparer.OrdinalIgnoreCase);
        var names = new List<string>(suites.Count);
        foreach (var suite in suites)
        {
            var stem = Safe(suite.Name);
            var name = stem + extension;
            for (var attempt = 2; !taken.Add(name); attempt++)
            {
                name = string.Create(CultureInfo.InvariantCulture, $"{stem}-{attempt}{extension}");
            }

            names.Add(name);
        }

        return names;
    }
}
