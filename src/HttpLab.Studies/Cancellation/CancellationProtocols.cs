using System.Net;

namespace HttpLab.Studies.Cancellation;

/// <summary>The protocols' names on the command line and in results, and the HTTP version each sends.</summary>
public static class CancellationProtocols
{
    /// <summary>What the study measures when no protocol is named: HTTP/1.1, what most calls still use.</summary>
    public static readonly IReadOnlyList<CancellationProtocol> Default = [CancellationProtocol.Http1];

    /// <summary>Every name, in the order of the enum: "http1, https1, h2, h2c".</summary>
    public static string Names => string.Join(", ", Enum.GetValues<CancellationProtocol>().Select(Name));

    /// <summary>"http1", "https1", "h2", "h2c".</summary>
    public static string Name(CancellationProtocol protocol) => protocol.ToString().ToLowerInvariant();

    /// <summary>The protocol of <paramref name="name"/>, or null when it names none.</summary>
    public static CancellationProtocol? Parse(string name) =>
        Enum.GetValues<CancellationProtocol>().Cast<CancellationProtocol?>()
            .FirstOrDefault(protocol => Name(protocol!.Value) == name);

    /// <summary>The version every request of the protocol is sent with, exactly (no downgrade).</summary>
    public static Version Version(CancellationProtocol protocol) => protocol switch
    {
        CancellationProtocol.H2 or CancellationProtocol.H2c => HttpVersion.Version20,
        _ => HttpVersion.Version11,
    };
}
