namespace HttpLab.Target.Info;

/// <summary>What <c>GET /info</c> answers: where a client on the target's machine reaches it, by protocol.</summary>
public sealed record TargetInfo
{
    /// <summary>The HTTP/1.1 base address, as <see cref="TargetServer.BaseAddress"/>.</summary>
    public required Uri BaseAddress { get; init; }

    /// <summary>
    /// The h2c (HTTP/2 cleartext, prior knowledge) base address, as <see cref="TargetServer.Http2BaseAddress"/>; null
    /// when there is none.
    /// </summary>
    public Uri? Http2BaseAddress { get; init; }
}
