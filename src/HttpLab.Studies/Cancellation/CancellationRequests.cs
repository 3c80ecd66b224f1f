using HttpLab.Contracts.Cancellation;

namespace HttpLab.Studies.Cancellation;

/// <summary>
/// The target URLs one case uses: a response that takes <c>serverDelayMs</c> to arrive, or to finish arriving.
/// </summary>
internal sealed record CancellationRequests(Uri Delay, Uri Trickle, Uri Plaintext)
{
    private const int TrickleChunkBytes = 16;
    private const int TrickleIntervalMs = 10;

    public static CancellationRequests For(Uri target, int serverDelayMs)
    {
        var chunks = Math.Max(1, serverDelayMs / TrickleIntervalMs);
        return new CancellationRequests(
            new Uri(target, CancellationRoutes.DelayUri(serverDelayMs)),
            new Uri(
                target,
                CancellationRoutes.TrickleUri(chunks * TrickleChunkBytes, TrickleChunkBytes, TrickleIntervalMs)),
            new Uri(target, "plaintext"));
    }
}
