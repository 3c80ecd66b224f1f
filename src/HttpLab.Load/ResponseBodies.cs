namespace HttpLab.Load;

/// <summary>
/// The sizes of the measured responses' bodies, in bytes (after any chunk framing; headers not included).
/// </summary>
/// <param name="TotalBytes">Every body together.</param>
/// <param name="SmallestBytes">The smallest body.</param>
/// <param name="LargestBytes">The largest body.</param>
public sealed record ResponseBodies(long TotalBytes, long SmallestBytes, long LargestBytes)
{
    /// <summary>No response was measured.</summary>
    public static ResponseBodies None { get; } = new(0, 0, 0);
}
