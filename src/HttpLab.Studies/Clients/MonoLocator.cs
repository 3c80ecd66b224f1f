namespace HttpLab.Studies.Clients;

/// <summary>Finds the mono executable the way a shell would: a path as given, a bare name on PATH.</summary>
internal static class MonoLocator
{
    private const string InstallHint = "install Mono (on Debian: apt-get install mono-complete)";

    public static string Find(string mono)
    {
        if (mono.Contains(Path.DirectorySeparatorChar, StringComparison.Ordinal) || Path.IsPathRooted(mono))
        {
            return File.Exists(mono)
                ? Path.GetFullPath(mono)
                : throw new StudyFailedException($"clients on Mono: {mono} does not exist; {InstallHint}.");
        }

        var folders = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        return folders.Select(folder => Path.Combine(folder, mono)).FirstOrDefault(File.Exists)
            ?? throw new StudyFailedException($"clients on Mono: '{mono}' is not on PATH; {InstallHint}.");
    }
}
