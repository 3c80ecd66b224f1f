namespace HttpLab.Contracts.Cancellation;

/// <summary>
/// The bytes <c>/trickle</c> sends: the byte at offset <c>i</c> of the body is <c>i % 251</c>, so a client can check
/// what arrived without the server keeping the body. A prime period keeps chunk sizes from lining up with it.
/// </summary>
public static class TrickleBody
{
    /// <summary>How many bytes the pattern takes to repeat.</summary>
    public const int Period = 251;

    /// <summary>The byte at <paramref name="offset"/> of every <c>/trickle</c> body.</summary>
    public static byte ByteAt(long offset) => (byte)(offset % Period);
}
