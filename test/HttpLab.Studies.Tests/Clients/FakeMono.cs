namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// A shell script standing in for mono, to drive <see cref="HttpLab.Studies.Clients.FrameworkClientsRun"/> through
/// a child's failures without Mono installed.
/// </summary>
internal static class FakeMono
{
    public static string Write(string folder, params string[] lines)
    {
        var path = Path.Combine(folder, "fake-mono.sh");
        File.WriteAllText(path, string.Join('\n', ["#!/bin/sh", .. lines]) + "\n");
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
        return path;
    }

    /// <summary>An empty file where the run expects the exe it hands to mono, which the stand-in ignores.</summary>
    public static string Executable(string folder)
    {
        var path = Path.Combine(folder, "HttpLab.Clients.Framework.exe");
        File.WriteAllText(path, string.Empty);
        return path;
    }
}
