using System.Reflection;
using System.Runtime;
using System.Runtime.InteropServices;

namespace HttpLab.Results;

/// <summary>Describes the machine and build a run is measured on, from what the OS and runtime report.</summary>
public static class EnvironmentProbe
{
    /// <summary>Captures this machine's environment; never throws for an unreadable /proc or /etc file.</summary>
    public static EnvironmentInfo Capture()
    {
        var (version, commit) = EnvironmentText.SplitInformationalVersion(InformationalVersion());
        var gc = GC.GetConfigurationVariables();
        return new EnvironmentInfo
        {
            Os = (OperatingSystem.IsLinux() ? EnvironmentText.PrettyName(ReadOrNull("/etc/os-release")) : null)
                ?? RuntimeInformation.OSDescription,
            Kernel = (OperatingSystem.IsLinux() ? ReadOrNull("/proc/sys/kernel/osrelease")?.Trim() : null)
                ?? Environment.OSVersion.VersionString,
            CpuModel = (OperatingSystem.IsLinux() ? EnvironmentText.CpuModel(ReadOrNull("/proc/cpuinfo")) : null)
                ?? $"unknown {RuntimeInformation.ProcessArchitecture} CPU",
            LogicalCores = Environment.ProcessorCount,
            RuntimeVersion = RuntimeInformation.FrameworkDescription,
            GcMode = EnvironmentText.DescribeGc(
                GCSettings.IsServerGC,
                gc.TryGetValue("ConcurrentGC", out var concurrent) && concurrent is bool isConcurrent
                    ? isConcurrent
                    : GCSettings.LatencyMode != GCLatencyMode.Batch,
                GCSettings.LatencyMode,
                gc.TryGetValue("GCDynamicAdaptationMode", out var adaptation)
                    && Convert.ToInt64(adaptation, System.Globalization.CultureInfo.InvariantCulture) == 1),
            HttpLabVersion = version,
            GitCommit = commit,
        };
    }

    private static string? InformationalVersion()
    {
        // The CLI is the entry assembly in a real run; under a test host, HttpLab's own version is the honest answer.
        var entry = Assembly.GetEntryAssembly();
        var assembly = entry?.GetName().Name?.StartsWith("httplab", StringComparison.OrdinalIgnoreCase) == true
            ? entry
            : typeof(EnvironmentProbe).Assembly;
        return assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion;
    }

    private static string? ReadOrNull(string path)
    {
        try
        {
            return File.Exists(path) ? File.ReadAllText(path) : null;
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }
}
