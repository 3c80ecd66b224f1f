using System.Net.Http;
using System.Reflection;
using System.Runtime.InteropServices;

namespace HttpLab.Clients.Framework;

/// <summary>What this program runs on, as the runtime itself reports it.</summary>
internal static class RuntimeDescription
{
    /// <summary>
    /// Mono's own display name (what <c>mono --version</c> prints, e.g. "Mono 6.8.0.105 (Debian
    /// 6.8.0.105+dfsg-3.3...)"), or the .NET Framework's description elsewhere.
    /// </summary>
    public static string Runtime()
    {
        var displayName = Type.GetType("Mono.Runtime")
            ?.GetMethod("GetDisplayName", BindingFlags.NonPublic | BindingFlags.Static)
            ?.Invoke(null, null) as string;
        return displayName is null ? RuntimeInformation.FrameworkDescription : "Mono " + displayName;
    }

    /// <summary>
    /// The handler Mono's HttpClientHandler sends through (the one in its private field), or null where it delegates to
    /// none (the .NET Framework's sends through HttpWebRequest itself).
    /// </summary>
    public static string? HttpClientHandler()
    {
        using var handler = new HttpClientHandler();
        return typeof(HttpClientHandler)
            .GetFields(BindingFlags.NonPublic | BindingFlags.Instance)
            .Select(field => field.GetValue(handler))
            .OfType<HttpMessageHandler>()
            .Select(inner => inner.GetType().FullName)
            .FirstOrDefault();
    }
}
