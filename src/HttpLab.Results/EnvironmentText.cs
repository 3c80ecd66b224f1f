using System.Runtime;

namespace HttpLab.Results;

/// <summary>
/// The parsing behind <see cref="EnvironmentProbe"/>, kept pure so it is tested without this machine.
/// </summary>
internal static class EnvironmentText
{
    /// <summary>PRETTY_NAME from /etc/os-release, e.g. "Debian GNU/Linux 12 (bookworm)".</summary>
    public static string? PrettyName(string? osRelease) =>
        osRelease is null ? null : Value(osRelease, '=', "PRETTY_NAME")?.Trim('"', '\'');

    /// <summary>The first "model name" of /proc/cpuinfo, e.g. "AMD EPYC 7763 64-Core Processor".</summary>
    public static string? CpuModel(string? cpuInfo) => cpuInfo is null ? null : Value(cpuInfo, ':', "model name");

    /// <summary>
    /// The SDK writes "0.1.0+&lt;commit sha&gt;"; the part after '+' is the commit, when there is one.
    /// </summary>
    public static (string Version, string? Commit) SplitInformationalVersion(string? informationalVersion)
    {
        if (string.IsNullOrWhiteSpace(informationalVersion))
        {
            return ("unknown", null);
        }

        var plus = informationalVersion.IndexOf('+', StringComparison.Ordinal);
        return plus < 0
            ? (informationalVersion, null)
            : (informationalVersion[..plus],
                plus + 1 < informationalVersion.Length ? informationalVersion[(plus + 1)..] : null);
    }

    /// <summary>"Server, concurrent, DATAS" or "Workstation, non-concurrent, latency mode LowLatency".</summary>
    public static string DescribeGc(bool isServer, bool concurrent, GCLatencyMode latencyMode, bool dynamicAdaptation)
    {
        var parts = new List<string>
        {
            isServer ? "Server" : "Workstation",
            concurrent ? "concurrent" : "non-concurrent",
        };

        // DATAS (dynamic adaptation to application sizes) changes server GC's heap count at run time; it matters for
        // allocation-heavy numbers.
        if (isServer && dynamicAdaptation)
        {
            parts.Add("DATAS");
        }

        // Interactive and Batch are what "concurrent" and "non-concurrent" already say; any other mode was chosen on
        // purpose.
        if (latencyMode is not (GCLatencyMode.Interactive or GCLatencyMode.Batch))
        {
            parts.Add($"latency mode {latencyMode}");
        }

        return string.Join(", ", parts);
    }

    private static string? Value(string text, char separator, string key)
    {
        foreach (var line in text.Split('\n'))
        {
            var index = line.IndexOf(separator, StringComparison.Ordinal);
            if (index > 0 && line[..index].Trim().Equals(key, StringComparison.Ordinal))
            {
                var value = line[(index + 1)..].Trim();
                return value.Length == 0 ? null : value;
            }
        }

        return null;
    }
}
