using System.Diagnostics;
using System.Reflection;
using System.Runtime.InteropServices;
using HttpLab.Studies.Runtimes;

namespace HttpLab.Cli.Runtimes;

/// <summary>
/// Builds the study runner for a runtime once per version of HttpLab's sources and keeps it under <see cref="Root"/>.
/// For .NET, <c>dotnet publish</c> makes it self-contained for the runtime's target framework, from the runtime packs
/// the package feed serves, so no runtime is installed system-wide; for the runtime httplab itself runs on, which is
/// installed, it makes a framework-dependent runner that the same <c>dotnet</c> runs (no runtime pack to restore;
/// 84 MB where the self-contained .NET 8 runner takes 138); for Mono, <c>dotnet build</c> makes the net48 program
/// that the <c>mono</c> on PATH runs. A build that fails makes its runtime unavailable, naming the log.
/// </summary>
internal sealed class RunnerBuildCache(string root, string? sourceRoot, string? monoPath)
{
    public const string RunnerProject = "src/HttpLab.StudyRunner/HttpLab.StudyRunner.csproj";
    public const string RunnerName = "httplab-study-runner";
    private const string MonoProject = "src/HttpLab.Clients.Framework/HttpLab.Clients.Framework.csproj";
    private const string MonoProgram = "HttpLab.Clients.Framework.exe";

    private string? fingerprint;

    /// <summary>
    /// Where builds are kept unless <c>--runtimes-cache</c> says otherwise: <c>$XDG_CACHE_HOME/httplab/runtimes</c>,
    /// or <c>~/.cache/httplab/runtimes</c>.
    /// </summary>
    public static string DefaultRoot { get; } = Path.Combine(
        Environment.GetEnvironmentVariable("XDG_CACHE_HOME") is { Length: > 0 } cache
            ? cache
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".cache"),
        "httplab",
        "runtimes");

    /// <summary>The dotnet that runs this httplab (an SDK command's own host), or <c>dotnet</c> on PATH.</summary>
    public static string DotnetHost =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";

    /// <summary>The repository HttpLab was built from (recorded at build time), or null when unknown.</summary>
    public static string? BuiltFromSources =>
        typeof(RunnerBuildCache).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(attribute => attribute.Key == "HttpLab.SourceRoot")?.Value;

    public string Root { get; } = Path.GetFullPath(root);

    /// <summary>The runner for <paramref name="runtime"/>, from the cache or built now.</summary>
    /// <exception cref="RuntimeUnavailableException">It cannot be had here; the message says why.</exception>
    public async Task<RunnerBuild> GetAsync(StudyRuntime runtime, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        var mono = runtime.IsMono ? FindMono() : null;
        var sources = CheckedSourceRoot(runtime);
        fingerprint ??= SourceFingerprint.Compute(sources);
        var folder = Path.Combine(Root, $"{runtime.Name}-{fingerprint}");
        if (!Directory.Exists(folder))
        {
            var started = Stopwatch.GetTimestamp();
            try
            {
                await BuildAsync(runtime, sources, folder, cancellationToken).ConfigureAwait(false);
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                throw new RuntimeUnavailableException(
                    $"its study runner cannot be built into {Root}: {exception.Message} (see --runtimes-cache)");
            }

            return Runner(runtime, folder, mono) with { BuildTime = Stopwatch.GetElapsedTime(started) };
        }

        return Runner(runtime, folder, mono);
    }

    private static RunnerBuild Runner(StudyRuntime runtime, string folder, string? mono) => mono is not null
        ? new RunnerBuild(runtime, mono, [Path.Combine(folder, MonoProgram)], folder)
        : runtime.IsHttplabsOwn
            ? new RunnerBuild(runtime, DotnetHost, [Path.Combine(folder, RunnerName + ".dll")], folder)
            : new RunnerBuild(runtime, Path.Combine(folder, RunnerName), [], folder);

    private string CheckedSourceRoot(StudyRuntime runtime)
    {
        var project = runtime.IsMono ? MonoProject : RunnerProject;
        if (sourceRoot is null || !File.Exists(Path.Combine(sourceRoot, project)))
        {
            throw new RuntimeUnavailableException(
                "its study runner is built from HttpLab's sources, and "
                + $"{Path.Combine(sourceRoot ?? "(unknown)", project)} is not there; run HttpLab from its repository "
                + "(./httplab)");
        }

        return sourceRoot;
    }

    private string FindMono()
    {
        if (monoPath is not null)
        {
            return File.Exists(monoPath)
                ? monoPath
                : throw new RuntimeUnavailableException($"--mono {monoPath} does not exist");
        }

        var found = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(folder => Path.Combine(folder, "mono"))
            .FirstOrDefault(File.Exists);
        return found ?? throw new RuntimeUnavailableException(
            "Mono is not installed (no mono on PATH; on Debian: apt-get install mono-complete)");
    }

    private async Task BuildAsync(
        StudyRuntime runtime, string sources, string folder, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(Root);
        var staging = $"{folder}.building-{Environment.ProcessId}";
        var log = $"{folder}.build.log";
        IReadOnlyList<string> arguments = runtime.IsMono
            ? ["build", Path.Combine(sources, MonoProject), "-c", "Release", "-o", staging, "-nologo"]
            :
            [
                "publish", Path.Combine(sources, RunnerProject), "-c", "Release", "-f", runtime.TargetFramework!,
                .. runtime.IsHttplabsOwn
                    ? (string[])[]
                    : ["-r", RuntimeInformation.RuntimeIdentifier, "--self-contained"],
                "-o", staging, "-nologo",
            ];
        var (exitCode, output) = await RunAsync(DotnetHost, arguments, cancellationToken).ConfigureAwait(false);
        await File.WriteAllTextAsync(log, output, CancellationToken.None).ConfigureAwait(false);
        if (exitCode != 0)
        {
            TryDelete(staging);
            var firstError = output.Split('\n')
                .FirstOrDefault(line => line.Contains(" error ", StringComparison.Ordinal))?.Trim()
                ?? $"dotnet exited with code {exitCode}";
            throw new RuntimeUnavailableException(
                $"building its study runner failed: {firstError} (log: {log})");
        }

        try
        {
            Directory.Move(staging, folder);
        }
        catch (IOException) when (Directory.Exists(folder))
        {
            // Another httplab built the same runner meanwhile; both builds are of the same sources.
            TryDelete(staging);
        }
    }

    private static async Task<(int ExitCode, string Output)> RunAsync(
        string fileName, IReadOnlyList<string> arguments, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(fileName);
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        var output = new StringWriter();
        void Keep(string line)
        {
            lock (output)
            {
                output.WriteLine(line);
            }
        }

        try
        {
            var exitCode = await ChildProcess.RunAsync(startInfo, Keep, Keep, cancellationToken).ConfigureAwait(false);
            return (exitCode, output.ToString());
        }
        catch (System.ComponentModel.Win32Exception exception)
        {
            throw new RuntimeUnavailableException(
                $"its study runner is built with the .NET SDK, and {fileName} did not start ({exception.Message})");
        }
    }

    private static void TryDelete(string folder)
    {
        try
        {
            if (Directory.Exists(folder))
            {
                Directory.Delete(folder, recursive: true);
            }
        }
        catch (IOException)
        {
            // A half-built folder under its own .building name is never used; it can be deleted by hand.
        }
    }
}
