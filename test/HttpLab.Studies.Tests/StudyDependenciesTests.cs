using System.Reflection;

namespace HttpLab.Studies.Tests;

/// <summary>
/// The studies reach the servers over HTTP only: what they share with them (routes, limits, records, checksums, the
/// card catalog) is HttpLab.Contracts, so neither the studies nor anything they use is built against server code.
/// </summary>
public sealed class StudyDependenciesTests
{
    private static readonly string[] Servers = ["HttpLab.Target", "HttpLab.Consumer"];

    [Fact]
    public void StudiesAssembly_HttpLabReferences_NoServerEvenThroughAnotherAssembly()
    {
        var referencedBy = HttpLabReferences(typeof(IStudy).Assembly);

        var servers = Servers
            .Where(referencedBy.ContainsKey)
            .Select(server => $"{server} (referenced by {referencedBy[server]})")
            .ToArray();

        Assert.Contains("HttpLab.Contracts", referencedBy.Keys);
        Assert.Contains("HttpLab.Adapters.CSharp", referencedBy.Keys);
        Assert.True(servers.Length == 0, $"HttpLab.Studies depends on a server: {string.Join(", ", servers)}");
    }

    /// <summary>
    /// Every HttpLab assembly that <paramref name="root"/> references, directly or through another HttpLab assembly,
    /// with the first assembly found referencing it.
    /// </summary>
    private static Dictionary<string, string> HttpLabReferences(Assembly root)
    {
        var referencedBy = new Dictionary<string, string>(StringComparer.Ordinal);
        var pending = new Stack<Assembly>([root]);
        while (pending.TryPop(out var assembly))
        {
            var referrer = assembly.GetName().Name!;
            foreach (var reference in assembly.GetReferencedAssemblies())
            {
                if (reference.Name is { } name
                    && name.StartsWith("HttpLab.", StringComparison.Ordinal)
                    && referencedBy.TryAdd(name, referrer))
                {
                    pending.Push(Assembly.Load(reference));
                }
            }
        }

        return referencedBy;
    }
}
